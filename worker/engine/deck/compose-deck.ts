import type { TBlueprint, TRequirement } from "#shared/blueprint/schema";
import { estimateTotals, hours } from "#shared/blueprint/totals";
import { DECK_FORMAT, type TBlock, type TDeck, type TSlide } from "#shared/deck/schema";
import { WORDS } from "../read/language";
import { alternation } from "../read/language/patterns";
import { formatAmount, formatMonth } from "../renderings/format";
import { DOCUMENT_TEXT } from "../renderings/i18n";
import { capitalise, clause, lowerFirst, oneLine, sentence } from "../text/text";
import type { DeckContext } from "./deck-context";
import { compactMoney, count } from "./figures";
import { DECK_TEXT } from "./i18n";
import { domainIcon } from "./icons";
import { marketChart, sizingSentence } from "./market-chart";
import { findCount, sizeMarket } from "./market-sizing";
import { sameWords } from "./slide-parts";
import { BUDGET, balancedPages, firstSentence, fitText, headlineOf, labelOf } from "./text-budget";

/**
 * The pitch deck's story from the blueprint: headlines that say something, the founder's
 * figures computed where they allow it (market sizing, a customer's year), the same
 * Must/Should/Later split as the RFP, the ask (or what a founder who is not raising looks for),
 * and a script for every slide. Every text is budgeted and a list too long for one slide
 * continues on the next, so no slide overflows whatever the answers' length.
 */
export function composeDeck(blueprint: TBlueprint, generatedAt: Date): TDeck {
  const { product } = blueprint;
  const context: DeckContext = {
    blueprint,
    text: DOCUMENT_TEXT[blueprint.language],
    deck: DECK_TEXT[blueprint.language],
    sizing: sizeMarket(product),
    generatedAt,
  };
  const ask = askSlide(context);
  const slides = [
    titleSlide(context),
    problemSlide(context),
    solutionSlide(context),
    ...productSlides(context),
    marketSlide(context),
    businessSlide(context),
    tractionSlide(context),
    competitionSlide(context),
    goToMarketSlide(context),
    ...roadmapSlides(context),
    teamSlide(context),
    ask,
    closingSlide(context, ask),
  ].filter((item): item is TSlide => item !== null);
  return { format: DECK_FORMAT, language: blueprint.language, title: context.deck.title(product.name), slides };
}

type Style = "lead" | "big" | "body" | "meta";
const BUDGETS: Record<Style, number> = { lead: BUDGET.lead, big: BUDGET.lead, body: BUDGET.body, meta: BUDGET.lead };

function text(value: string, style: Style, heading = ""): TBlock[] {
  return value.trim()
    ? [{ type: "text", heading: fitText(heading, BUDGET.heading), text: fitText(value, BUDGETS[style]), style }]
    : [];
}

function list(
  heading: string,
  items: readonly string[],
  options: { ordered?: boolean; later?: boolean } = {},
): TBlock[] {
  if (items.length === 0) return [];
  return [
    {
      type: "list",
      heading: fitText(heading, BUDGET.heading),
      items: items.slice(0, BUDGET.items).map((item) => capitalise(fitText(item, BUDGET.item))),
      ordered: options.ordered ?? false,
      later: options.later ?? false,
    },
  ];
}

const labelled = (items: readonly TRequirement[]) => items.map((item) => `${item.id} ${item.title}`);
const byPriority = (blueprint: TBlueprint, ...priorities: TRequirement["priority"][]) =>
  blueprint.requirements.filter((item) => priorities.includes(item.priority));
const weeksOf = (blueprint: TBlueprint) => blueprint.milestones.at(-1)?.endWeek ?? 0;

/** Two to four sentences: the script's own, led by the headline said plainly when the answers gave little. */
function script(lines: readonly string[], headline: string): string[] {
  const said = lines.map((line) => line.trim()).filter((line) => line.length > 0);
  // The headline opens a short script; a script of one line is the headline alone.
  const opening = sentence(headline);
  const repeats = said.some((line) => sameWords(line).includes(sameWords(headline)));
  if (said.length < 2 && !repeats) said.unshift(opening);
  if (said.length === 0) said.push(opening);
  return said.slice(0, 4).map((line) => fitText(line, BUDGET.note));
}

