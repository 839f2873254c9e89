import type PptxGenJS from "pptxgenjs";
import type { TBlock, TChart, TDeck, TSlide } from "#shared/deck/schema";
import { DECK_TEXT } from "./i18n";
import type { DeckText } from "./i18n/en";

type Slide = PptxGenJS.Slide;
type Box = { x: number; y: number; w: number; h: number };

// LAYOUT_WIDE is 13.333 x 7.5 inches (16:9), the HTML deck's proportions; margins match its frame.
const FRAME = { x: 0.93, y: 0.45, w: 11.47, bottom: 6.8 };
const BODY_TOP = 2.05;
const INK = "1B2333";
const MUTED = "4F596C";
const ACCENT = "2346C2";
const SOFT = "EEF2FD";
const FONT = "Calibri";
const SIZES = { lead: 20, big: 22, body: 16, meta: 14 } as const;

/**
 * The deck as a PowerPoint file, from the same data as the HTML deck: a styled title slide,
 * the same headlines and layouts (columns stay columns), native bar charts for the figures,
 * the roadmap drawn as a timeline, and the speaker notes on every slide. pptxgenjs is large, so
 * it is loaded only when someone asks for a file.
 */
export async function renderDeckPptx(deck: TDeck): Promise<Uint8Array<ArrayBuffer>> {
  const { default: Presentation } = await import("pptxgenjs");
  const pptx = new Presentation();
  pptx.layout = "LAYOUT_WIDE";
  pptx.title = deck.title;
  const words = DECK_TEXT[deck.language];
  for (const slide of deck.slides) addSlide(pptx, pptx.addSlide(), slide, words);
  return (await pptx.write({ outputType: "uint8array" })) as Uint8Array<ArrayBuffer>;
}

function addSlide(pptx: PptxGenJS, target: Slide, slide: TSlide, words: DeckText) {
  target.addNotes(slide.notes.join("\n\n"));
  if (slide.layout === "title") return titleSlide(target, slide);
  target.background = { color: "FFFFFF" };
  target.addText(slide.label.toUpperCase(), {
    x: FRAME.x,
    y: FRAME.y,
    w: FRAME.w,
    h: 0.35,
    fontFace: FONT,
    fontSize: 12,
    bold: true,
    color: ACCENT,
    charSpacing: 2,
    margin: 0,
  });
  target.addText(slide.headline, {
    x: FRAME.x,
    y: 0.85,
    w: FRAME.w,
    h: 1.1,
    fontFace: FONT,
    fontSize: 28,
    bold: true,
    color: INK,
    valign: "top",
    fit: "shrink",
    margin: 0,
  });
  const body: Box = { x: FRAME.x, y: BODY_TOP, w: FRAME.w, h: FRAME.bottom - BODY_TOP };
  for (const [block, box] of placeBlocks(slide, body)) addBlock(pptx, target, block, box, words);
}

function titleSlide(target: Slide, slide: TSlide) {
  target.background = { color: SOFT };
  target.addShape("rect", { x: 0, y: 0, w: 0.25, h: 7.5, fill: { color: ACCENT }, line: { color: ACCENT } });
  target.addText(slide.headline, {
    x: FRAME.x,
    y: 2.2,
    w: FRAME.w,
    h: 1.3,
    fontFace: FONT,
    fontSize: 48,
    bold: true,
    color: ACCENT,
    fit: "shrink",
    margin: 0,
  });
  const lines = slide.blocks.flatMap((block) => (block.type === "text" ? [block] : []));
  lines.forEach((block, index) => {
    target.addText(block.text, {
      x: FRAME.x,
      y: 3.6 + index * 1.1,
      w: FRAME.w,
      h: 1,
      fontFace: FONT,
      fontSize: SIZES[block.style],
      color: block.style === "meta" ? MUTED : INK,
      valign: "top",
      fit: "shrink",
      margin: 0,
    });
  });
}

