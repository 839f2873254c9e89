import type PptxGenJS from "pptxgenjs";
import { decodeBase64, pngSize, type TDeckLogo } from "#shared/deck/logo";
import type { TBlock, TChart, TDeck, TSlide } from "#shared/deck/schema";
import { DEFAULT_DECK_THEME, type DeckPalette, deckPalette, mix, type TDeckTheme } from "#shared/deck/theme";
import { hyphenateDeck } from "./hyphenate";
import { DECK_TEXT } from "./i18n";
import type { DeckText } from "./i18n/en";
import { type IconName, itemIcon, slideIcon } from "./icons";
import { companyOf, FIGURE_KINDS, initialsOf, itemParts, leadFigure, shownLabel } from "./slide-parts";

type Slide = PptxGenJS.Slide;
type Box = { x: number; y: number; w: number; h: number };

// LAYOUT_WIDE is 13.333 x 7.5 inches (16:9), the HTML deck's proportions; margins match its frame.
const FRAME = { x: 0.93, y: 0.45, w: 11.47, bottom: 6.8 };
const FONT = "Calibri";
// The HTML's type is 1/52 of the slide's width (18.5 pt); nothing is smaller than 14 pt.
const SIZES = { lead: 22, big: 24, body: 17, meta: 15 } as const;
const GAP = 0.3;

/** Colours as pptxgenjs takes them: "RRGGBB". */
type Colours = { [key in keyof DeckPalette]: string } & { series: string[] };

function coloursOf(palette: DeckPalette): Colours {
  const plain = (hex: string) => hex.slice(1).toUpperCase();
  const series = [0, 0.3, 0.5, 0.65, 0.78, 0.88].map((share) => plain(mix(palette.accent, palette.background, share)));
  return {
    ...(Object.fromEntries(Object.entries(palette).map(([key, value]) => [key, plain(value)])) as {
      [key in keyof DeckPalette]: string;
    }),
    series,
  };
}

type Draw = {
  pptx: PptxGenJS;
  target: Slide;
  slide: TSlide;
  words: DeckText;
  colours: Colours;
  /** The icons as base64 PNGs (icon-pngs.ts), loaded with pptxgenjs on first use. */
  icons: Record<IconName, string>;
  /** The founder's logo as a PNG with its proportions: a PNG logo, or an SVG's PNG drawing (decision 033). */
  logo: { data: string; ratio: number } | null;
  /** The founder's contact line, under the ask on the closing slide; null for none. */
  contact: string | null;
};

/**
 * The logo as the .pptx places it: a PNG as it is, an SVG by the PNG the founder's browser drew of
 * it (pptxgenjs cannot draw one on a server); null for none, or an SVG uploaded without its drawing.
 */
function pptxLogo(logo: TDeckLogo | null): Draw["logo"] {
  const data = logo?.type === "image/png" ? logo.data : logo?.png;
  if (!data) return null;
  const size = pngSize(decodeBase64(data));
  return size && size.height > 0 ? { data, ratio: size.width / size.height } : null;
}

/** The logo inside a box, its proportions kept, aligned left. */
function addLogo(draw: Draw, box: Box) {
  if (!draw.logo) return;
  const { data, ratio } = draw.logo;
  const w = Math.min(box.w, box.h * ratio);
  const h = w / ratio;
  draw.target.addImage({ data: `image/png;base64,${data}`, x: box.x, y: box.y + (box.h - h) / 2, w, h });
}

/**
 * The deck as a PowerPoint file, from the same data and theme as the HTML deck (decision 033):
 * the theme's colours, each slide kind's layout drawn with native shapes (cards, big numbers, a
 * statement, milestones on a line), the icons as images, native charts on linear axes (hours of
 * work as bars, the use of funds as a doughnut), the company in the footer and the speaker notes
 * on every slide. pptxgenjs is large, so it is loaded only when someone asks for a file.
 */