function slide(
  kind: TSlide["kind"],
  label: string,
  headline: string,
  blocks: TBlock[],
  notes: readonly string[],
  layout?: TSlide["layout"],
  icon?: string | null,
): TSlide {
  // A headline over budget ends where a thought ends (a clause, before "and"), not with "…".
  const fitted = headlineOf(headline).headline || fitText(headline, BUDGET.headline);
  const fittedLabel = fitText(label, 60);
  // A deck never says a thing twice: no text that repeats the headline ("Big" / "Big."), and no
  // block heading that repeats the label or the headline ("What we are looking for" three times).
  const said = new Set([sameWords(fitted)]);
  const titles = new Set([sameWords(fitted), sameWords(fittedLabel)]);
  const shown = blocks
    .filter((block) => block.type !== "text" || !said.has(sameWords(block.text)))
    .map((block) =>
      (block.type === "text" || block.type === "list") && block.heading && titles.has(sameWords(block.heading))
        ? { ...block, heading: "" }
        : block,
    );
  const chosen = layout ?? (shown.at(-1)?.type === "chart" && shown.length > 1 ? "split" : "stack");
  return {
    kind,
    label: fittedLabel,
    headline: fitted,
    layout: chosen,
    blocks: shown,
    ...(icon ? { icon } : {}),
    notes: script(notes, fitted),
  };
}

function titleSlide({ blueprint, deck, generatedAt, text: words }: DeckContext): TSlide {
  const { product } = blueprint;
  return slide(
    "title",
    product.name,
    product.name,
    [...text(sentence(product.oneLiner), "lead"), ...text(deck.meta(formatMonth(generatedAt, words)), "meta")],
    deck.notes.title(product.name),
    "title",
    domainOf(blueprint),
  );
}

/** The founder's domain as an icon ("clinic" → a stethoscope), from their own words; null when none is named. */
function domainOf(blueprint: TBlueprint): string | null {
  const { product } = blueprint;
  return domainIcon([product.name, product.oneLiner, product.audience, product.market, product.problem].join(" "));
}

/** The problem in one line (and what the answer adds), then who feels it and how they cope today. */
function problemSlide({ blueprint, deck }: DeckContext): TSlide {
  const { product } = blueprint;
  const { headline, rest } = headlineOf(product.problem);
  const columns = [
    ...text(sentence(product.persona), "body", deck.blocks.persona),
    ...text(sentence(product.currentAlternatives), "body", deck.blocks.today),
  ];
  const lead = text(rest, "lead");
  return slide(
    "problem",
    deck.labels.problem,
    headline || deck.labels.problem,
    [...lead, ...columns],
    deck.notes.problem(sentence(product.persona), sentence(product.currentAlternatives)),
    columns.length < 2 ? "stack" : lead.length > 0 ? "banner" : "columns",
  );
}

function solutionSlide({ blueprint, deck, text: words }: DeckContext): TSlide {
  const { product } = blueprint;
  const top = byPriority(blueprint, "must").slice(0, 3);
  const edge = headlineOf(product.differentiator);
  return slide(
    "solution",
    deck.labels.solution,
    edge.headline || deck.headlines.solution(product.name),
    [...text(edge.rest, "lead"), ...list(deck.blocks.startsWith, labelled(top))],
    deck.notes.solution(product.name, words.list(top.map((item) => item.title))),
    undefined,
    domainOf(blueprint),
  );
}

/**
 * The Must requirements, up to six to a slide and balanced over the slides they need (ten are five
 * and five, never six and four), the first beside the hours of work by priority. The data keeps
 * each requirement's id for the consistency check; the slides show the title alone (decision 033).
 */
function productSlides(context: DeckContext): TSlide[] {
  const { blueprint, deck } = context;
  const must = byPriority(blueprint, "must");
  const notes = deck.notes.product(
    must.length,
    hours(estimateTotals(blueprint).plan),
    sentence(blueprint.product.criticalWorkflow),
  );
  return balancedPages(must).map((part, index) =>
    slide(
      "product",
      index === 0 ? deck.labels.product : deck.continued(deck.labels.product),
      deck.headlines.product(must.length, weeksOf(blueprint)),
      [...list(deck.blocks.mustHave, labelled(part), { ordered: true }), ...(index === 0 ? effortChart(context) : [])],
      notes,
    ),
  );
}

/** Development and QA hours of version 1 by priority (Later is not in version 1); none without any. */
function effortChart({ blueprint, deck, text: words }: DeckContext): TBlock[] {
  const priorities = (["must", "should", "could"] as const).filter(
    (priority) => byPriority(blueprint, priority).length > 0,
  );
  if (priorities.length === 0) return [];
  const chart: TBlock = {
    type: "chart",
    chart: {
      type: "bars",
      title: deck.blocks.effort,
      scale: "linear",
      bars: priorities.map((priority) => {
        const value = byPriority(blueprint, priority).reduce((total, item) => total + hours(item.estimate), 0);
        return { label: words.priority[priority], value, display: words.hoursShort(value), detail: "" };
      }),
    },
  };
  return [chart];
}

