import type { TChart } from "#shared/deck/schema";
import { html } from "../renderings/html";

/**
 * The deck's one drawn chart, the use of funds as a donut, as inline SVG: it scales with the
 * slide (a viewBox), needs no script or font and prints sharp. Its colours are the theme's (CSS
 * classes), its words are beside it in HTML, so no text in it can fall below the slide's type.
 */
const RADIUS = 15.9155; // A circumference of 100: a share is its own dash length.

export function donutSvg(chart: Extract<TChart, { type: "bars" }>, label: string): string {
  const total = Math.max(
    chart.bars.reduce((sum, bar) => sum + bar.value, 0),
    100,
  );
  let offset = 0;
  const arcs = chart.bars.map((bar, index) => {
    const share = (bar.value / total) * 100;
    const arc = `<circle class="arc arc-${index + 1}" cx="21" cy="21" r="${RADIUS}" fill="none" stroke-width="7" stroke-dasharray="${share.toFixed(2)} ${(100 - share).toFixed(2)}" stroke-dashoffset="${(25 - offset).toFixed(2)}"/>`;
    offset += share;
    return arc;
  });
  return `<svg class="donut" viewBox="0 0 42 42" role="img" aria-label="${html(label)}"><circle class="ring" cx="21" cy="21" r="${RADIUS}" fill="none" stroke-width="7"/>${arcs.join("")}</svg>`;
}
