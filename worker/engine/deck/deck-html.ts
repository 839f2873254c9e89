import type { TDeckLogo } from "#shared/deck/logo";
import type { TBlock, TChart, TDeck, TSlide } from "#shared/deck/schema";
import { DEFAULT_DECK_THEME, deckPalette, type TDeckTheme } from "#shared/deck/theme";
import { html } from "../renderings/html";
import { DECK_SCRIPT } from "./deck-script";
import { deckStyle } from "./deck-style";
import { donutSvg } from "./deck-svg";
import { hyphenateHtml } from "./hyphenate";
import { DECK_TEXT } from "./i18n";
import type { DeckText } from "./i18n/en";
import { iconSvg, itemIcon, slideIcon } from "./icons";
import { companyOf, FIGURE_KINDS, initialsOf, itemParts, leadFigure, shownLabel } from "./slide-parts";

/** The id of the script element that carries the deck itself, for the .pptx and for any reader. */
export const DECK_DATA_ID = "deck-data";

/**
 * The whole deck as one HTML file: it is opened in a new tab or saved and mailed, so it carries
 * its own CSS and script and makes no request. Without the script every slide shows, one below
 * the other; printing gives one slide per page. The deck's data rides along (JSON, inert), so
 * the server can make the .pptx of exactly this version. The theme (decision 033) is drawn at
 * read time: the same data renders light, dark or bold, with the founder's accent.
 */
export function renderDeckHtml(
  deck: TDeck,
  theme: TDeckTheme = DEFAULT_DECK_THEME,
  logo: TDeckLogo | null = null,
): string {
  const words = DECK_TEXT[deck.language];
  const company = companyOf(deck);
  const sections = deck.slides
    .map((slide, index) =>
      renderSlide(slide, index, deck.slides.length, words, company, logo !== null, theme.contact ?? null),
    )
    .join("\n");
  // Long words get soft hyphens (hyphenate.ts): a compound breaks at a syllable inside its card.
  const shown = hyphenateHtml(sections, deck.language);
  return `<!doctype html>
<html lang="${deck.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(deck.title)}</title>
<style>${deckStyle(deckPalette(theme))}${logo ? logoStyle(logo) : ""}</style>
</head>
<body>
<main class="deck" data-theme="${theme.theme}">
${shown}
</main>
<nav class="controls" aria-label="${html(words.controls.slide)}"><button type="button" id="prev">${html(words.controls.previous)}</button><button type="button" id="next">${html(words.controls.next)}</button><button type="button" id="notes" aria-keyshortcuts="N">${keyHint(words.controls.notes)}</button></nav>
<script type="application/json" id="${DECK_DATA_ID}">${deckJson(deck)}</script>
<script>${DECK_SCRIPT}</script>
</body>
</html>
`;
}

/** "Notes (N)" with its key in a span of its own, which a touch screen (no keyboard at hand) hides. */
function keyHint(label: string): string {
  const parts = /^(.*?)(\s*\([^()]*\))$/.exec(label);
  return parts ? `${html(parts[1] ?? "")}<span class="key">${html(parts[2] ?? "")}</span>` : html(label);
}

/** JSON that cannot end its script element early: every "<" is escaped. */
function deckJson(deck: TDeck): string {
  return JSON.stringify(deck).replace(/</g, "\\u003c");
}

/**
 * The founder's logo, once for the whole page: a CSS background of the elements that show it (the
 * title and closing slides, every footer), so its bytes are not repeated on every slide. It was
 * checked on upload (a PNG, or an SVG that is a picture only) and is base64, so it cannot end the rule.
 */
function logoStyle(logo: TDeckLogo): string {
  return `.logo-mark{background:url("data:${logo.type};base64,${logo.data}") left center/contain no-repeat}`;
}

