import type { DocumentInput } from "./document-input";
import { html } from "./html";
import { ol, p, renderDeck, type Slide, ul } from "./pitch-deck-html";
import { type ProductBrief, readBrief } from "./product-brief";
import { clause, formatMonth, sentence } from "./text";

/** The investor pitch deck: twelve slides, each with speaker notes, as one HTML page. */
export function composePitchDeck(input: DocumentInput): string {
  const brief = readBrief(input);
  const slides = [
    titleSlide(brief),
    problemSlide(brief),
    solutionSlide(brief),
    marketSlide(brief),
    productSlide(brief),
    businessSlide(brief),
    goalsSlide(brief),
    competitionSlide(brief),
    goToMarketSlide(brief),
    roadmapSlide(brief),
    teamSlide(brief),
    closingSlide(brief),
  ];
  return renderDeck(`${brief.name}: investor presentation`, slides);
}

const h2 = (text: string) => `<h2>${text}</h2>`;

function titleSlide(brief: ProductBrief): Slide {
  return {
    title: brief.name,
    className: "title",
    body: `<h1>${html(brief.name)}</h1>${p(sentence(brief.vision), "lead")}${p(`Investor presentation, ${formatMonth(brief.generatedAt)}`, "meta")}`,
    notes: [`Open with the one-liner: ${sentence(brief.vision)}`, `Introduce the team: ${sentence(brief.team)}`],
  };
}

function problemSlide(brief: ProductBrief): Slide {
  return {
    title: "The problem",
    body: `${h2("The problem")}${p(sentence(brief.problem), "lead")}<h3>How it is handled today</h3>${p(sentence(brief.today))}`,
    notes: [
      `Tell it through the primary persona: ${sentence(brief.persona)}`,
      "Make the cost concrete before moving on to the solution.",
    ],
  };
}

function solutionSlide(brief: ProductBrief): Slide {
  return {
    title: "Our solution",
    body: `${h2("Our solution")}${p(sentence(brief.vision), "lead")}${ul(brief.features.slice(0, 3))}${p(sentence(brief.edge))}`,
    notes: [
      `Contrast with today: ${sentence(brief.today)}`,
      `The three features shown are the top of the priority list; the difference to stress: ${sentence(brief.edge)}`,
    ],
  };
}

function marketSlide(brief: ProductBrief): Slide {
  return {
    title: "Market",
    body: `${h2("Market")}${p(sentence(brief.market), "big")}<h3>Who we serve first</h3>${p(sentence(brief.segments))}`,
    notes: [
      "Be ready to say where the market figures come from and how the first segment was sized.",
      `Why this segment first: it is where the primary persona works. ${sentence(brief.persona)}`,
    ],
  };
}

function productSlide(brief: ProductBrief): Slide {
  return {
    title: "Product",
    body: `${h2("Product")}${ol(brief.features)}${p(`Runs on: ${clause(brief.platforms)}`, "meta")}`,
    notes: [
      `Features in priority order; the first ${brief.mustHave.length} are the launch must-haves.`,
      brief.assets
        ? `Show the existing work here: ${sentence(brief.assets.what)}`
        : "Walk through one key workflow from start to finish.",
    ],
  };
}

function businessSlide(brief: ProductBrief): Slide {
  return {
    title: "Business model",
    body: `${h2("Business model")}${p(sentence(brief.revenue), "big")}`,
    notes: [
      "Connect the price to the market slide: what one customer is worth and how many the first segment holds.",
      `Building the first version is budgeted at ${clause(brief.budget)}.`,
    ],
  };
}

function goalsSlide(brief: ProductBrief): Slide {
  return {
    title: "Goals for the first six months",
    body: `${h2("Goals for the first six months")}${ul(brief.metrics)}`,
    notes: [
      "These are the targets the first version is measured against; later updates to investors report against them.",
    ],
  };
}

function competitionSlide(brief: ProductBrief): Slide {
  return {
    title: "Competition",
    body: `${h2("Competition")}<div class="columns"><div><h3>Alternatives</h3>${ul(brief.competitors)}</div><div><h3>Why we win</h3>${p(sentence(brief.edge))}</div></div>`,
    notes: [
      "Acknowledge what the alternatives do well, then show the gap.",
      `Most customers start from today's workaround: ${sentence(brief.today)}`,
    ],
  };
}

function goToMarketSlide(brief: ProductBrief): Slide {
  return {
    title: "Go-to-market",
    body: `${h2("Go-to-market")}${ul(brief.channels)}${p(`First customers: ${clause(brief.segments)}`, "meta")}`,
    notes: ["Say which channel is tested first and what acquiring one customer through it is expected to cost."],
  };
}

function roadmapSlide(brief: ProductBrief): Slide {
  const columns = [
    ["First version", brief.mustHave],
    ["Next", brief.shouldHave],
    ["Later", brief.later],
  ] as const;
  const body = columns
    .filter(([, items]) => items.length > 0)
    .map(([heading, items]) => `<div><h3>${heading}</h3>${ul(items)}</div>`)
    .join("");
  return {
    title: "Roadmap",
    body: `${h2("Roadmap")}<div class="columns">${body}</div>${p(sentence(brief.timeline), "meta")}`,
    notes: [`If time runs short, the first cuts are: ${clause(brief.cuts)}.`],
  };
}

function teamSlide(brief: ProductBrief): Slide {
  return {
    title: "Team and ask",
    body: `${h2("Team and ask")}${p(sentence(brief.team), "lead")}`,
    notes: [
      "State the ask plainly and tie it to the roadmap: what the money or partnership makes possible, by when.",
      `Build budget for the first version: ${clause(brief.budget)}.`,
    ],
  };
}

function closingSlide(brief: ProductBrief): Slide {
  return {
    title: "Thank you",
    className: "closing",
    body: `<h1>${html(brief.name)}</h1>${p(sentence(brief.vision), "lead")}${p("Thank you. Questions welcome.", "meta")}`,
    notes: [
      "Repeat the one-liner and the ask, then open for questions.",
      ...brief.risks.map((risk) => `Be ready for: ${sentence(risk)}`),
    ],
  };
}
