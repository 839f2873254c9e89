import type { TFinding } from "#shared/blueprint/check";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { TDeck, TSlide } from "#shared/deck/schema";
import { findAmounts, numberOf } from "../read/money/amounts";

/**
 * Every figure an investor reads on a slide (an amount, a percentage, a count of a thousand and
 * more) comes from the answers or is derived with its arithmetic shown: a bar's detail
 * ("60,000 businesses × $588 a year"), a share of an amount shown next to it ("53%: $265,000"),
 * a month's price as a year's. A figure from nowhere ("A $10.8bn market", "5M seed round" for
 * "$1.5M") is a finding, and so is arithmetic that does not add up.
 */

// Rounding for a slide ("$1.2bn" for $1,234,000,000) stays within this share of the value.
const NEAR = 0.05;
const PERCENT = /(?<![\p{L}\d.,])(\d{1,3}(?:[.,]\d+)?)\s?%/gu;
// A year in a date ("November 2026") is not a figure.
const YEAR = (value: number, marked: boolean) => !marked && Number.isInteger(value) && value >= 1900 && value <= 2100;

const near = (a: number, b: number) => Math.abs(a - b) <= NEAR * Math.max(Math.abs(a), Math.abs(b));

type Figures = { amounts: number[]; percents: number[]; written: number[] };

// Ids ("FR-1 150 ...") are not figures; without them "1 150" is not read as 1,150.
const IDS = /\b[A-Z]{1,4}-\d+\b/g;

/**
 * A text as figures are read: without ids. A number run into a word ("validation150 k€", "B2B")
 * is no figure, for the analyzer as for this check.
 */
const readable = (raw: string) => raw.replace(IDS, " ");

function figuresIn(raw: string): Figures {
  const text = readable(raw);
  return {
    amounts: findAmounts(text)
      .filter((item) => !YEAR(item.value, item.marked))
      .map((item) => item.value),
    // The number as written, without its multiplier: a quote cut to fit a slide may lose the
    // "k" of "$500.150 k".
    written: findAmounts(text)
      .filter((item) => item.factor !== 1)
      .map((item) => item.value / item.factor),
    percents: [...text.matchAll(PERCENT)].map((match) => numberOf(match[1] ?? "0")),
  };
}

/** The figures the blueprint holds: in its texts (the answers), and as its numbers (shares, budgets). */
function answered(blueprint: TBlueprint): Figures {
  const amounts: number[] = [];
  const percents: number[] = [];
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      const found = figuresIn(value);
      amounts.push(...found.amounts, ...found.written);
      percents.push(...found.percents);
    } else if (typeof value === "number") {
      amounts.push(value);
      percents.push(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(blueprint);
  return { amounts, percents, written: [] };
}

/** A slide's texts, each with the bar it belongs to (whose detail shows its arithmetic). */
function textsOf(slide: TSlide): string[] {
  const texts = [slide.headline, ...slide.notes];
  for (const block of slide.blocks) {
    if (block.type === "text") texts.push(block.text);
    else if (block.type === "list") texts.push(...block.items);
    else if (block.type === "table") texts.push(...block.rows.flat());
    else if (block.chart.type === "bars")
      texts.push(block.chart.title, ...block.chart.bars.flatMap((bar) => [bar.label, bar.display, bar.detail]));
  }
  return texts;
}

/** The value of a side of a product ("60,000 cleaning businesses", "$588 a year"), as written. */
function operand(side: string): number | null {
  const amount = findAmounts(side)[0];
  if (amount) return amount.value;
  const digits = side.match(/\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?/)?.[0];
  return digits ? numberOf(digits) : null;
}

/** "A × B" in a bar's detail: its product, when every side has a number. */
function productOf(detail: string): number | null {
  const sides = detail.split("×");
  if (sides.length < 2) return null;
  const values = sides.map(operand);
  return values.every((value) => value !== null) ? values.reduce<number>((all, value) => all * (value ?? 1), 1) : null;
}

export function figureFindings(deck: TDeck, blueprint: TBlueprint): TFinding[] {
  const known = answered(blueprint);
  const shown: number[] = [];
  const out: TFinding[] = [];
  for (const slide of deck.slides) {
    for (const block of slide.blocks) {
      if (block.type !== "chart" || block.chart.type !== "bars") continue;
      for (const bar of block.chart.bars) {
        const product = productOf(bar.detail);
        if (product === null) continue;
        if (!near(product, bar.value))
          out.push(
            finding(`The ${slide.kind} slide shows ${bar.display} for "${bar.detail}", which makes ${product}.`),
          );
        // Derived with its arithmetic shown: the operands are checked as figures, the result is shown.
        shown.push(bar.value, ...figuresIn(bar.display).amounts);
      }
    }
  }
  const sources = [...known.amounts, ...shown];
  for (const slide of deck.slides) {
    const texts = textsOf(slide);
    const onSlide = texts.flatMap((text) => figuresIn(text).percents);
    const derived = (value: number) =>
      sources.some(
        (source) =>
          near(value, source) ||
          near(value, source * 12) ||
          near(value, source / 12) ||
          onSlide.some((percent) => near(value, (source * percent) / 100)),
      );
    const yearly = [...sources, ...sources.map((source) => source * 12)];
    const unexplained = new Set<string>();
    for (const text of texts.map(readable)) {
      // A result written with its arithmetic beside it ("23,400 € (50 × 468 €)") is derived on the slide.
      const products = [...text.matchAll(/\(([^()]*×[^()]*)\)/g)].flatMap((match) => productOf(match[1] ?? "") ?? []);
      for (const item of findAmounts(text)) {
        if (YEAR(item.value, item.marked) || derived(item.value)) continue;
        if (products.some((product) => near(item.value, product))) continue;
        // A count is also one amount over another ("the budget equals a year of 5,000 subscriptions").
        if (!item.marked && yearly.some((a) => yearly.some((b) => b > 0 && near(item.value, Math.floor(a / b)))))
          continue;
        unexplained.add(text.slice(item.start, item.end).trim());
      }
      for (const match of text.matchAll(PERCENT)) {
        const value = numberOf(match[1] ?? "0");
        if (!known.percents.some((percent) => near(value, percent))) unexplained.add(match[0].trim());
      }
    }
    for (const figure of unexplained)
      out.push(
        finding(`The ${slide.kind} slide shows ${figure}, which is neither in the answers nor derived on the slide.`),
      );
  }
  return out;
}

const finding = (message: string): TFinding => ({ rule: "unsourced_figure", message, requirement: null });