function renderSlide(
  slide: TSlide,
  index: number,
  total: number,
  words: DeckText,
  company: string,
  hasLogo: boolean,
  contact: string | null,
): string {
  const number = index + 1;
  const notes = slide.notes.map((note) => `<p>${html(note)}</p>`).join("");
  const icon = iconSvg(slideIcon(slide));
  const label = shownLabel(slide);
  const heading =
    slide.layout === "title"
      ? `${hasLogo ? '<div class="hero-logo logo-mark" aria-hidden="true"></div>' : `<div class="hero-icon">${icon}</div>`}<h1>${html(slide.headline)}</h1>`
      : `<header class="head">${label ? `<p class="label"><span class="chip">${icon}</span>${html(label)}</p>` : ""}<h2>${label ? "" : `<span class="chip">${icon}</span>`}${html(slide.headline)}</h2></header>`;
  const rendered = slide.blocks.map((block) => renderBlock(block, slide, words));
  // How to reach the founder, under the ask on the closing slide (the deck look's contact line).
  if (slide.kind === "closing" && contact) rendered.push(`<p class="contact">${html(contact)}</p>`);
  // A split's left-hand blocks share one column, which the right-hand block (a chart) spans.
  const blocks =
    slide.layout === "split" && rendered.length > 1
      ? `<div class="side">${rendered.slice(0, -1).join("")}</div>${rendered.at(-1)}`
      : rendered.join("");
  return [
    `<section class="slide ${slide.kind} layout-${slide.layout} blocks-${slide.blocks.length}" id="slide-${number}" tabindex="-1" aria-label="${html(words.controls.slide)} ${number}: ${html(slide.label)}">`,
    `<div class="frame">${heading}<div class="body">${blocks}</div></div>`,
    slide.layout === "title"
      ? ""
      : `<p class="footer">${hasLogo ? '<span class="footer-logo logo-mark" aria-hidden="true"></span>' : ""}${html(company)}</p>`,
    `<aside class="notes"><h3>${html(words.controls.speakerNotes)}</h3>${notes}</aside>`,
    `<p class="slide-number" aria-hidden="true">${number} / ${total}</p>`,
    "</section>",
  ].join("\n");
}

// Not "body": that is the class of a slide's content box.
const TEXT_CLASSES = { lead: "lead", big: "big", body: "plain", meta: "meta" } as const;

/** Slides whose lists are cards with an icon or a number: the solution's three, version 1's capabilities... */
const CARD_KINDS = new Set<TSlide["kind"]>([
  "solution",
  "product",
  "business",
  "goToMarket",
  "competition",
  "roadmap",
  "ask",
  "team",
]);

function heading(text: string): string {
  return text ? `<h3>${html(text)}</h3>` : "";
}