export async function renderDeckPptx(
  written: TDeck,
  theme: TDeckTheme = DEFAULT_DECK_THEME,
  brand: TDeckLogo | null = null,
): Promise<Uint8Array<ArrayBuffer>> {
  const [{ default: Presentation }, { ICON_PNGS: icons }] = await Promise.all([
    import("pptxgenjs"),
    import("./icon-pngs"),
  ]);
  // Long words break at a syllable inside their box, as in the HTML deck.
  const deck = hyphenateDeck(written);
  const pptx = new Presentation();
  pptx.layout = "LAYOUT_WIDE";
  pptx.title = deck.title;
  const words = DECK_TEXT[deck.language];
  const colours = coloursOf(deckPalette(theme));
  const company = companyOf(deck);
  deck.slides.forEach((slide, index) => {
    const target = pptx.addSlide();
    target.addNotes(slide.notes.join("\n\n"));
    const draw = { pptx, target, slide, words, colours, icons, logo: pptxLogo(brand), contact: theme.contact ?? null };
    if (slide.layout === "title") heroSlide(draw);
    else contentSlide(draw);
    footer(draw, slide.layout === "title" ? "" : company, `${index + 1} / ${deck.slides.length}`);
  });
  return (await pptx.write({ outputType: "uint8array" })) as Uint8Array<ArrayBuffer>;
}

/** A white icon on a circle of the accent: one PNG per icon serves every theme. */
function icon(draw: Draw, name: IconName, x: number, y: number, size: number) {
  const { target, colours, icons } = draw;
  target.addShape("ellipse", {
    x,
    y,
    w: size,
    h: size,
    fill: { color: colours.accent },
    line: { color: colours.accent },
  });
  const inset = size * 0.22;
  target.addImage({
    data: `image/png;base64,${icons[name]}`,
    x: x + inset,
    y: y + inset,
    w: size - inset * 2,
    h: size - inset * 2,
  });
}

function footer(draw: Draw, company: string, number: string) {
  const { target, colours } = draw;
  const options = { y: 7.02, h: 0.3, fontFace: FONT, fontSize: 12, color: colours.muted, margin: 0 } as const;
  if (company) target.addText(company, { ...options, x: 7.4, w: 4.2, align: "right", bold: true });
  if (company && draw.logo) addLogo(draw, { x: 0.93, y: 6.98, w: 1.6, h: 0.36 });
  target.addText(number, { ...options, x: 11.7, w: 1.2, align: "right" });
}

function heroSlide(draw: Draw) {
  const { target, slide, colours } = draw;
  target.background = { color: colours.hero };
  target.addShape("ellipse", {
    x: 9.1,
    y: -1.8,
    w: 6.4,
    h: 11.2,
    fill: { color: colours.accent, transparency: 84 },
    line: { color: colours.hero, transparency: 100 },
  });
  if (draw.logo) addLogo(draw, { x: FRAME.x, y: 1.35, w: 3.6, h: 1.1 });
  else icon(draw, slideIcon(slide), FRAME.x, 1.5, 0.95);
  target.addText(slide.headline, {
    x: FRAME.x,
    y: 2.65,
    w: 9.5,
    h: 1.2,
    fontFace: FONT,
    fontSize: 48,
    bold: true,
    color: colours.onHero,
    fit: "shrink",
    margin: 0,
  });
  const lines = slide.blocks.flatMap((block) => (block.type === "text" ? [block] : []));
  if (slide.kind === "closing" && draw.contact) {
    target.addText(draw.contact, {
      x: FRAME.x,
      y: 4.0 + lines.length * 1.0,
      w: 9.5,
      h: 0.6,
      fontFace: FONT,
      fontSize: 22,
      bold: true,
      color: colours.onHero,
      fit: "shrink",
      margin: 0,
    });
  }
  lines.forEach((block, index) => {
    target.addText(block.text, {
      x: FRAME.x,
      y: 4.0 + index * 1.0,
      w: 9.5,
      h: 0.9,
      fontFace: FONT,
      fontSize: SIZES[block.style],
      color: colours.onHero,
      valign: "top",
      fit: "shrink",
      margin: 0,
    });
  });
}

