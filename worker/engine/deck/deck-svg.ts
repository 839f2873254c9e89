import type { TChart } from "#shared/deck/schema";
import { html } from "../renderings/html";

/**
 * The deck's charts as inline SVG: they scale with the slide (a viewBox, no fixed pixels), need no
 * script or font, and print sharp. Labels sit above their bars, so long labels never collide.
 */
const WIDTH = 480;
/** The timeline spans the slide, so it is drawn wider. */
const TIMELINE_WIDTH = 760;
const INK = "#1b2333";
const MUTED = "#5a6478";
const ACCENT = "#2f54d4";
const SOFT = "#dfe6fb";

/** `week` names a week on the timeline's axis in the deck's language ("Week 12"). */
export function chartSvg(chart: TChart, label: string, week: (week: number) => string): string {
  return chart.type === "bars" ? barsSvg(chart, label) : timelineSvg(chart, label, week);
}

function svg(height: number, label: string, body: string, width = WIDTH): string {
  return `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="${html(label)}" preserveAspectRatio="xMidYMid meet">${body}</svg>`;
}

function text(
  x: number,
  y: number,
  value: string,
  options: { size?: number; fill?: string; anchor?: string; weight?: number } = {},
) {
  const { size = 13, fill = INK, anchor = "start", weight = 400 } = options;
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" font-weight="${weight}" font-family="system-ui, sans-serif">${html(value)}</text>`;
}

/** One row per bar: its label, then the bar with its figure at the end. */
function barsSvg(chart: Extract<TChart, { type: "bars" }>, label: string): string {
  const row = 46;
  const max = Math.max(...chart.bars.map((bar) => bar.value), 1);
  const width = (value: number) => {
    const share = chart.scale === "log" ? Math.log10(Math.max(value, 1)) / Math.log10(Math.max(max, 10)) : value / max;
    return Math.max(6, Math.round(share * (WIDTH - 90)));
  };
  const rows = chart.bars.map((bar, index) => {
    const y = index * row;
    const w = width(bar.value);
    const fill = index === 0 ? ACCENT : index === 1 ? "#5b7be0" : "#93a9ee";
    return [
      text(0, y + 14, bar.label, { weight: 600 }),
      `<rect x="0" y="${y + 20}" width="${w}" height="18" rx="3" fill="${fill}"/>`,
      text(w + 8, y + 34, bar.display, { weight: 700 }),
    ].join("");
  });
  return svg(chart.bars.length * row, label, rows.join(""));
}

/** The milestones on a week axis, then what comes after version 1. */
function timelineSvg(
  chart: Extract<TChart, { type: "timeline" }>,
  label: string,
  week: (week: number) => string,
): string {
  const row = 30;
  const axis = chart.phases.length * row + 6;
  const x = (week: number) => Math.round(((week - 1) / chart.weeks) * TIMELINE_WIDTH);
  const rows = chart.phases.map((phase, index) => {
    const y = index * row;
    const start = x(phase.start);
    const width = Math.max(8, x(phase.end + 1) - start);
    const anchor = start > TIMELINE_WIDTH / 2 ? "end" : "start";
    const labelX = anchor === "end" ? Math.min(TIMELINE_WIDTH, start + width) : start;
    return [
      text(labelX, y + 12, phase.label, { size: 12, anchor }),
      `<rect x="${start}" y="${y + 16}" width="${width}" height="11" rx="3" fill="${index % 2 === 0 ? ACCENT : "#5b7be0"}"/>`,
    ].join("");
  });
  const ticks = [1, Math.ceil(chart.weeks / 2), chart.weeks].filter((tick, index, all) => all.indexOf(tick) === index);
  const axisLine = `<line x1="0" y1="${axis}" x2="${TIMELINE_WIDTH}" y2="${axis}" stroke="${SOFT}" stroke-width="2"/>`;
  const tickLabels = ticks.map((tick) =>
    text(tick === 1 ? 0 : tick === chart.weeks ? TIMELINE_WIDTH : x(tick), axis + 16, week(tick), {
      size: 11,
      fill: MUTED,
      anchor: tick === 1 ? "start" : tick === chart.weeks ? "end" : "middle",
    }),
  );
  return svg(axis + 22, label, [...rows, axisLine, ...tickLabels].join(""), TIMELINE_WIDTH);
}
