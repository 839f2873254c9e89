/**
 * The deck's CSS. Sizes are in em of a type size set by the slide's width, so a slide looks the
 * same in any window; a portrait phone gets a portrait slide with larger type, and the script
 * scales a slide's type down (`--fit`) in the rare case its text would not fit. Printing gives
 * one 16:9 page per slide, without the notes.
 */
export const DECK_STYLE = `
:root{--ink:#1b2333;--muted:#4f596c;--accent:#2346c2;--soft:#eef2fd;--w:min(100vw,177.78vh);--h:calc(var(--w)*0.5625);--type:calc(var(--w)/52);font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#e7eaf1}
*{box-sizing:border-box}body{margin:0}
.slide{position:relative;width:var(--w);height:var(--h);margin:0 auto 2vh;background:#fff;overflow:hidden;font-size:calc(var(--type)*var(--fit,1));line-height:1.3}
.slide:focus{outline:none}
.frame{position:absolute;top:6%;right:7%;bottom:9%;left:7%;display:flex;flex-direction:column;min-height:0;overflow-wrap:break-word;hyphens:manual}
.label{margin:0 0 .35em;font-size:.75em;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--accent)}
h1{font-size:3em;line-height:1.1;margin:0 0 .35em;color:var(--accent)}
h2{font-size:1.7em;line-height:1.15;margin:0 0 .7em}
h3{font-size:.9em;margin:0 0 .35em;color:var(--muted)}
p{margin:0}ul,ol{margin:0;padding-left:1.3em}li{margin:0 0 .3em}
.lead{font-size:1.2em}.big{font-size:1.35em;font-weight:600}.meta{color:var(--muted)}
.later{color:var(--muted)}
.body{flex:1 1 auto;min-height:0;display:grid;gap:1em 2.2em;align-content:start}
.layout-columns .body{grid-auto-flow:column;grid-auto-columns:minmax(0,1fr)}
.layout-split .body{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}
.layout-split .body>*{grid-column:1}.layout-split .body>:last-child{grid-column:2;grid-row:1/span 6}
.layout-banner .body{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}.layout-banner .body>:first-child{grid-column:1/-1}
.layout-title{background:var(--soft)}.layout-title .frame{justify-content:center}.layout-title .body{flex:0 0 auto}
.chart{margin:0;min-width:0}.chart figcaption{font-size:.85em;font-weight:600;color:var(--muted);margin:0 0 .5em}
.chart svg{display:block;width:100%;height:auto;max-height:10em}
.layout-split .chart svg{max-height:13em}
.chart-notes{list-style:none;padding:0;margin:.5em 0 0;font-size:.72em;color:var(--muted)}.chart-notes li{margin:0 0 .2em}
table{border-collapse:collapse;font-size:.85em;width:100%}th,td{text-align:left;padding:.3em .5em;border-bottom:1px solid #d5dbe8;vertical-align:top}
.notes{display:none;position:absolute;left:0;right:0;bottom:0;max-height:45%;overflow:auto;padding:.6em 7%;background:#fff7d6;border-top:2px solid #b8962e;font-size:.7em}
.notes h3{color:var(--ink)}
.show-notes .notes{display:block}
.slide-number{position:absolute;right:3%;bottom:2.5%;margin:0;font-size:.62em;color:var(--muted)}
.controls{display:none}
.js body{overflow:hidden;height:100vh;display:grid;place-items:center}
.js .slide{display:none;margin:0}.js .slide.current{display:block}
.js .controls{display:flex;gap:.5rem;position:fixed;left:1rem;bottom:1rem}
.controls button{font:inherit;font-size:.9rem;padding:.35rem .7rem;border-radius:.4rem;border:1px solid #4f596c;background:#fff;color:var(--ink);cursor:pointer;white-space:nowrap}
.controls button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.js .slide{touch-action:pan-y pinch-zoom}
@media (hover:none),(pointer:coarse){.controls .key{display:none}.controls button{min-height:44px;min-width:44px}}
@media (max-aspect-ratio:3/4){
:root{--w:min(100vw,75vh);--h:calc(var(--w)*1.3333);--type:calc(var(--w)/26)}
.frame{top:5%;right:6%;bottom:7%;left:6%}
.layout-columns .body,.layout-split .body{grid-auto-flow:row;grid-template-columns:minmax(0,1fr)}
.layout-split .body>:last-child{grid-column:1;grid-row:auto}
.layout-banner .body{grid-template-columns:minmax(0,1fr)}
.js .controls{left:50%;transform:translateX(-50%);bottom:.5rem}
}
@media print{
@page{size:13.333in 7.5in;margin:0}
:root{--w:100vw;--h:100vh;--type:calc(100vw/52)}
.js body{display:block;height:auto;overflow:visible}
.slide,.js .slide{display:block;margin:0;break-after:page;page-break-after:always}
.slide:last-of-type{break-after:auto;page-break-after:auto}
.notes,.show-notes .notes,.controls,.js .controls{display:none}
}`;