function marketSlide(context: DeckContext): TSlide {
  const { blueprint, deck, sizing } = context;
  const { product } = blueprint;
  const chart = marketChart(context);
  const whole = sizing.tam ?? sizing.sam;
  const reach = sizing.tam && sizing.sam ? compactMoney(sizing.sam.value, sizing.sam.currency, context) : null;
  const headline = whole
    ? reach && sizing.sam?.stated
      ? deck.headlines.marketStated(compactMoney(whole.value, whole.currency, context), reach)
      : deck.headlines.marketSized(compactMoney(whole.value, whole.currency, context), reach)
    : firstSentence(product.market) || deck.labels.market;
  const counted = chart ? null : customersChart(context);
  const blocks = chart
    ? [...text(sentence(product.audience), "body", deck.blocks.firstCustomers), chart]
    : [
        ...text(sentence(product.market), "big"),
        ...text(sentence(product.audience), "body", deck.blocks.firstCustomers),
        ...(counted ? [counted] : []),
      ];
  return slide(
    "market",
    deck.labels.market,
    headline,
    blocks,
    deck.notes.market(sizingSentence(context), clause(product.audience)),
  );
}

/**
 * Without a market size, the customers the market answer counts ("300,000 yoga teachers") as one
 * big number, as stated: the figure an investor remembers, not a chart of one bar.
 */
function customersChart(context: DeckContext): TBlock | null {
  const found = findCount(context.blueprint.product.market.replace(/[$€£]\s?\d[\d.,]*\s?\S*/g, " "));
  if (!found || found.value < 10) return null;
  return {
    type: "chart",
    chart: {
      type: "bars",
      title: context.deck.blocks.customersCount,
      scale: "linear",
      bars: [
        {
          label: fitText(found.noun, 60),
          value: found.value,
          display: count(found.value, context),
          detail: context.deck.blocks.countStated,
        },
      ],
    },
  };
}

/** "$19 a month per teacher, plus 1% on each booking" → its terms, each opening with its figure. */
function priceTerms(model: string): string[] {
  const terms = oneLine(model)
    .replace(/[.!]+$/, "")
    .split(
      /;\s*|(?:(?<!\d),|,(?!\d))\s*(?:plus\s+|and\s+|y\s+|más\s+|et\s+|und\s+|zzgl\.\s+)?|\s+(?:plus|and|y|más|et|und)\s+(?=[$€£\d])/iu,
    )
    .map((term) => term.trim())
    .filter((term) => term.length > 0);
  return terms.length >= 2 && terms.length <= 4 && terms.some((term) => /\d/.test(term)) ? terms : [];
}

/** The price and what a customer brings in a year; the build's payback in customers where the budget is known. */
function businessSlide(context: DeckContext): TSlide {
  const { blueprint, deck, sizing } = context;
  const { product } = blueprint;
  const price = sizing.price;
  const yearly = price ? compactMoney(price.yearly, price.currency, context) : "";
  const budget = product.budget.amount;
  const payback =
    price && budget && product.budget.currency === price.currency
      ? deck.blocks.payback(
          formatAmount(budget, price.currency, context.text),
          count(Math.ceil(budget / price.yearly), context),
          price.unit,
        )
      : "";
  const economics = price ? [deck.blocks.yearly(yearly, price.unit), payback].filter(Boolean) : [];
  // No price a year can be computed from (a commission, several terms): the terms as cards, each
  // led by its figure, under a headline that does not repeat them.
  const terms = price ? [] : priceTerms(product.businessModel);
  if (terms.length > 0)
    return slide(
      "business",
      deck.labels.business,
      deck.headlines.businessHow(product.name),
      list(deck.blocks.pricing, terms),
      deck.notes.business(sentence(product.businessModel), ""),
    );
  const model = firstSentence(product.businessModel);
  return slide(
    "business",
    deck.labels.business,
    price
      ? deck.headlines.price(
          `${compactMoney(price.amount, price.currency, context)} ${deck.blocks.perPeriod[price.period]}`,
          yearly,
          price.unit,
        )
      : // A model said in one sentence is the slide's statement, under a headline of its own.
        model && sameWords(model) !== sameWords(product.businessModel)
        ? model
        : deck.headlines.businessHow(product.name),
    [
      ...text(sentence(product.businessModel), price || model !== oneLine(product.businessModel) ? "lead" : "big"),
      ...list(deck.blocks.economics, economics),
    ],
    deck.notes.business(sentence(product.businessModel), payback),
  );
}

