import { sentence } from "#engine/text/text";
import { estimateTotals, hours } from "#shared/blueprint/totals";
import { addDays, formatDate } from "../format";
import { blocks, bullets, heading, md } from "../markdown";
import { byPriority, type RenderInput } from "../render-input";
import { delivery } from "./delivery";
import { design } from "./design";
import { RESPONSE_DAYS, response } from "./response";
import { scope } from "./scope";

/** The Request for Proposal, in Markdown: what a vendor needs to price version 1. */
export function composeRfp(input: RenderInput): string {
  const { blueprint, text, generatedAt } = input;
  const v1 = blueprint.requirements.filter((item) => item.priority !== "later");
  return `${blocks(
    heading(1, text.rfp.title(md(blueprint.product.name))),
    [
      `${text.rfp.issued(md(blueprint.product.name), formatDate(generatedAt, text), formatDate(addDays(generatedAt, RESPONSE_DAYS), text))}  `,
      `**${text.rfp.scopeLine(v1.length, byPriority(blueprint, "must").length, hours(estimateTotals(blueprint).plan))}**`,
    ].join("\n"),
    overview(input),
    goals(input),
    scope(input),
    design(input),
    delivery(input),
    response(input),
  )}\n`;
}

function overview({ blueprint, text }: RenderInput): string {
  const { product } = blueprint;
  return blocks(
    heading(2, text.rfp.overview),
    `${text.rfp.lookingFor(md(product.name))} ${md(sentence(product.oneLiner))}`,
    product.problem && blocks(heading(3, text.rfp.problem), md(sentence(product.problem))),
    product.currentAlternatives && blocks(heading(3, text.rfp.today), md(sentence(product.currentAlternatives))),
    (product.competitors.length > 0 || product.differentiator) &&
      blocks(
        heading(3, text.rfp.competition(md(product.name))),
        product.competitors.length > 0 && text.rfp.alternatives(product.competitors.map(md).join(", ")),
        product.differentiator && md(sentence(product.differentiator)),
      ),
    product.team && blocks(heading(3, text.rfp.team), md(sentence(product.team))),
  );
}

function goals({ blueprint, text }: RenderInput): string {
  const { product } = blueprint;
  if (product.successMetrics.length === 0 && !product.businessModel) return "";
  return blocks(
    heading(2, text.rfp.goals),
    product.successMetrics.length > 0 &&
      blocks(text.rfp.goalsIntro(md(product.name)), bullets(product.successMetrics.map(md))),
    product.businessModel && `**${text.rfp.businessModel}${text.colon}** ${md(sentence(product.businessModel))}`,
  );
}
