import type { TBlock, TChart, TDeck, TSlide } from "#shared/deck/schema";
import { html } from "../renderings/html";
import { DECK_SCRIPT } from "./deck-script";
import { DECK_STYLE } from "./deck-style";
import { chartSvg } from "./deck-svg";
import { DECK_TEXT } from "./i18n";
import type { DeckText } from "./i18n/en";

/** The id of the script element that carries the deck itself, for the .pptx and for any reader. */
export const DECK_DATA_ID = "deck-data";

/**
 * The whole deck as one HTML file: it is opened in a new tab or saved and mailed, so it carries
 * its own CSS and script and makes no request. Without the script every slide shows, one below
 * the other; printing gives one slide per page. The deck's data rides along (JSON, inert), so
 * the server can make the .pptx of exactly this version.
 */
export function renderDeckHtml(deck: TDeck): string {
  const words = DECK_TEXT[deck.language];
  const sections = deck.slides.map((slide, index) => renderSlide(slide, index, deck.slides.length, words)).join("\n");
  return `<!doctype html>
<html lang="${deck.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(deck.title)}</title>
<style>${DECK_STYLE}</style>
</head>
<body>
<main class="deck">
${sections}
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

function renderSlide(slide: TSlide, index: number, total: number, words: DeckText): string {
  const number = index + 1;
  const notes = slide.notes.map((note) => `<p>${html(note)}</p>`).join("");
  const heading =
    slide.layout === "title"
      ? `<h1>${html(slide.headline)}</h1>`
      : `<p class="label">${html(slide.label)}</p><h2>${html(slide.headline)}</h2>`;
  return [
    `<section class="slide ${slide.kind} layout-${slide.layout}" id="slide-${number}" tabindex="-1" aria-label="${html(words.controls.slide)} ${number}: ${html(slide.label)}">`,
    `<div class="frame">${heading}<div class="body">${slide.blocks.map((block) => renderBlock(block, words)).join("")}</div></div>`,
    `<aside class="notes"><h3>${html(words.controls.speakerNotes)}</h3>${notes}</aside>`,
    `<p class="slide-number" aria-hidden="true">${number} / ${total}</p>`,
    "</section>",
  ].join("\n");
}

// Not "body": that is the class of a slide's content box.
const TEXT_CLASSES = { lead: "lead", big: "big", body: "plain", meta: "meta" } as const;

function renderBlock(block: TBlock, words: DeckText): string {
  switch (block.type) {
    case "text":
      return `<div class="block">${block.heading ? `<h3>${html(block.heading)}</h3>` : ""}<p class="${TEXT_CLASSES[block.style]}">${html(block.text)}</p></div>`;
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      const items = block.items.map((item) => `<li>${html(item)}</li>`).join("");
      return `<div class="block">${block.heading ? `<h3>${html(block.heading)}</h3>` : ""}<${tag}${block.later ? ' class="later"' : ""}>${items}</${tag}></div>`;
    }
    case "table": {
      const head = block.head.map((cell) => `<th scope="col">${html(cell)}</th>`).join("");
      const rows = block.rows.map((row) => `<tr>${row.map((cell) => `<td>${html(cell)}</td>`).join("")}</tr>`).join("");
      return `<div class="block"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
    }
    case "chart":
      return renderChart(block.chart, words);
  }
}

/** A chart with its caption; the figures' arithmetic and what follows the timeline as text below it. */
function renderChart(chart: TChart, words: DeckText): string {
  const summary =
    chart.type === "bars"
      ? `${chart.title}: ${chart.bars.map((bar) => `${bar.label} ${bar.display}`).join(", ")}`
      : `${chart.title}: ${chart.phases.map((phase) => `${phase.label} (${words.blocks.week(phase.start)}–${phase.end})`).join(", ")}`;
  const notes =
    chart.type === "bars"
      ? chart.bars.filter((bar) => bar.detail).map((bar) => `<li><b>${html(bar.label)}</b> ${html(bar.detail)}</li>`)
      : chart.after
        ? [`<li>${html(chart.after)}</li>`]
        : [];
  return [
    `<figure class="block chart"><figcaption>${html(chart.title)}</figcaption>`,
    chartSvg(chart, summary, words.blocks.week),
    notes.length > 0 ? `<ul class="chart-notes">${notes.join("")}</ul>` : "",
    "</figure>",
  ].join("");
}
