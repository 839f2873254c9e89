import { contrast, type DeckPalette, mix } from "#shared/deck/theme";

/**
 * The deck's CSS for a theme's palette (decision 033). Sizes are in em of a type size set by the
 * slide's width, so a slide looks the same in any window; the smallest text is .75em, 18 px at
 * 1280×720. Every content slide's body stretches to the frame (cards, big numbers, a statement),
 * so content spans the slide rather than its top half. A portrait phone gets a portrait slide
 * with larger type and single columns; the script scales a slide's type down (`--fit`) in the rare
 * case its text would not fit. Printing gives one 16:9 page per slide, without the notes.
 */
export function deckStyle(palette: DeckPalette): string {
  const series = [0, 0.3, 0.5, 0.65, 0.78, 0.88].map((share) => mix(palette.accent, palette.background, share));
  // The title's name in the accent where it reads on the hero, else in the hero's own text colour.
  const heroAccent = contrast(palette.accent, palette.hero) >= 4.5 ? palette.accent : palette.onHero;
  const dark = contrast(palette.background, "#000000") < contrast(palette.background, "#ffffff");
  const page = dark ? mix(palette.background, "#000000", 0.5) : mix(palette.background, "#6b7280", 0.18);
  return `
:root{--bg:${palette.background};--ink:${palette.ink};--muted:${palette.muted};--surface:${palette.surface};--line:${palette.line};--accent:${palette.accent};--on-accent:${palette.onAccent};--hero:${palette.hero};--on-hero:${palette.onHero};--hero-accent:${heroAccent};${series.map((colour, index) => `--c${index + 1}:${colour}`).join(";")};--w:min(100vw,177.78vh);--h:calc(var(--w)*0.5625);--type:calc(var(--w)/52);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:${page}}
*{box-sizing:border-box}body{margin:0}
.slide{position:relative;width:var(--w);height:var(--h);margin:0 auto 2vh;background:var(--bg);color:var(--ink);overflow:hidden;font-size:calc(var(--type)*var(--fit,1));line-height:1.3}
.slide:focus{outline:none}
.frame{position:absolute;top:6%;right:7%;bottom:9%;left:7%;display:flex;flex-direction:column;min-height:0;overflow-wrap:anywhere;hyphens:manual}
.head{flex:none}
.label{display:flex;align-items:center;gap:.5em;margin:0 0 .35em;font-size:.75em;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--accent)}
h1{font-size:3em;line-height:1.1;margin:0 0 .35em;color:var(--hero-accent)}
h2{display:flex;align-items:center;gap:.5em;font-size:1.6em;line-height:1.15;margin:0 0 .55em}
h3{font-size:.8em;margin:0 0 .4em;color:var(--muted);text-transform:uppercase;letter-spacing:.05em}
p{margin:0}ul,ol{margin:0;padding-left:1.3em}li{margin:0 0 .3em}
.chip{display:inline-flex;flex:none;align-items:center;justify-content:center;width:1.6em;height:1.6em;border-radius:50%;background:var(--accent);color:var(--on-accent);font-size:1em;font-weight:700}
.chip svg{width:62%;height:62%}
.label .chip{width:1.5em;height:1.5em;font-size:1.25em}
h2 .chip{font-size:.7em}
.lead{font-size:1.2em}.big{font-size:1.35em;font-weight:600}.meta{color:var(--muted)}
.body{flex:1 1 auto;min-height:0;display:grid;gap:1em 1.6em;align-content:stretch}
.block{min-width:0;min-height:0}
.card{background:var(--surface);border:1px solid var(--line);border-radius:.5em;padding:.7em .9em}
.statement{display:flex;flex-direction:column;justify-content:center;border-left:.3em solid var(--accent);padding:.2em 0 .2em .9em}
.statement .lead,.statement .big{font-size:1.55em;font-weight:700;line-height:1.2}
.list-block,.later-block{display:flex;flex-direction:column}
.cards{flex:1;display:grid;grid-template-columns:repeat(auto-fit,minmax(9em,1fr));gap:.6em;align-content:stretch;list-style:none;padding:0;margin:0}
.cards li{margin:0;display:flex;gap:.6em;align-items:flex-start}
.cards.count-4{grid-template-columns:repeat(2,minmax(0,1fr))}.cards li{align-items:center}.product .cards,.goToMarket .cards,.competition .cards,.cards.count-5,.cards.count-6{font-size:.85em}.cards.count-5 li,.cards.count-6 li{padding:.5em .7em}.cards.count-1 li,.cards.count-2 li{font-size:1.25em}.layout-stack .cards.count-6{grid-template-columns:repeat(3,minmax(0,1fr))}
.later{flex:1;display:grid;grid-template-columns:repeat(auto-fit,minmax(9em,1fr));gap:.6em;align-content:start;list-style:none;padding:0;margin:0;color:var(--muted)}
.later li{margin:0;border:1px dashed var(--muted);border-radius:.5em;padding:.6em .8em}
.plain-list{flex:1;background:var(--surface);border-radius:.5em;padding:.7em .9em .7em 2em}
.steps{flex:1;position:relative;display:grid;grid-auto-flow:column;grid-auto-columns:minmax(0,1fr);gap:1em;list-style:none;padding:0;margin:0;align-items:stretch}
.steps::before{content:"";position:absolute;left:0;right:0;top:.55em;height:.2em;background:var(--line)}
.steps li{position:relative;display:flex;flex-direction:column;margin:0}
.steps .dot{display:block;width:1.3em;height:1.3em;border-radius:50%;background:var(--accent);border:.2em solid var(--bg);margin:0 0 .6em}
.steps li>span:last-child{flex:1;background:var(--surface);border-radius:.5em;padding:.6em .8em}
.item-figure{display:block;font-size:2.2em;font-weight:800;line-height:1.05;color:var(--accent);margin:0 0 .15em}
.figure-card{flex-direction:column;align-items:flex-start!important;justify-content:center}.figure-card .chip{display:none}
.steps .item-text{display:flex;flex-direction:column;justify-content:center;min-width:0}
.layout-stack .body{display:flex;flex-direction:column;gap:1em}.layout-stack .body>*{flex:none}.layout-stack .body>.list-block,.layout-stack .body>.chart,.layout-stack .body>.card:only-child,.layout-stack .body>.card:first-child:nth-last-child(2):not(:has(~.list-block)){flex:1 1 auto}
.note{display:flex;align-items:center}
.layout-columns .body{grid-auto-flow:column;grid-auto-columns:minmax(0,1fr)}
.layout-split .body{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}
.side{display:grid;gap:1em;align-content:stretch;min-height:0;min-width:0}
.layout-banner .body{grid-template-columns:minmax(0,1fr) minmax(0,1fr);grid-template-rows:auto minmax(0,1fr)}.layout-banner .body>:first-child{grid-column:1/-1}
.competition.layout-columns .body>:last-child{background:var(--accent);color:var(--on-accent);border-color:var(--accent)}
.competition.layout-columns .body>:last-child h3{color:var(--on-accent)}
.layout-title{background:var(--hero);color:var(--on-hero)}
.layout-title::after{content:"";position:absolute;right:-12%;top:-25%;width:48%;height:150%;border-radius:50%;background:var(--accent);opacity:.16}
.layout-title .frame{justify-content:center;z-index:1}.layout-title .body{flex:0 0 auto;gap:.6em}
.layout-title .meta{color:var(--on-hero);opacity:.85}
.layout-title .contact{font-size:1.2em;font-weight:600;color:var(--hero-accent);margin:.6em 0 0}
.hero-icon{display:flex;align-items:center;justify-content:center;width:3.4em;height:3.4em;border-radius:.8em;background:var(--accent);color:var(--on-accent);margin:0 0 .8em}
.hero-icon svg{width:58%;height:58%}
.hero-logo{width:14em;height:4em;margin:0 0 .8em}.footer-logo{display:inline-block;width:3.2em;height:1.2em;margin-right:.5em;vertical-align:middle;background-position:right center}
.chart{margin:0;min-width:0;display:flex;flex-direction:column}
.chart figcaption{font-size:.8em;font-weight:700;color:var(--muted);margin:0 0 .5em;text-transform:uppercase;letter-spacing:.05em}
.figures{flex:1;display:grid;grid-template-columns:repeat(auto-fit,minmax(8em,1fr));gap:.7em;align-content:stretch}
.layout-split .figures{grid-template-columns:minmax(0,1fr)}
.figure{display:flex;flex-direction:column;justify-content:center;background:var(--surface);border-radius:.6em;padding:.35em .9em;border-left:.35em solid var(--c1)}
.figure-2{border-left-color:var(--c2)}.figure-3{border-left-color:var(--c3)}
.figure .value{font-size:1.7em;font-weight:800;line-height:1.1;color:var(--accent)}
.figure .name{font-weight:700}.figure .detail,.chart-notes,.legend .detail,.after,.phase-weeks{font-size:.75em;color:var(--muted)}
.donut-row{flex:1;display:flex;gap:1.2em;align-items:center;min-height:0}
.donut{flex:none;width:min(10em,42%);height:auto;max-height:100%}
.donut .ring{stroke:var(--surface)}
${series.map((_, index) => `.arc-${index + 1}{stroke:var(--c${index + 1})}.swatch-${index + 1}{background:var(--c${index + 1})}`).join("")}
.legend{list-style:none;padding:0;margin:0;display:grid;gap:.4em;font-size:.9em}.legend .detail{font-size:.84em}
.swatch{display:inline-block;width:.8em;height:.8em;border-radius:.2em;margin-right:.4em;vertical-align:middle}
.bars{flex:1;list-style:none;padding:0;margin:0;display:grid;gap:.5em;align-content:center}
.bars li{display:grid;grid-template-columns:minmax(0,6em) minmax(0,1fr) auto;gap:.6em;align-items:center;margin:0}
.bar-track{display:block;height:1.1em;background:var(--surface);border-radius:.3em}
.bar{display:block;height:100%;border-radius:.3em;background:var(--c1)}.bar-2{background:var(--c2)}.bar-3{background:var(--c3)}
.chart-notes{list-style:none;padding:0;margin:.5em 0 0}.chart-notes li{margin:0 0 .2em}
.timeline{flex:1;list-style:none;padding:0;margin:0;display:grid;gap:.35em;align-content:space-evenly}
.timeline li{display:grid;grid-template-columns:minmax(0,13em) minmax(0,1fr) auto;gap:.7em;align-items:center;margin:0;font-size:.8em}
.phase-track{display:block;height:.9em;background:var(--surface);border-radius:.3em}
.phase-bar{display:block;height:100%;border-radius:.3em;background:var(--c1)}.phase-bar.bar-2{background:var(--c2)}
.phase-weeks{font-size:.95em;text-align:right;white-space:nowrap}
.after{margin:.5em 0 0}
table{border-collapse:collapse;font-size:.85em;width:100%}th,td{text-align:left;padding:.3em .5em;border-bottom:1px solid var(--line);vertical-align:top}
.footer{position:absolute;right:10%;bottom:2.5%;margin:0;max-width:45%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.75em;font-weight:700;color:var(--muted)}
.notes{display:none;position:absolute;left:0;right:0;bottom:0;max-height:45%;overflow:auto;padding:.6em 7%;background:var(--surface);color:var(--ink);border-top:2px solid var(--accent);font-size:.75em;z-index:2}
.notes h3{color:var(--ink)}
.show-notes .notes{display:block}
.slide-number{position:absolute;right:3%;bottom:2.5%;margin:0;font-size:.75em;color:var(--muted)}
.layout-title .slide-number{color:var(--on-hero)}
.controls{display:none}
.js body{overflow:hidden;height:100vh;display:grid;place-items:center}
.js .slide{display:none;margin:0}.js .slide.current{display:block}
.js .controls{display:flex;gap:.5rem;position:fixed;left:1rem;bottom:1rem;z-index:3}
.controls button{font:inherit;font-size:.9rem;padding:.35rem .7rem;border-radius:.4rem;border:1px solid var(--muted);background:var(--bg);color:var(--ink);cursor:pointer;white-space:nowrap}
.controls button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.js .slide{touch-action:pan-y pinch-zoom}
@media (hover:none),(pointer:coarse){.controls .key{display:none}.controls button{min-height:44px;min-width:44px}}
@media (max-aspect-ratio:3/4){
:root{--w:min(100vw,75vh);--h:calc(var(--w)*1.3333);--type:calc(var(--w)/26)}
.frame{top:5%;right:6%;bottom:7%;left:6%}
.layout-columns .body,.layout-split .body{grid-auto-flow:row;grid-template-columns:minmax(0,1fr)}
.layout-banner .body{grid-template-columns:minmax(0,1fr);grid-template-rows:none;align-content:start}
.cards,.cards.count-4,.later{grid-template-columns:minmax(0,1fr)}
.steps{grid-auto-flow:row}.steps::before{display:none}
.timeline li{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}.phase-weeks{display:none}
.js .controls{left:50%;transform:translateX(-50%);bottom:.5rem}
.footer{right:auto;left:6%;max-width:60%}
}
@media print{
@page{size:13.333in 7.5in;margin:0}
:root{--w:100vw;--h:100vh;--type:calc(100vw/52)}
.js body{display:block;height:auto;overflow:visible}
.slide,.js .slide{display:block;margin:0;break-after:page;page-break-after:always;print-color-adjust:exact;-webkit-print-color-adjust:exact}
.slide:last-of-type{break-after:auto;page-break-after:auto}
.notes,.show-notes .notes,.controls,.js .controls{display:none}
}`;
}
