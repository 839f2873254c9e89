import { platformNames } from "../../../../../shared/blueprint/platforms";
import { estimateTotals, hours } from "../../../../../shared/blueprint/totals";
import { clause, sentence } from "../../../blueprint/analyze/text";
import { formatAmount, formatMonth } from "../format";
import { html } from "../html";
import { byPriority, type RenderInput } from "../render-input";
import { ol, p, renderDeck, type Slide, ul } from "./deck-html";

/**
 * The investor pitch deck: twelve slides with speaker notes, as one HTML page. Its content is the
 * blueprint's, so it agrees with the RFP: the Must requirements by id on the product slide, and
 * the roadmap split as the RFP splits scope (version 1, could-haves, Later).
 */
export function composePitchDeck(input: RenderInput): string {
  const { blueprint, text } = input;
  const slides = [
    titleSlide(input),
    problemSlide(input),
    solutionSlide(input),
    productSlide(input),
    marketSlide(input),
    businessSlide(input),
    goalsSlide(input),
    competitionSlide(input),
    goToMarketSlide(input),
    roadmapSlide(input),
    askSlide(input),
    closingSlide(input),
  ];
  return renderDeck(text.deck.title(blueprint.product.name), slides, text.deck.labels);
}

const h2 = (value: string) => `<h2>${html(value)}</h2>`;
const h3 = (value: string) => `<h3>${html(value)}</h3>`;
const notes = (lines: readonly string[]) => lines.filter((line) => line.length > 0);
const labelled = (items: readonly { id: string; title: string }[]) => items.map((item) => `${item.id} ${item.title}`);

function titleSlide({ blueprint, text, generatedAt }: RenderInput): Slide {
  const { product } = blueprint;
  return {
    title: product.name,
    className: "title",
    body: `<h1>${html(product.name)}</h1>${p(sentence(product.oneLiner), "lead")}${p(text.deck.meta(formatMonth(generatedAt, text)), "meta")}`,
    notes: notes(text.deck.notes.title(sentence(product.oneLiner), sentence(product.team))),
  };
}

function problemSlide({ blueprint, text }: RenderInput): Slide {
  const { product } = blueprint;
  return {
    title: text.deck.problem,
    body: `${h2(text.deck.problem)}${p(sentence(product.problem), "lead")}${product.currentAlternatives ? `${h3(text.deck.today)}${p(sentence(product.currentAlternatives))}` : ""}`,
    notes: notes(text.deck.notes.problem(sentence(product.persona), sentence(product.currentAlternatives))),
  };
}

function solutionSlide({ blueprint, text }: RenderInput): Slide {
  const top = byPriority(blueprint, "must").slice(0, 3);
  return {
    title: text.deck.solution,
    body: `${h2(text.deck.solution)}${p(sentence(blueprint.product.differentiator), "lead")}${ul(labelled(top))}`,
    notes: notes(
      text.deck.notes.solution(sentence(blueprint.product.differentiator), text.list(top.map((item) => item.title))),
    ),
  };
}

function productSlide({ blueprint, text }: RenderInput): Slide {
  const must = byPriority(blueprint, "must");
  return {
    title: text.deck.product,
    body: `${h2(text.deck.product)}${ol(labelled(must))}${p(text.deck.runsOn(text.list(platformNames(blueprint.platforms))), "meta")}`,
    notes: notes(text.deck.notes.product(must.length, hours(estimateTotals(blueprint).plan))),
  };
}

function marketSlide({ blueprint, text }: RenderInput): Slide {
  const { product } = blueprint;
  return {
    title: text.deck.market,
    body: `${h2(text.deck.market)}${p(sentence(product.market), "big")}${product.audience ? `${h3(text.deck.first)}${p(sentence(product.audience))}` : ""}`,
    notes: notes(text.deck.notes.market(sentence(product.market), clause(product.audience))),
  };
}

