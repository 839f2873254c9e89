import { clause, sentence } from "#engine/text/text";
import { estimateTotals, hours } from "#shared/blueprint/totals";
import { addDays, formatDate } from "../format";
import { blocks, bullets, heading, md, numbered, table } from "../markdown";
import type { RenderInput } from "../render-input";

/** Days vendors get to answer, and to ask questions before that. */
export const RESPONSE_DAYS = 14;
const QUESTION_DAYS = 7;

/**
 * Sections 12-16: what vendors must answer, how proposals are weighed, how to send one, what was
 * assumed, and what the product owner has still to decide.
 */
export function response(input: RenderInput): string {
  const questions = vendorQuestions(input);
  return blocks(
    heading(2, input.text.rfp.questions),
    numbered(questions),
    evaluation(input),
    respond(input, questions.length),
    assumptions(input),
    openQuestions(input),
  );
}

/** Questions from the risks, the integrations, the platforms, the critical workflow, compliance, load and dates. */
function vendorQuestions({ blueprint, text }: RenderInput): string[] {
  const { product, platforms } = blueprint;
  const q = text.rfp;
  const integrations = blueprint.integrations.filter((item) => !item.later).map((item) => md(item.name));
  const apps = [platforms.ios && "iOS", platforms.android && "Android"].filter(Boolean).join(" / ");
  const critical = blueprint.workflows.find((flow) => flow.critical);
  const compliance = blueprint.nonFunctional.filter((item) => item.area === "compliance" || item.area === "privacy");
  const items = [
    ...blueprint.risks.map((risk) =>
      risk.trim().endsWith("?") ? q.openQuestion(md(sentence(risk))) : q.riskQuestion(md(sentence(risk))),
    ),
    integrations.length > 0 && q.integrationQuestion(integrations.join(", ")),
    apps && q.nativeQuestion(apps),
    critical && q.criticalQuestion(md(critical.name)),
    compliance.length > 0 && q.complianceQuestion(compliance.map((item) => item.id).join(", ")),
    product.scale && q.scaleQuestion(md(clause(product.scale))),
    product.timeline.answer && q.datesQuestion(md(clause(product.timeline.answer))),
    product.assets && q.assetsQuestion(md(clause(product.assets.what))),
  ];
  return items.filter((item): item is string => typeof item === "string" && item.length > 0);
}

function evaluation({ blueprint, text }: RenderInput): string {
  const c = text.rfp.criteria;
  const experience = [
    ...blueprint.integrations
      .filter((item) => !item.later)
      .slice(0, 3)
      .map((item) => md(item.name)),
    // The store apps the founder asked for, and only those.
    ...[blueprint.platforms.ios && "iOS", blueprint.platforms.android && "Android"].filter(
      (name): name is string => typeof name === "string",
    ),
  ];
  const weeks = blueprint.milestones.at(-1)?.endWeek ?? 0;
  const rows: [string, number][] = [
    [c.solution(md(blueprint.product.name)), 25],
    [c.experience(text.list(experience)), 20],
    [c.plan(weeks), 15],
    [c.price(md(blueprint.product.budget.text)), 15],
    [c.team(md(blueprint.product.name)), 15],
    [c.quality(md(blueprint.product.name)), 10],
  ];
  return blocks(
    heading(2, text.rfp.evaluation),
    table(text.rfp.evaluationColumns, [
      ...rows.map(([criterion, weight]) => [criterion, `${weight}%`]),
      [`**${text.rfp.total}**`, "**100%**"],
    ]),
  );
}

function respond({ blueprint, text, generatedAt }: RenderInput, questions: number): string {
  const items = text.rfp.respondItems;
  return blocks(
    heading(2, text.rfp.respond),
    text.rfp.respondBy(formatDate(addDays(generatedAt, RESPONSE_DAYS), text), md(blueprint.product.name)),
    numbered([
      items.company,
      items.solution(md(blueprint.product.name)),
      items.milestones(blueprint.milestones.length),
      items.estimate(hours(estimateTotals(blueprint).plan)),
      items.team(md(blueprint.product.name)),
      ...(questions > 0 ? [items.questions(questions)] : []),
      items.assumptions,
      items.support(md(blueprint.product.name)),
    ]),
    text.rfp.format(text.rfp.languageName),
    text.rfp.questionsBy(formatDate(addDays(generatedAt, QUESTION_DAYS), text)),
  );
}

function assumptions({ blueprint, text }: RenderInput): string {
  if (blueprint.assumptions.length === 0) return "";
  return blocks(
    heading(2, text.rfp.assumptions),
    text.rfp.assumptionsIntro(md(blueprint.product.name)),
    bullets(blueprint.assumptions.map(md)),
  );
}

/** What the answers did not tell (the blueprint's open questions), for the product owner to decide. */
function openQuestions({ blueprint, text }: RenderInput): string {
  if (blueprint.openQuestions.length === 0) return "";
  return blocks(
    heading(2, text.rfp.openQuestions),
    text.rfp.openQuestionsIntro(md(blueprint.product.name)),
    numbered(blueprint.openQuestions.map((item) => md(item.question))),
  );
}