/** Each block's box: as the HTML lays the slide out (stack, split, columns, banner). */
function placeBlocks(slide: TSlide, body: Box): [TBlock, Box][] {
  const { blocks } = slide;
  const gap = 0.35;
  const half = (body.w - gap) / 2;
  switch (slide.layout) {
    case "split": {
      const left = blocks.slice(0, -1);
      const right = blocks.at(-1);
      const placed = stack(left, { ...body, w: half }, gap);
      return right ? [...placed, [right, { ...body, x: body.x + half + gap, w: half }]] : placed;
    }
    case "columns": {
      const width = (body.w - gap * (blocks.length - 1)) / Math.max(blocks.length, 1);
      return blocks.map((block, index) => [block, { ...body, x: body.x + index * (width + gap), w: width }]);
    }
    case "banner": {
      const [first, ...rest] = blocks;
      if (!first) return [];
      const top = first.type === "chart" ? (first.chart.type === "timeline" ? 3.1 : 2.5) : 0.9;
      const below = { ...body, y: body.y + top + gap, h: body.h - top - gap };
      return [
        [first, { ...body, h: top }],
        ...rest.map((block, index): [TBlock, Box] => [block, { ...below, x: below.x + index * (half + gap), w: half }]),
      ];
    }
    default:
      return stack(blocks, body, gap);
  }
}

/** Blocks one below the other, each given height in proportion to what it holds. */
function stack(blocks: readonly TBlock[], box: Box, gap: number): [TBlock, Box][] {
  const weights = blocks.map(weight);
  const total = weights.reduce((sum, value) => sum + value, 0) || 1;
  const room = box.h - gap * Math.max(blocks.length - 1, 0);
  let y = box.y;
  return blocks.map((block, index) => {
    const h = (room * (weights[index] ?? 1)) / total;
    const placed: [TBlock, Box] = [block, { ...box, y, h }];
    y += h + gap;
    return placed;
  });
}

function weight(block: TBlock): number {
  switch (block.type) {
    case "text":
      return (block.heading ? 1 : 0) + Math.ceil(block.text.length / 70) + 0.5;
    case "list":
      return (block.heading ? 1 : 0) + block.items.length;
    case "table":
      return block.rows.length + 1;
    case "chart":
      return 5;
  }
}

function addBlock(pptx: PptxGenJS, target: Slide, block: TBlock, box: Box, words: DeckText) {
  switch (block.type) {
    case "text":
      return addRuns(target, box, block.heading, [
        {
          text: block.text,
          options: {
            fontSize: SIZES[block.style],
            bold: block.style === "big",
            color: block.style === "meta" ? MUTED : INK,
          },
        },
      ]);
    case "list":
      return addRuns(
        target,
        box,
        block.heading,
        block.items.map((item) => ({
          text: item,
          options: {
            fontSize: 16,
            color: block.later ? MUTED : INK,
            bullet: block.ordered ? { type: "number" as const } : true,
            breakLine: true,
            paraSpaceAfter: 4,
          },
        })),
      );
    case "table":
      target.addTable(
        [
          block.head.map((cell) => ({ text: cell, options: { bold: true, color: MUTED } })),
          ...block.rows.map((row) => row.map((cell) => ({ text: cell }))),
        ],
        { ...box, fontFace: FONT, fontSize: 14, color: INK, border: { type: "solid", pt: 0.5, color: "D5DBE8" } },
      );
      return;
    case "chart":
      return block.chart.type === "bars"
        ? addBars(pptx, target, block.chart, box)
        : addTimeline(target, block.chart, box, words);
  }
}

type Run = PptxGenJS.TextProps;

/** A block's heading and its runs in one text box, shrunk to fit in PowerPoint. */
function addRuns(target: Slide, box: Box, heading: string, runs: Run[]) {
  const title: Run[] = heading
    ? [{ text: heading, options: { fontSize: 14, bold: true, color: MUTED, breakLine: true, paraSpaceAfter: 6 } }]
    : [];
  target.addText([...title, ...runs], { ...box, fontFace: FONT, valign: "top", fit: "shrink", margin: 0 });
}