function contentSlide(draw: Draw) {
  const { target, slide, colours } = draw;
  target.background = { color: colours.background };
  const label = shownLabel(slide);
  const headlineY = label ? 0.9 : 0.5;
  if (label) {
    icon(draw, slideIcon(slide), FRAME.x, FRAME.y - 0.02, 0.36);
    target.addText(label.toUpperCase(), {
      x: FRAME.x + 0.48,
      y: FRAME.y,
      w: FRAME.w - 0.48,
      h: 0.34,
      fontFace: FONT,
      fontSize: 14,
      bold: true,
      color: colours.accent,
      charSpacing: 2,
      margin: 0,
    });
  }
  target.addText(slide.headline, {
    x: FRAME.x,
    y: headlineY,
    w: FRAME.w,
    h: 1.05,
    fontFace: FONT,
    fontSize: 28,
    bold: true,
    color: colours.ink,
    valign: "top",
    fit: "shrink",
    margin: 0,
  });
  const top = headlineY + 1.15;
  const body: Box = { x: FRAME.x, y: top, w: FRAME.w, h: FRAME.bottom - top };
  for (const [block, box] of placeBlocks(slide, body)) addBlock(draw, block, box);
}

/** Each block's box: as the HTML lays the slide out (stack, split, columns, banner). */
function placeBlocks(slide: TSlide, body: Box): [TBlock, Box][] {
  const { blocks } = slide;
  const half = (body.w - GAP) / 2;
  switch (slide.layout) {
    case "split": {
      const left = blocks.slice(0, -1);
      const right = blocks.at(-1);
      const placed = stack(left, { ...body, w: half });
      return right ? [...placed, [right, { ...body, x: body.x + half + GAP, w: half }]] : placed;
    }
    case "columns": {
      const width = (body.w - GAP * (blocks.length - 1)) / Math.max(blocks.length, 1);
      return blocks.map((block, index) => [block, { ...body, x: body.x + index * (width + GAP), w: width }]);
    }
    case "banner": {
      const [first, ...rest] = blocks;
      if (!first) return [];
      const top = first.type === "chart" ? (first.chart.type === "timeline" ? 2.9 : 2.4) : 1.1;
      const below = { ...body, y: body.y + top + GAP, h: body.h - top - GAP };
      const width = (body.w - GAP * (rest.length - 1)) / Math.max(rest.length, 1);
      return [
        [first, { ...body, h: top }],
        ...rest.map((block, index): [TBlock, Box] => [
          block,
          { ...below, x: below.x + index * (width + GAP), w: width },
        ]),
      ];
    }
    default:
      return stack(blocks, body);
  }
}

/** Blocks one below the other, each given height in proportion to what it holds. */
function stack(blocks: readonly TBlock[], box: Box): [TBlock, Box][] {
  const weights = blocks.map(weight);
  const total = weights.reduce((sum, value) => sum + value, 0) || 1;
  const room = box.h - GAP * Math.max(blocks.length - 1, 0);
  let y = box.y;
  return blocks.map((block, index) => {
    const h = (room * (weights[index] ?? 1)) / total;
    const placed: [TBlock, Box] = [block, { ...box, y, h }];
    y += h + GAP;
    return placed;
  });
}

function weight(block: TBlock): number {
  switch (block.type) {
    case "text":
      return (block.heading ? 1 : 0) + Math.ceil(block.text.length / 70) + (block.style === "meta" ? 0 : 1);
    case "list":
      return (block.heading ? 1 : 0) + Math.max(3, block.items.length * 1.5);
    case "table":
      return block.rows.length + 1;
    case "chart":
      return 6;
  }
}

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

function addBlock(draw: Draw, block: TBlock, box: Box) {
  switch (block.type) {
    case "text":
      return addTextBlock(draw, block, box);
    case "list":
      return addList(draw, block, box);
    case "table":
      draw.target.addTable(
        [
          block.head.map((cell) => ({ text: cell, options: { bold: true, color: draw.colours.muted } })),
          ...block.rows.map((row) => row.map((cell) => ({ text: cell }))),
        ],
        {
          ...box,
          fontFace: FONT,
          fontSize: 14,
          color: draw.colours.ink,
          border: { type: "solid", pt: 0.5, color: draw.colours.line },
        },
      );
      return;
    case "chart":
      return addChart(draw, block.chart, box);
  }
}