/** q15's goals as the milestones of the first six months, with the revenue the first one means. */
function tractionSlide(context: DeckContext): TSlide | null {
  const { blueprint, deck, sizing } = context;
  const goals = blueprint.product.successMetrics;
  if (goals.length === 0) return null;
  // The revenue the goal means, with its arithmetic: an investor (and the figure check) sees where it comes from.
  const som = sizing.som;
  const revenue =
    som && !som.stated && som.customers && som.price
      ? deck.blocks.goalRevenue(
          compactMoney(som.value, som.currency, context),
          `${count(som.customers.value, context)} × ${compactMoney(som.price.yearly, som.currency, context)}`,
        )
      : "";
  const milestones = goals.flatMap(milestonesOf).slice(0, 4);
  return slide(
    "traction",
    deck.labels.traction,
    deck.headlines.traction(clause(withoutSixMonths(milestones[0] ?? goals[0] ?? ""))),
    [...list(deck.blocks.goals, milestones), ...text(revenue, "meta")],
    deck.notes.traction(context.text.list(goals.map(clause))),
  );
}

/**
 * A goal that names two results ("150 paying teachers … and no-shows down by half") is two
 * milestones on the line; a short goal, or one whose parts are not results of their own, stays one.
 */
function milestonesOf(goal: string): string[] {
  const line = clause(oneLine(goal));
  if (line.length < 50) return [line];
  const parts = line.split(/\s+(?:and|y que|y|et|und)\s+(?![^()]*\))/iu);
  return parts.length === 2 && parts.every((part) => part.length >= 15 && part.split(/\s+/).length >= 3)
    ? parts.map((part) => capitalise(part.trim()))
    : [line];
}

// "after six months" in a goal the headline already opens with "In six months".
const SIX_MONTHS =
  /\s*(?:\b(?:after|within|in|by)\s+(?:six|6)\s+months|\ba\s+los\s+(?:seis|6)\s+meses|\ben\s+(?:seis|6)\s+meses|\b(?:dans|après|en|sous)\s+(?:six|6)\s+mois|\b(?:nach|in|innerhalb\s+von)\s+(?:sechs|6)\s+monaten)\b/giu;

function withoutSixMonths(goal: string): string {
  const shorter = goal.replace(SIX_MONTHS, "").trim();
  return shorter.length >= 8 ? shorter : goal;
}

/** What customers use today beside why this product wins: the founder's q5 and q5a, nothing invented. */
function competitionSlide(context: DeckContext): TSlide {
  const { blueprint, deck, text: words } = context;
  const { product } = blueprint;
  const alternatives =
    product.competitors.length > 0 ? product.competitors : [product.currentAlternatives].filter(Boolean);
  const columns = [
    ...list(deck.blocks.alternatives, alternatives),
    ...text(sentence(product.differentiator), "lead", deck.blocks.whyWe(product.name)),
  ];
  return slide(
    "competition",
    deck.labels.competition,
    product.competitors.length > 0
      ? competitionHeadline(product.competitors, context)
      : deck.blocks.whyWe(product.name),
    columns,
    deck.notes.competition(words.list(product.competitors), sentence(product.differentiator)),
    columns.length > 1 ? "columns" : "stack",
  );
}

/** The alternatives that fit the headline whole, the shortest names first kept in the founder's order. */
function competitionHeadline(competitors: readonly string[], { deck, text: words }: DeckContext): string {
  const named = competitors.filter((item) => item.length <= 30);
  for (let size = Math.min(3, named.length); size > 0; size -= 1) {
    const headline = deck.headlines.competition(words.list(named.slice(0, size)));
    if (headline.length <= BUDGET.headline) return headline;
  }
  return deck.headlines.competition(words.list(competitors.slice(0, 1)));
}

function goToMarketSlide({ blueprint, deck, text: words }: DeckContext): TSlide | null {
  const { product } = blueprint;
  if (product.channels.length === 0 && !product.audience) return null;
  return slide(
    "goToMarket",
    deck.labels.goToMarket,
    product.channels[0] ? deck.headlines.goToMarket(clause(product.channels[0])) : deck.labels.goToMarket,
    [
      ...list(deck.blocks.channels, product.channels),
      ...text(sentence(product.audience), "body", deck.blocks.firstCustomers),
    ],
    deck.notes.goToMarket(words.list(product.channels.map(lowerIfWord)), clause(product.audience)),
  );
}