/** A native horizontal bar chart; the figure as people read it is in each bar's label. */
function addBars(pptx: PptxGenJS, target: Slide, chart: Extract<TChart, { type: "bars" }>, box: Box) {
  const details = chart.bars.filter((bar) => bar.detail);
  const notesHeight = details.length > 0 ? Math.min(1.2, 0.3 * details.length) : 0;
  target.addChart(
    pptx.ChartType.bar,
    [
      {
        name: chart.title,
        // A horizontal bar chart draws its first category at the bottom: reversed, the first bar is on top.
        labels: chart.bars.map((bar) => `${bar.label}: ${bar.display}`).reverse(),
        values: chart.bars.map((bar) => Math.max(bar.value, 1)).reverse(),
      },
    ],
    {
      x: box.x,
      y: box.y,
      w: box.w,
      h: Math.max(1.5, box.h - notesHeight),
      barDir: "bar",
      chartColors: [ACCENT],
      showTitle: true,
      title: chart.title,
      titleFontSize: 14,
      titleColor: MUTED,
      catAxisLabelFontSize: 13,
      catAxisLabelColor: INK,
      valAxisHidden: true,
      valGridLine: { style: "none" },
      showValue: false,
      showLegend: false,
      ...(chart.scale === "log" ? { valAxisLogScaleBase: 10 } : {}),
    },
  );
  if (details.length > 0) {
    addRuns(
      target,
      { ...box, y: box.y + box.h - notesHeight, h: notesHeight },
      "",
      details.map((bar) => ({
        text: `${bar.label}: ${bar.detail}`,
        options: { fontSize: 11, color: MUTED, breakLine: true },
      })),
    );
  }
}

/** The milestones as bars on a week axis, each with its name above it, and what follows version 1. */
function addTimeline(target: Slide, chart: Extract<TChart, { type: "timeline" }>, box: Box, words: DeckText) {
  const captionHeight = 0.35;
  const afterHeight = chart.after ? 0.35 : 0;
  const axisHeight = 0.3;
  const rowHeight = (box.h - captionHeight - afterHeight - axisHeight) / chart.phases.length;
  const x = (week: number) => box.x + ((week - 1) / chart.weeks) * box.w;
  target.addText(chart.title, {
    x: box.x,
    y: box.y,
    w: box.w,
    h: captionHeight,
    fontFace: FONT,
    fontSize: 14,
    bold: true,
    color: MUTED,
    margin: 0,
  });
  chart.phases.forEach((phase, index) => {
    const y = box.y + captionHeight + index * rowHeight;
    const start = x(phase.start);
    const width = Math.max(0.12, x(phase.end + 1) - start);
    const right = start > box.x + box.w / 2;
    target.addText(phase.label, {
      x: right ? box.x : start,
      y,
      w: right ? start + width - box.x : box.x + box.w - start,
      h: rowHeight * 0.55,
      fontFace: FONT,
      fontSize: 11,
      color: INK,
      align: right ? "right" : "left",
      margin: 0,
      fit: "shrink",
    });
    target.addShape("roundRect", {
      x: start,
      y: y + rowHeight * 0.55,
      w: width,
      h: rowHeight * 0.35,
      fill: { color: index % 2 === 0 ? ACCENT : "5B7BE0" },
      line: { color: index % 2 === 0 ? ACCENT : "5B7BE0" },
      rectRadius: 0.05,
    });
  });
  const axisY = box.y + captionHeight + chart.phases.length * rowHeight;
  target.addShape("line", { x: box.x, y: axisY, w: box.w, h: 0, line: { color: "DFE6FB", width: 1.5 } });
  target.addText(words.blocks.week(1), {
    x: box.x,
    y: axisY,
    w: 2,
    h: axisHeight,
    fontFace: FONT,
    fontSize: 10,
    color: MUTED,
    margin: 0,
  });
  target.addText(words.blocks.week(chart.weeks), {
    x: box.x + box.w - 2,
    y: axisY,
    w: 2,
    h: axisHeight,
    fontFace: FONT,
    fontSize: 10,
    color: MUTED,
    align: "right",
    margin: 0,
  });
  if (chart.after) {
    target.addText(chart.after, {
      x: box.x,
      y: axisY + axisHeight,
      w: box.w,
      h: afterHeight,
      fontFace: FONT,
      fontSize: 12,
      color: MUTED,
      margin: 0,
    });
  }
}