/** The heading above a block, in the muted colour; returns the box left below it. */
function addHeading({ target, colours }: Draw, heading: string, box: Box): Box {
  if (!heading) return box;
  target.addText(heading.toUpperCase(), {
    x: box.x,
    y: box.y,
    w: box.w,
    h: 0.34,
    fontFace: FONT,
    fontSize: 14,
    bold: true,
    color: colours.muted,
    charSpacing: 1,
    margin: 0,
  });
  return { ...box, y: box.y + 0.42, h: box.h - 0.42 };
}

function card({ target, colours }: Draw, box: Box, options: { dashed?: boolean; fill?: string } = {}) {
  target.addShape("roundRect", {
    ...box,
    rectRadius: 0.08,
    fill: options.dashed ? { color: colours.background } : { color: options.fill ?? colours.surface },
    line: {
      color: options.dashed ? colours.muted : colours.line,
      width: 1,
      dashType: options.dashed ? "dash" : "solid",
    },
  });
}

/** A statement (an accent bar and large text), a note, or a panel with its heading. */
function addTextBlock(draw: Draw, block: Extract<TBlock, { type: "text" }>, box: Box) {
  const { target, colours, slide } = draw;
  const statement = block.style === "big" || (block.style === "lead" && !block.heading);
  if (statement) {
    target.addShape("rect", {
      x: box.x,
      y: box.y,
      w: 0.07,
      h: box.h,
      fill: { color: colours.accent },
      line: { color: colours.accent },
    });
    target.addText(block.text, {
      x: box.x + 0.25,
      y: box.y,
      w: box.w - 0.25,
      h: box.h,
      fontFace: FONT,
      fontSize: 26,
      bold: true,
      color: colours.ink,
      valign: "middle",
      fit: "shrink",
      margin: 0,
    });
    return;
  }
  const accented = slide.kind === "competition" && slide.layout === "columns" && slide.blocks.at(-1) === block;
  if (block.style !== "meta") card(draw, box, accented ? { fill: colours.accent } : {});
  const inner = block.style === "meta" ? box : { x: box.x + 0.22, y: box.y + 0.18, w: box.w - 0.44, h: box.h - 0.36 };
  const text = accented ? colours.onAccent : block.style === "meta" ? colours.muted : colours.ink;
  target.addText(
    [
      ...(block.heading
        ? [
            {
              text: block.heading.toUpperCase(),
              options: {
                fontSize: 14,
                bold: true,
                color: accented ? colours.onAccent : colours.muted,
                breakLine: true,
                paraSpaceAfter: 6,
              },
            },
          ]
        : []),
      { text: block.text, options: { fontSize: SIZES[block.style], color: text } },
    ],
    { ...inner, fontFace: FONT, valign: "top", fit: "shrink", margin: 0 },
  );
}