function renderBlock(block: TBlock, slide: TSlide, words: DeckText): string {
  switch (block.type) {
    case "text": {
      // A lead without a heading (the problem's pain, the edge) and "big" text are statements; other texts are panels.
      const statement = block.style === "big" || (block.style === "lead" && !block.heading);
      const kind =
        slide.layout === "title"
          ? "block"
          : statement
            ? "block statement"
            : block.style === "meta"
              ? "block note"
              : "block card";
      return `<div class="${kind}">${heading(block.heading)}<p class="${TEXT_CLASSES[block.style]}">${html(block.text)}</p></div>`;
    }
    case "list":
      return renderList(block, slide);
    case "table": {
      const head = block.head.map((cell) => `<th scope="col">${html(cell)}</th>`).join("");
      const rows = block.rows.map((row) => `<tr>${row.map((cell) => `<td>${html(cell)}</td>`).join("")}</tr>`).join("");
      return `<div class="block card"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
    }
    case "chart":
      return renderChart(block.chart, slide, words);
  }
}

/**
 * A list as the slide kind wants it: cards with an icon (or a number when ordered), the goals as
 * milestones on a line, Later as muted cards. An item's requirement id stays in the page for the
 * consistency check (`data-ref`) but an investor reads the title alone.
 */
function renderList(block: Extract<TBlock, { type: "list" }>, slide: TSlide): string {
  const item = (value: string, index: number) => {
    const { id, text } = itemParts(value);
    const ref = id ? ` data-ref="${id}"` : "";
    if (block.later) return `<li${ref}>${html(text)}</li>`;
    // A price term or a goal that opens with its figure shows the figure large ("$19" over "a month per teacher").
    const figure = FIGURE_KINDS.has(slide.kind) ? leadFigure(text) : null;
    const words = figure
      ? `<span class="item-text"><b class="item-figure">${html(figure.figure)}</b> ${html(figure.rest)}</span>`
      : `<span class="item-text">${html(text)}</span>`;
    if (slide.kind === "traction") return `<li${ref}><span class="dot" aria-hidden="true"></span>${words}</li>`;
    if (!CARD_KINDS.has(slide.kind)) return `<li${ref}>${html(text)}</li>`;
    const initials = slide.kind === "team" ? initialsOf(text) : null;
    const mark = block.ordered
      ? `<span class="chip number" aria-hidden="true">${index + 1}</span>`
      : initials
        ? `<span class="chip initials" aria-hidden="true">${html(initials)}</span>`
        : `<span class="chip">${iconSvg(itemIcon(text, slide))}</span>`;
    return `<li class="card${figure ? " figure-card" : ""}"${ref}>${mark}${words}</li>`;
  };
  const items = block.items.map(item).join("");
  const tag = block.ordered ? "ol" : "ul";
  // The consistency check finds Later items by `<ul class="later">`: that element stays exactly so.
  if (block.later)
    return `<div class="block later-block">${heading(block.heading)}<ul class="later">${items}</ul></div>`;
  const kind =
    slide.kind === "traction"
      ? "steps"
      : CARD_KINDS.has(slide.kind)
        ? `cards count-${block.items.length}`
        : "plain-list";
  return `<div class="block list-block">${heading(block.heading)}<${tag} class="${kind}">${items}</${tag}></div>`;
}

/** A chart as its slide wants it: the market as big numbers, the use of funds as a donut, effort as bars, the roadmap as a timeline. */
function renderChart(chart: TChart, slide: TSlide, words: DeckText): string {
  if (chart.type === "timeline") return renderTimeline(chart, words);
  if (slide.kind === "market") return renderFigures(chart);
  if (slide.kind === "ask") return renderDonut(chart);
  return renderBars(chart);
}

type Bars = Extract<TChart, { type: "bars" }>;

/** TAM, SAM and SOM as big numbers, each with its arithmetic: no axis to read, no one-bar chart. */
function renderFigures(chart: Bars): string {
  const figures = chart.bars
    .map(
      (bar, index) =>
        `<div class="figure figure-${index + 1}"><p class="value">${html(bar.display)}</p><p class="name">${html(bar.label)}</p>${bar.detail ? `<p class="detail">${html(bar.detail)}</p>` : ""}</div>`,
    )
    .join("");
  return `<figure class="block chart figures-chart"><figcaption>${html(chart.title)}</figcaption><div class="figures count-${chart.bars.length}">${figures}</div></figure>`;
}

/** Shares of a whole (the use of funds) as a donut beside its legend. */
function renderDonut(chart: Bars): string {
  const summary = `${chart.title}: ${chart.bars.map((bar) => `${bar.label} ${bar.display}`).join(", ")}`;
  const legend = chart.bars
    .map(
      (bar, index) =>
        `<li><span class="swatch swatch-${index + 1}" aria-hidden="true"></span><b>${html(bar.display)}</b> ${html(bar.label)}${bar.detail ? ` <span class="detail">${html(bar.detail)}</span>` : ""}</li>`,
    )
    .join("");
  return `<figure class="block chart donut-chart"><figcaption>${html(chart.title)}</figcaption><div class="donut-row">${donutSvg(chart, summary)}<ul class="legend">${legend}</ul></div></figure>`;
}

/** Bars on a linear scale from zero, each labelled with its figure; the arithmetic below. */
function renderBars(chart: Bars): string {
  const max = Math.max(...chart.bars.map((bar) => bar.value), 1);
  const rows = chart.bars
    .map((bar, index) => {
      const share = Math.max(2, Math.round((bar.value / max) * 100));
      return `<li><span class="bar-name">${html(bar.label)}</span><span class="bar-track"><span class="bar bar-${index + 1}" style="width:${share}%"></span></span><b class="bar-value">${html(bar.display)}</b></li>`;
    })
    .join("");
  const notes = chart.bars
    .filter((bar) => bar.detail)
    .map((bar) => `<li><b>${html(bar.label)}</b> ${html(bar.detail)}</li>`);
  return [
    `<figure class="block chart bars-chart"><figcaption>${html(chart.title)}${chart.scale === "log" ? ` <span class="scale">(log)</span>` : ""}</figcaption>`,
    `<ul class="bars">${rows}</ul>`,
    notes.length > 0 ? `<ul class="chart-notes">${notes.join("")}</ul>` : "",
    "</figure>",
  ].join("");
}

/** The milestones on a week axis, each bar from its first week to its last, then what follows version 1. */
function renderTimeline(chart: Extract<TChart, { type: "timeline" }>, words: DeckText): string {
  const rows = chart.phases
    .map(
      (phase, index) =>
        `<li><span class="phase-name">${html(phase.label)}</span><span class="phase-track">${phaseBar(phase, chart.weeks, index)}</span><span class="phase-weeks">${html(words.blocks.week(phase.start))}${phase.end > phase.start ? `–${phase.end}` : ""}</span></li>`,
    )
    .join("");
  return [
    `<figure class="block chart timeline-chart"><figcaption>${html(chart.title)}</figcaption>`,
    `<ol class="timeline">${rows}</ol>`,
    chart.after ? `<p class="after">${html(chart.after)}</p>` : "",
    "</figure>",
  ].join("");
}

/** A milestone's bar on its track: from its first week to the end of its last, in per cent of the build. */
function phaseBar(phase: { start: number; end: number }, weeks: number, index: number): string {
  const left = ((phase.start - 1) / weeks) * 100;
  const width = Math.max(2, ((phase.end - phase.start + 1) / weeks) * 100);
  return `<span class="phase-bar bar-${(index % 2) + 1}" style="margin-left:${left.toFixed(1)}%;width:${Math.min(width, 100 - left).toFixed(1)}%"></span>`;
}