function businessSlide({ blueprint, text }: RenderInput): Slide {
  const { product } = blueprint;
  return {
    title: text.deck.business,
    body: `${h2(text.deck.business)}${p(sentence(product.businessModel), "big")}`,
    notes: notes(text.deck.notes.business(sentence(product.businessModel), clause(product.budget.text))),
  };
}

function goalsSlide({ blueprint, text }: RenderInput): Slide {
  const metrics = blueprint.product.successMetrics;
  return {
    title: text.deck.goals,
    body: `${h2(text.deck.goals)}${ul(metrics)}`,
    notes: notes(text.deck.notes.goals(text.list(metrics))),
  };
}

function competitionSlide({ blueprint, text }: RenderInput): Slide {
  const { product } = blueprint;
  return {
    title: text.deck.competition,
    body: `${h2(text.deck.competition)}<div class="columns"><div>${h3(text.deck.alternatives)}${ul(product.competitors)}</div><div>${h3(text.deck.whyWe)}${p(sentence(product.differentiator))}</div></div>`,
    notes: notes(text.deck.notes.competition(text.list(product.competitors), sentence(product.differentiator))),
  };
}

function goToMarketSlide({ blueprint, text }: RenderInput): Slide {
  const { product } = blueprint;
  return {
    title: text.deck.goToMarket,
    body: `${h2(text.deck.goToMarket)}${ul(product.channels)}${product.audience ? p(text.deck.firstCustomers(clause(product.audience)), "meta") : ""}`,
    notes: notes(text.deck.notes.goToMarket(text.list(product.channels))),
  };
}

/** Version 1 (Must and Should), what comes if time allows (Could), Later: the RFP's split. */
function roadmapSlide({ blueprint, text }: RenderInput): Slide {
  const columns = [
    [text.deck.version1, ul(labelled(byPriority(blueprint, "must", "should")))],
    [text.deck.next, ul(labelled(byPriority(blueprint, "could")))],
    [text.headings.deckLater, ul(labelled(byPriority(blueprint, "later")), "later")],
  ].filter(([, list]) => list);
  const weeks = blueprint.milestones.at(-1)?.endWeek ?? 0;
  return {
    title: text.deck.roadmap,
    body: `${h2(text.deck.roadmap)}<div class="columns">${columns.map(([heading, list]) => `<div>${h3(heading ?? "")}${list}</div>`).join("")}</div>${p(sentence(blueprint.product.timeline.answer), "meta")}`,
    notes: notes(text.deck.notes.roadmap(weeks, sentence(blueprint.product.cuts))),
  };
}

/** The ask from q17: an amount and its use, or, when the founder is not raising, what they look for. */
function askSlide({ blueprint, text }: RenderInput): Slide {
  const { ask, product } = blueprint;
  const amount = ask.raising && ask.amount?.amount ? formatAmount(ask.amount.amount, ask.amount.currency, text) : null;
  const body = amount
    ? `${p(text.deck.raising(amount, ask.round), "big")}${h3(text.deck.useOfFunds)}${ul(ask.useOfFunds.map((use) => text.deck.share(use.item, use.share)))}`
    : `${h3(text.deck.lookingFor)}${ul(ask.lookingFor.length > 0 ? ask.lookingFor : [product.vendorExpectations].filter(Boolean))}`;
  const title = amount ? text.deck.ask : text.deck.lookingFor;
  return {
    title,
    body: `${h2(title)}${product.team ? p(sentence(product.team), "lead") : ""}${body}`,
    notes: notes(text.deck.notes.ask(amount ? text.deck.raising(amount, ask.round) : text.list(ask.lookingFor))),
  };
}

function closingSlide({ blueprint, text }: RenderInput): Slide {
  const { product } = blueprint;
  return {
    title: text.deck.thanks,
    className: "closing",
    body: `<h1>${html(product.name)}</h1>${p(text.deck.thanks, "meta")}`,
    notes: notes(text.deck.notes.closing(sentence(product.oneLiner))),
  };
}