/** A list as the slide kind wants it: cards with an icon or a number, goals on a line, Later dashed, else bullets. */
function addList(draw: Draw, block: Extract<TBlock, { type: "list" }>, whole: Box) {
  const { target, colours, slide } = draw;
  const box = addHeading(draw, block.heading, whole);
  const items = block.items.map((item) => itemParts(item).text);
  if (slide.kind === "traction") return addSteps(draw, items, box);
  if (!CARD_KINDS.has(slide.kind) && !block.later) {
    card(draw, box);
    target.addText(
      items.map((item) => ({
        text: item,
        options: {
          fontSize: 17,
          color: colours.ink,
          bullet: block.ordered ? { type: "number" as const } : true,
          breakLine: true,
          paraSpaceAfter: 6,
        },
      })),
      {
        x: box.x + 0.2,
        y: box.y + 0.15,
        w: box.w - 0.4,
        h: box.h - 0.3,
        fontFace: FONT,
        valign: "top",
        fit: "shrink",
        margin: 0,
      },
    );
    return;
  }
  const wide = box.w > 7;
  const columns = Math.min(items.length <= 3 ? items.length : items.length === 4 ? 2 : 3, wide ? 3 : 2) || 1;
  const rows = Math.ceil(items.length / columns);
  const w = (box.w - GAP * (columns - 1) * 0.7) / columns;
  const h = Math.min(2.2, (box.h - GAP * (rows - 1) * 0.7) / rows);
  items.forEach((item, index) => {
    const x = box.x + (index % columns) * (w + GAP * 0.7);
    const y = box.y + Math.floor(index / columns) * (h + GAP * 0.7);
    const figure = FIGURE_KINDS.has(slide.kind) && !block.later ? leadFigure(item) : null;
    card(draw, { x, y, w, h }, { dashed: block.later });
    let textX = x + 0.2;
    if (!block.later) {
      const chip = 0.42;
      const chipY = y + (h - chip) / 2;
      // A number when ordered, a member's initials on the team, else the item's icon (as in the HTML).
      const mark = block.ordered ? String(index + 1) : slide.kind === "team" ? initialsOf(item) : null;
      if (mark) {
        target.addShape("ellipse", {
          x: x + 0.18,
          y: chipY,
          w: chip,
          h: chip,
          fill: { color: colours.accent },
          line: { color: colours.accent },
        });
        target.addText(mark, {
          x: x + 0.18,
          y: chipY,
          w: chip,
          h: chip,
          fontFace: FONT,
          fontSize: 14,
          bold: true,
          color: colours.onAccent,
          align: "center",
          valign: "middle",
          margin: 0,
        });
      } else if (!figure) icon(draw, itemIcon(item, slide), x + 0.18, chipY, chip);
      if (!figure) textX = x + 0.18 + chip + 0.15;
    }
    // A price term or a goal that opens with its figure: the figure large, the words under it (as in the HTML).
    if (figure) {
      target.addText(
        [
          { text: figure.figure, options: { fontSize: 36, bold: true, color: colours.accent, breakLine: true } },
          { text: figure.rest, options: { fontSize: 16, color: colours.ink } },
        ],
        {
          x: textX,
          y: y + 0.1,
          w: x + w - textX - 0.15,
          h: h - 0.2,
          fontFace: FONT,
          valign: "middle",
          fit: "shrink",
          margin: 0,
        },
      );
      return;
    }
    target.addText(item, {
      x: textX,
      y: y + 0.1,
      w: x + w - textX - 0.15,
      h: h - 0.2,
      fontFace: FONT,
      fontSize: items.length <= 2 ? 20 : 16,
      color: block.later ? colours.muted : colours.ink,
      valign: block.later ? "top" : "middle",
      fit: "shrink",
      margin: 0,
    });
  });
}

/** The goals as milestones: dots on a line, each goal in a card below its dot. */
function addSteps(draw: Draw, items: readonly string[], box: Box) {
  const { target, colours } = draw;
  const count = Math.max(items.length, 1);
  const w = (box.w - GAP * (count - 1)) / count;
  target.addShape("line", { x: box.x, y: box.y + 0.17, w: box.w, h: 0, line: { color: colours.line, width: 3 } });
  items.forEach((item, index) => {
    const x = box.x + index * (w + GAP);
    target.addShape("ellipse", {
      x,
      y: box.y,
      w: 0.34,
      h: 0.34,
      fill: { color: colours.accent },
      line: { color: colours.background, width: 2 },
    });
    const cardBox = { x, y: box.y + 0.5, w, h: Math.min(2.4, box.h - 0.5) };
    card(draw, cardBox);
    const figure = leadFigure(item);
    target.addText(
      figure
        ? [
            { text: figure.figure, options: { fontSize: 36, bold: true, color: colours.accent, breakLine: true } },
            { text: figure.rest, options: { fontSize: 17, color: colours.ink } },
          ]
        : item,
      {
        x: x + 0.18,
        y: cardBox.y + 0.12,
        w: w - 0.36,
        h: cardBox.h - 0.24,
        fontFace: FONT,
        fontSize: 17,
        color: colours.ink,
        valign: figure ? "middle" : "top",
        fit: "shrink",
        margin: 0,
      },
    );
  });
}

