import { capitalise } from "../../../blueprint/analyze/text";
import { html } from "../html";

/** One slide: a plain-text title (for its label), its body as HTML built with the helpers below. */
export type Slide = { title: string; body: string; notes: readonly string[]; className?: string };

export const p = (text: string, className?: string) =>
  `<p${className ? ` class="${className}"` : ""}>${html(text)}</p>`;
/** A list, or nothing when there are no items (an empty <ul> would only add space). */
export const ul = (items: readonly string[], className?: string) => list("ul", items, className);
export const ol = (items: readonly string[]) => list("ol", items);

function list(tag: "ul" | "ol", items: readonly string[], className?: string): string {
  if (items.length === 0) return "";
  const attribute = className ? ` class="${className}"` : "";
  return `<${tag}${attribute}>${items.map((item) => `<li>${html(capitalise(item))}</li>`).join("")}</${tag}>`;
}

/** The deck's own words in its language: the page language and the controls' labels. */
export type DeckLabels = {
  lang: string;
  previous: string;
  next: string;
  notes: string;
  slide: string;
  speakerNotes: string;
};

/**
 * The whole deck as one HTML file: it is opened in a new tab or saved and mailed, so it carries
 * its own CSS and script and makes no request. Without the script every slide shows, one below
 * the other; printing gives one slide per page with its notes.
 */
export function renderDeck(title: string, slides: readonly Slide[], labels: DeckLabels): string {
  const sections = slides.map((slide, index) => renderSlide(slide, index, slides.length, labels)).join("\n");
  return `<!doctype html>
<html lang="${labels.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${html(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="deck">
${sections}
</main>
<nav class="controls" aria-label="${html(labels.slide)}"><button type="button" id="prev">${html(labels.previous)}</button><button type="button" id="next">${html(labels.next)}</button><button type="button" id="notes">${html(labels.notes)}</button></nav>
<script>${SCRIPT}</script>
</body>
</html>
`;
}

function renderSlide(slide: Slide, index: number, total: number, labels: DeckLabels): string {
  const number = index + 1;
  const notes = slide.notes.map((note) => `<p>${html(note)}</p>`).join("");
  return [
    `<section class="slide${slide.className ? ` ${slide.className}` : ""}" id="slide-${number}" tabindex="-1" aria-label="${html(labels.slide)} ${number}: ${html(slide.title)}">`,
    slide.body,
    `<aside class="notes"><h3>${html(labels.speakerNotes)}</h3>${notes}</aside>`,
    `<p class="slide-number" aria-hidden="true">${number} / ${total}</p>`,
    "</section>",
  ].join("\n");
}

// Sizes are in em of a font scaled to the slide's width, so a slide looks the same in any window.
const STYLE = `
:root{--ink:#1b2333;--muted:#5a6478;--accent:#2f54d4;--soft:#eef2fd;--w:min(100vw,177.78vh);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#e7eaf1}
*{box-sizing:border-box}body{margin:0}
.slide{position:relative;width:var(--w);aspect-ratio:16/9;margin:0 auto 2vh;padding:5% 8% 7%;background:#fff;display:flex;flex-direction:column;justify-content:center;overflow:hidden;font-size:calc(var(--w)/50);line-height:1.35}
.slide:focus{outline:none}
h1{font-size:3.2em;margin:0 0 .3em;color:var(--accent)}h2{font-size:2em;margin:0 0 .6em;color:var(--accent)}h3{font-size:1.1em;margin:.4em 0 .3em}
p,li{margin:0 0 .45em}ul,ol{margin:0 0 .6em;padding-left:1.3em}
.lead{font-size:1.3em}.big{font-size:1.6em;font-weight:600}.meta{color:var(--muted)}
.title,.closing{background:var(--soft)}
.columns{display:grid;grid-auto-flow:column;grid-auto-columns:1fr;gap:1.5em}
.notes{display:none;position:absolute;left:0;right:0;bottom:0;max-height:45%;overflow:auto;padding:.6em 8%;background:#fff7d6;border-top:2px solid #e0c96b;font-size:.7em}
.show-notes .notes{display:block}
.slide-number{position:absolute;right:3%;bottom:2%;margin:0;font-size:.65em;color:var(--muted)}
.controls{display:none}
.js body{overflow:hidden;height:100vh;display:grid;place-items:center}
.js .slide{display:none;margin:0}.js .slide.current{display:flex}
.js .controls{display:flex;gap:.5rem;position:fixed;left:1rem;bottom:1rem;opacity:.5}.js .controls:hover,.js .controls:focus-within{opacity:1}
@media print{
@page{size:landscape;margin:0}
.js body{display:block;height:auto;overflow:visible}
.slide,.js .slide{display:flex;width:100%;height:100vh;aspect-ratio:auto;margin:0;font-size:14pt;page-break-after:always;break-after:page}
.slide:last-of-type{page-break-after:auto;break-after:auto}
.notes{display:block;position:static;margin-top:auto;max-height:none}
.controls,.js .controls{display:none}
}`;

// Deterministic and small: arrows/PageUp/PageDown/Space/Home/End move, N toggles the notes,
// #slide-N opens a given slide, and focus follows the slide so screen readers announce it.
const SCRIPT = `
(function(){
var root=document.documentElement,slides=document.querySelectorAll(".slide"),current=0;
root.classList.add("js");
function show(i,focus){current=Math.max(0,Math.min(slides.length-1,i));for(var k=0;k<slides.length;k++){slides[k].classList.toggle("current",k===current)}if(focus){slides[current].focus()}}
function notes(){root.classList.toggle("show-notes")}
function fromHash(){var m=/^#slide-(\\d+)$/.exec(location.hash);show(m?Number(m[1])-1:current,false)}
fromHash();window.addEventListener("hashchange",fromHash);
document.addEventListener("keydown",function(e){
if(e.altKey||e.ctrlKey||e.metaKey||(e.target.tagName==="BUTTON"&&(e.key===" "||e.key==="Enter")))return;
var k=e.key;
if(k==="ArrowRight"||k==="PageDown"||(k===" "&&!e.shiftKey))show(current+1,true);
else if(k==="ArrowLeft"||k==="PageUp"||k===" ")show(current-1,true);
else if(k==="Home")show(0,true);else if(k==="End")show(slides.length-1,true);
else if(k==="n"||k==="N")notes();else return;
e.preventDefault();
});
document.getElementById("prev").onclick=function(){show(current-1,false)};
document.getElementById("next").onclick=function(){show(current+1,false)};
document.getElementById("notes").onclick=notes;
})();
`;
