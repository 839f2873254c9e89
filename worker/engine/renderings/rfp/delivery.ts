import { sentence } from "#engine/text/text";
import { estimateTotals, hours } from "#shared/blueprint/totals";
import { hourlyRange } from "../format";
import { blocks, bullets, heading, md, numbered, table } from "../markdown";
import { byPriority, type RenderInput } from "../render-input";

/** Sections 9-11: on which platforms and what is delivered, by when, for how many hours. */
export function delivery(input: RenderInput): string {
  return blocks(platforms(input), timeline(input), estimate(input));
}

function platforms(input: RenderInput): string {
  const { blueprint, text } = input;
  const { platforms } = blueprint;
  const lines = [
    platforms.web && text.rfp.platformLines.web(md(blueprint.product.name)),
    platforms.pwa && text.rfp.platformLines.pwa,
    platforms.ios && text.rfp.platformLines.ios,
    platforms.android && text.rfp.platformLines.android,
    platforms.desktopApp && text.rfp.platformLines.desktopApp,
  ].filter((line): line is string => typeof line === "string");
  const scoped = byPriority(blueprint, "must", "should");
  const integrations = blueprint.integrations.filter(
    (item) => !item.later && item.requirements.some((id) => scoped.some((requirement) => requirement.id === id)),
  );
  const could = byPriority(blueprint, "could");
  const items = text.rfp.deliverableItems;
  return blocks(
    heading(2, text.rfp.platforms),
    platforms.answer && `**${text.rfp.platformsAnswer}${text.colon}** ${text.quote(md(platforms.answer))}`,
    bullets(lines),
    heading(3, text.rfp.deliverables),
    numbered([
      items.code(md(blueprint.product.name)),
      ...lines,
      items.scope(scoped.map((item) => item.id).join(", ")),
      ...(integrations.length > 0 ? [items.integrations(integrations.map((item) => md(item.name)).join(", "))] : []),
      items.api(input.endpoints.length),
      items.tests,
      items.handover,
    ]),
    could.length > 0 && text.rfp.options(could.map((item) => `${item.id} ${md(item.title)}`).join(", ")),
    blueprint.product.vendorExpectations &&
      `**${text.rfp.vendor}${text.colon}** ${md(sentence(blueprint.product.vendorExpectations))}`,
  );
}

function timeline({ blueprint, text }: RenderInput): string {
  const { product, milestones } = blueprint;
  const weeks = milestones.at(-1)?.endWeek ?? 0;
  const rows = milestones.map((milestone) => [
    `${milestone.id} ${md(milestone.name)}`,
    milestone.requirements.join(", ") || text.rfp.milestoneWork[milestone.kind] || "—",
    text.weeks(milestone.startWeek, milestone.endWeek),
    text.hoursShort(milestone.estimate.development),
    text.hoursShort(milestone.estimate.qa),
  ]);
  const could = byPriority(blueprint, "could");
  return blocks(
    heading(2, text.rfp.timeline),
    product.timeline.answer && `**${text.rfp.dates}${text.colon}** ${md(sentence(product.timeline.answer))}`,
    product.timeline.weeks ? text.rfp.planStated(weeks, milestones.length) : text.rfp.planAssumed(weeks),
    table(text.rfp.milestoneColumns, rows),
    product.cuts &&
      `**${text.rfp.cutFirst}${text.colon}** ${md(sentence(product.cuts))}${could.length > 0 ? ` (${could.map((item) => item.id).join(", ")})` : ""}`,
  );
}

function estimate({ blueprint, text }: RenderInput): string {
  const totals = estimateTotals(blueprint);
  const range = hourlyRange(blueprint.product.budget, hours(totals.plan), text);
  return blocks(
    heading(2, text.rfp.estimate),
    bullets([
      text.rfp.estimateRequirements(totals.requirements.development, totals.requirements.qa),
      text.rfp.estimatePlan(totals.plan.development, totals.plan.qa),
    ]),
    blueprint.product.budget.text &&
      `**${text.rfp.budget}${text.colon}** ${md(sentence(blueprint.product.budget.text))}${range ? ` ${text.rfp.perHour(range)}` : ""}`,
    `**${text.rfp.estimateBasis}${text.colon}** ${text.rfp.basis}`,
  );
}