function addChart(draw: Draw, chart: TChart, box: Box) {
  if (chart.type === "timeline") return addTimeline(draw, chart, box);
  if (draw.slide.kind === "market") return addFigures(draw, chart, box);
  if (draw.slide.kind === "ask") return addDoughnut(draw, chart, box);
  return addBars(draw, chart, box);
}

type Bars = Extract<TChart, { type: "bars" }>;

/** TAM, SAM and SOM as big numbers with their arithmetic, as on the HTML slide: no axis, never a one-bar chart. */
function addFigures(draw: Draw, chart: Bars, whole: Box) {
  const { target, colours } = draw;
  const box = addHeading(draw, chart.title, whole);
  const count = chart.bars.length;
  const h = Math.min(1.9, (box.h - GAP * 0.6 * (count - 1)) / count);
  chart.bars.forEach((bar, index) => {
    const y = box.y + index * (h + GAP * 0.6);
    card(draw, { x: box.x, y, w: box.w, h });
    const edge = colours.series[index] ?? colours.accent;
    target.addShape("rect", { x: box.x, y, w: 0.09, h, fill: { color: edge }, line: { color: edge } });
    target.addText(
      [
        { text: bar.display, options: { fontSize: 32, bold: true, color: colours.accent, breakLine: true } },
        { text: bar.label, options: { fontSize: 16, bold: true, color: colours.ink, breakLine: Boolean(bar.detail) } },
        ...(bar.detail ? [{ text: bar.detail, options: { fontSize: 14, color: colours.muted } }] : []),
      ],
      {
        x: box.x + 0.3,
        y: y + 0.08,
        w: box.w - 0.45,
        h: h - 0.16,
        fontFace: FONT,
        valign: "middle",
        fit: "shrink",
        margin: 0,
      },
    );
  });
}

/** The use of funds as a native doughnut, each share labelled, with its amounts beside it. */
function addDoughnut(draw: Draw, chart: Bars, whole: Box) {
  const { pptx, target, colours } = draw;
  const box = addHeading(draw, chart.title, whole);
  const size = Math.min(box.h, box.w * 0.45);
  target.addChart(
    pptx.ChartType.doughnut,
    [{ name: chart.title, labels: chart.bars.map((bar) => bar.label), values: chart.bars.map((bar) => bar.value) }],
    {
      x: box.x,
      y: box.y + (box.h - size) / 2,
      w: size,
      h: size,
      holeSize: 55,
      chartColors: colours.series.slice(0, chart.bars.length),
      showLegend: false,
      showValue: false,
      showPercent: true,
      dataLabelColor: colours.onAccent,
      dataLabelFontSize: 14,
      showTitle: false,
    },
  );
  const legendX = box.x + size + 0.3;
  target.addText(
    chart.bars.map((bar, index) => ({
      text: `${bar.display}  ${bar.label}${bar.detail ? ` (${bar.detail})` : ""}`,
      options: {
        fontSize: 16,
        color: colours.ink,
        bullet: { characterCode: "25A0", indent: 18 },
        breakLine: index < chart.bars.length - 1,
        paraSpaceAfter: 8,
      },
    })),
    {
      x: legendX,
      y: box.y,
      w: box.x + box.w - legendX,
      h: box.h,
      fontFace: FONT,
      valign: "middle",
      fit: "shrink",
      margin: 0,
    },
  );
}