/** "A referral discount" reads mid-sentence as "a referral discount"; other words may be names ("Facebook"). */
function lowerIfWord(value: string): string {
  return value.replace(
    /^(A|An|The|Un|Una|Unos|Unas|El|La|Las|Los|Le|Les|Des|Du|Ein|Eine|Einen|Der|Die|Das)\b/,
    (word) => word.toLowerCase(),
  );
}

// q17 names the team and what the founder looks for in one answer; the team slide keeps the team.
const ASKING =
  /\b(?:rais|seek|look|fund|invest|need|busc|necesit|levant|financ|recherch|cherch|besoin|l[eè]v[ée]?|such|brauch|sammel|kapital|bootstrap|angels?\b|self-fund|eigenfinanz|autofinanc)/i;

/** The parts of q17 that describe the team. */
function teamText(team: string): string {
  return (
    team
      // Clauses end at a semicolon or a full stop, not at a decimal point ("raising a $1.2M seed"),
      // an ordinal ("2. Vorsitzender") or an abbreviation ("1,2 Mio. €").
      .split(/;\s*|(?<!\b\d{1,2}|\b(?:Mio|Mrd|Tsd|ca|bzw|approx|Nr|Dr|Mr|Mrs|Ms))\.(?!\d)\s*/)
      .map((part) => part.trim())
      .filter((part) => part.length > 0 && !ASKING.test(part))
      .join("; ")
  );
}

/** Version 1 as a timeline of its milestones; then what is left if time allows, and Later. */
function roadmapSlides(context: DeckContext): TSlide[] {
  const { blueprint, deck, text: words } = context;
  const weeks = weeksOf(blueprint);
  const later = byPriority(blueprint, "later");
  const could = byPriority(blueprint, "could");
  const timeline: TBlock = {
    type: "chart",
    chart: {
      type: "timeline",
      title: deck.blocks.timeline,
      weeks: Math.max(weeks, 1),
      phases: blueprint.milestones.slice(0, 8).map((milestone) => ({
        label: fitText(milestone.name, 60),
        start: milestone.startWeek,
        end: Math.max(milestone.endWeek, milestone.startWeek),
      })),
      after: later.length > 0 ? fitText(deck.blocks.after(words.list(later.map((item) => item.title))), 80) : "",
    },
  };
  const columns = [
    ...list(deck.blocks.ifTime, labelled(could)),
    ...list(words.headings.deckLater, labelled(later), { later: true }),
  ];
  const notes = deck.notes.roadmap(
    weeks,
    sentence(blueprint.product.cuts),
    words.list(later.map((item) => item.title)),
  );
  const headline = deck.headlines.roadmap(weeks, blueprint.milestones.length);
  // Two lines of lists fit under a timeline of up to five milestones; more continue on their own
  // slide, but only when they fill it (three items or more): a continuation is never near-empty.
  const lines = columns.reduce((most, block) => Math.max(most, block.type === "list" ? block.items.length : 0), 0);
  const items = columns.reduce((total, block) => total + (block.type === "list" ? block.items.length : 0), 0);
  const fits = lines <= 2 && blueprint.milestones.length <= 5;
  if (fits || items < 3)
    return [slide("roadmap", deck.labels.roadmap, headline, [timeline, ...columns], notes, "banner")];
  return [
    slide("roadmap", deck.labels.roadmap, headline, [timeline], notes, "stack"),
    slide("roadmap", deck.continued(deck.labels.roadmap), headline, columns, notes, "columns"),
  ];
}

/** A card of several people: "4 chefs de projet", "my 2 planners", "zwei Aushilfen". */
const SEVERAL = new RegExp(
  `(?:^|[\\s(])(?:[2-9]|\\d{2,}|${alternation(
    Object.values(WORDS)
      .flatMap((words) => Object.entries(words.money.numberWords))
      .filter(([, value]) => value >= 2)
      .map(([word]) => word),
  )})\\s+(?!${alternation(Object.values(WORDS).flatMap((words) => words.text.durations))}(?![\\p{L}]))\\p{L}`,
  "iu",
);