/** A native horizontal bar chart on a linear axis from zero, each bar labelled with its figure. */
function addBars(draw: Draw, chart: Bars, whole: Box) {
  const { pptx, target, colours } = draw;
  const details = chart.bars.filter((bar) => bar.detail);
  const notesHeight = details.length > 0 ? Math.min(1.2, 0.32 * details.length) : 0;
  const box = addHeading(draw, chart.title, whole);
  target.addChart(
    pptx.ChartType.bar,
    [
      {
        name: chart.title,
        // A horizontal bar chart draws its first category at the bottom: reversed, the first bar is on top.
        labels: chart.bars.map((bar) => `${bar.label}: ${bar.display}`).reverse(),
        values: chart.bars.map((bar) => bar.value).reverse(),
      },
    ],
    {
      x: box.x,
      y: box.y,
      w: box.w,
      h: Math.max(1.5, box.h - notesHeight),
      barDir: "bar",
      chartColors: [colours.accent],
      showTitle: false,
      catAxisLabelFontSize: 14,
      catAxisLabelColor: colours.ink,
      valAxisMinVal: 0,
      valAxisLabelFontSize: 12,
      valAxisLabelColor: colours.muted,
      valGridLine: { color: colours.line, style: "solid", size: 0.5 },
      showValue: true,
      dataLabelFontSize: 14,
      dataLabelColor: colours.ink,
      dataLabelPosition: "outEnd",
      showLegend: false,
    },
  );
  if (details.length > 0) {
    target.addText(
      details.map((bar) => ({
        text: `${bar.label}: ${bar.detail}`,
        options: { fontSize: 14, color: colours.muted, breakLine: true },
      })),
      {
        ...box,
        y: box.y + box.h - notesHeight,
        h: notesHeight,
        fontFace: FONT,
        valign: "top",
        fit: "shrink",
        margin: 0,
      },
    );
  }
}

/** The milestones as bars on a week axis, each with its name beside it, and what follows version 1. */
function addTimeline(draw: Draw, chart: Extract<TChart, { type: "timeline" }>, whole: Box) {
  const { target, colours, words } = draw;
  const box = addHeading(draw, chart.title, whole);
  const afterHeight = chart.after ? 0.4 : 0;
  const nameWidth = Math.min(3.2, box.w * 0.3);
  const weeksWidth = 1.5;
  const track = { x: box.x + nameWidth + 0.15, w: box.w - nameWidth - weeksWidth - 0.3 };
  const rowHeight = Math.min(0.6, (box.h - afterHeight) / chart.phases.length);
  const x = (week: number) => track.x + ((week - 1) / chart.weeks) * track.w;
  chart.phases.forEach((phase, index) => {
    const y = box.y + index * rowHeight;
    const start = x(phase.start);
    const width = Math.max(0.12, Math.min(x(phase.end + 1), track.x + track.w) - start);
    const options = {
      y,
      h: rowHeight,
      fontFace: FONT,
      fontSize: 14,
      margin: 0,
      valign: "middle",
      fit: "shrink",
    } as const;
    target.addText(phase.label, { ...options, x: box.x, w: nameWidth, color: colours.ink });
    target.addShape("roundRect", {
      x: track.x,
      y: y + rowHeight * 0.32,
      w: track.w,
      h: rowHeight * 0.36,
      fill: { color: colours.surface },
      line: { color: colours.surface },
      rectRadius: 0.05,
    });
    const fill = colours.series[index % 2] ?? colours.accent;
    target.addShape("roundRect", {
      x: start,
      y: y + rowHeight * 0.32,
      w: width,
      h: rowHeight * 0.36,
      fill: { color: fill },
      line: { color: fill },
      rectRadius: 0.05,
    });
    target.addText(`${words.blocks.week(phase.start)}${phase.end > phase.start ? `–${phase.end}` : ""}`, {
      ...options,
      x: box.x + box.w - weeksWidth,
      w: weeksWidth,
      align: "right",
      color: colours.muted,
    });
  });
  if (chart.after) {
    target.addText(chart.after, {
      x: box.x,
      y: box.y + chart.phases.length * rowHeight + 0.1,
      w: box.w,
      h: afterHeight,
      fontFace: FONT,
      fontSize: 14,
      color: colours.muted,
      margin: 0,
      fit: "shrink",
    });
  }
}