/**
 * The team as the blueprint reads it (q17): a card per person, their name and what they bring
 * ("Léa — Ancienne cheffe chez un traiteur"), under a headline that counts them; one person, or a
 * team the answer does not describe person by person, is the slide's statement. Never a slide
 * without the founder's words on it.
 */
function teamSlide({ blueprint, deck }: DeckContext): TSlide | null {
  const team = teamText(blueprint.product.team);
  const members = blueprint.product.teamMembers;
  if (!team && members.length === 0) return null;
  const assets = text(sentence(blueprint.product.assets?.what ?? ""), "body", deck.blocks.assets);
  const notes = deck.notes.team(sentence(team || members.map((member) => member.role).join("; ")));
  if (members.length >= 2) {
    // "Somos dos socios: …": the count the founder opens with is the headline; "4 chefs de
    // projet" is several people on one card, so no count of cards is said.
    const lead = /^([^:()]{3,40}):\s/u.exec(team)?.[1]?.trim();
    const several = members.some((member) => SEVERAL.test(member.said));
    return slide(
      "team",
      deck.labels.team,
      lead
        ? capitalise(lead)
        : several
          ? deck.headlines.teamBehind(blueprint.product.name)
          : deck.headlines.team(members.length),
      [
        ...list(
          deck.blocks.members,
          members.map((member) => member.said),
        ),
        ...assets,
      ],
      notes,
    );
  }
  const only = members[0];
  const statement = team || (only ? only.role : "");
  return slide(
    "team",
    deck.labels.team,
    capitalise(headlineOf(statement).headline) || deck.labels.team,
    [...text(headlineOf(statement).rest, "lead"), ...assets],
    notes,
  );
}

/** q17: an amount and its use when the founder is raising; otherwise what they look for, never an amount. */
function askSlide(context: DeckContext): TSlide {
  const { blueprint, deck, text: words } = context;
  const { ask, product } = blueprint;
  const amount = ask.raising && ask.amount?.amount ? formatAmount(ask.amount.amount, ask.amount.currency, words) : null;
  if (!amount) {
    const looking = ask.lookingFor.length > 0 ? ask.lookingFor : [];
    // One thing looked for is the headline already and is not said again in a card. No amount:
    // a founder who is not raising shows none (an investor would read it as an ask).
    const items = looking.length > 1 ? looking : [];
    return slide(
      "ask",
      deck.labels.lookingFor,
      // Not the label again: what the founder looks for, or that they are not raising.
      deck.headlines.looking(looking[0] ? lowerFirst(clause(looking[0])) : null),
      [
        ...list(deck.labels.lookingFor, items),
        ...text(sentence(product.vendorExpectations), "body", deck.blocks.vendor),
      ],
      deck.notes.askLooking(words.list(looking.map(clause)), sentence(product.vendorExpectations)),
    );
  }
  const raising = deck.headlines.raising(amount, ask.round);
  const uses = ask.useOfFunds.filter((use) => use.share > 0);
  // A split the answers did not give is the product's proposal, and says so on the slide and in the notes.
  const proposed = uses.some((use) => use.assumption);
  const chart: TBlock[] =
    uses.length > 0
      ? [
          {
            type: "chart",
            chart: {
              type: "bars",
              title: proposed ? deck.blocks.useOfFundsProposed : deck.blocks.useOfFunds,
              scale: "linear",
              bars: uses.slice(0, 6).map((use) => ({
                // A use longer than a legend line ends where its first thought does; the notes say it whole.
                label: labelOf(capitalise(use.item), 60),
                value: use.share,
                display: `${use.share}%`,
                detail: ask.amount?.amount
                  ? formatAmount((ask.amount.amount * use.share) / 100, ask.amount.currency, words)
                  : "",
              })),
            },
          },
        ]
      : [];
  return slide(
    "ask",
    deck.labels.ask,
    raising,
    [...list(deck.labels.lookingFor, ask.lookingFor), ...chart],
    [
      ...deck.notes.askRaising(raising, words.list(uses.map((use) => deck.blocks.share(clause(use.item), use.share)))),
      ...(proposed ? [deck.blocks.proposal] : []),
    ],
  );
}

/** The last slide: the product's name, the ask in one line (what the ask slide's headline says), thanks. */
function closingSlide(context: DeckContext, ask: TSlide): TSlide {
  const { blueprint, deck } = context;
  const { product } = blueprint;
  return slide(
    "closing",
    deck.labels.closing,
    product.name,
    [...text(sentence(ask.headline), "lead"), ...text(deck.blocks.thanks, "meta")],
    deck.notes.closing(product.name),
    "title",
  );
}
