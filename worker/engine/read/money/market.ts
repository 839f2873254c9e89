import type { TMarketFigure } from "#shared/blueprint/schema";
import type { AnswerLanguage } from "../answer-language";
import { allWords } from "../language";
import { alternation } from "../language/patterns";
import { currencyNamedIn, type FoundAmount, findAmounts } from "./amounts";
import type { MoneyContext } from "./context";

type Label = TMarketFigure["label"];

/**
 * Every market figure in money of q16a, as given: "TAM ~$2.1B/yr -> SAM ~$310M/yr -> SOM ~$9M",
 * "1.000 millones USD al año; lo q podemos alcanzar … es como 400 millones USD", "~CHF 350 mios
 * par an". Each keeps the founder's label (the label word before it in its part of the answer)
 * or none. A price inside the answer ("À 20 € par adhérent") and a figure inside brackets that
 * describes a segment ("commercial GCs $5-50M") are not market figures.
 */
export function readMarketFigures(
  text: string,
  context: MoneyContext,
  fallbackCurrency: string | null,
): TMarketFigure[] {
  const words = patternsOf(context.language);
  const figures: TMarketFigure[] = [];
  const bracketed = bracketSpans(text);
  // "5 millones de socios" is a count: a market figure is money, so it has a currency.
  // "SAM: … ~18 milliards/an" after "90 milliards FCFA": a figure with a multiplier and a label or a
  // period, in an answer that names a currency, is in the currency said before it.
  const found = findAmounts(text, context);
  const named = found.find((item) => item.currency)?.currency ?? currencyNamedIn(text, context) ?? fallbackCurrency;
  let last = named;
  const amounts = found.flatMap((item) => {
    if (item.currency) {
      last = item.currency;
      return [item];
    }
    // "TAM: 5 millones de socios" counts people: a figure is money when no noun follows it.
    const noNoun = !/^\s*\p{L}/u.test(text.slice(item.end));
    const money =
      named !== null &&
      item.factor >= 1e3 &&
      (words.strictPeriod.test(text.slice(item.end, item.end + 24)) ||
        (noNoun && (item.factor >= 1e6 || labelAt(text, item.start, words) !== null)));
    return money ? [{ ...item, currency: last }] : [];
  });
  const outside = amounts.filter((item) => !bracketed.some(([start, end]) => item.start > start && item.start < end));
  const kept = (outside.length > 0 ? outside : amounts).filter(
    (amount) =>
      !words.perUnit.test(text.slice(amount.end, amount.end + 30)) &&
      !words.each.test(text.slice(Math.max(0, amount.start - 30), amount.start)) &&
      !isFactor(text, amount),
  );
  const labels = labelsOf(text, kept, words);
  for (const [index, amount] of kept.entries()) {
    // The end of a range ("€4-5M") is one figure with the start.
    if (figures.some((figure) => figure.amount === amount.value)) continue;
    figures.push({
      label: labels[index] ?? null,
      amount: amount.value,
      currency: amount.currency ?? fallbackCurrency,
      period: periodOf(text.slice(amount.end, amount.end + 24), words),
      text: text.slice(amount.start, amount.end).trim().slice(0, 120),
    });
    if (figures.length === 6) break;
  }
  return figures;
}

/**
 * The label of each figure: one in brackets right after it ("approx 30k cr/yr (TAM)", "R4bn/yr on
 * extra lessons (TAM, rough guess)"), else the label said before it whose next figure it is
 * ("TAM: ~45.000 Hotelbetriebe → ca. 160 Mio. €/Jahr"; "TAM $2.1B -> SAM $310M"). A label names
 * one figure: "SOM: R15m/yr … 20M users" labels the first only.
 */
function labelsOf(text: string, amounts: readonly FoundAmount[], words: Patterns): Label[] {
  const out: Label[] = amounts.map((amount) => bracketLabel(text, amount, words));
  const said = words.labels
    .flatMap(([label, pattern]) => [...text.matchAll(pattern)].map((match) => ({ label, at: match.index })))
    .sort((a, b) => a.at - b.at);
  // A label in a figure's own bracket is that figure's, said already.
  const own = amounts.flatMap((amount, index) => {
    const bracket = out[index] ? bracketOf(text, amount) : null;
    return bracket ? [[bracket.at, bracket.at + bracket.inside.length] as const] : [];
  });
  const free = said.filter((mark) => !own.some(([start, end]) => mark.at >= start && mark.at < end));
  for (const [index, mark] of free.entries()) {
    const next = free[index + 1]?.at ?? Number.POSITIVE_INFINITY;
    const figure = amounts.findIndex((amount) => amount.start > mark.at && amount.start < next);
    if (figure >= 0 && out[figure] === null) out[figure] = mark.label;
  }
  return out;
}

/** The bracket right after a figure, with nothing that is another figure before it. */
function bracketOf(text: string, amount: FoundAmount): { inside: string; at: number } | null {
  const bracket = /^([^()]{0,40})\(([^()]{1,40})\)/u.exec(text.slice(amount.end));
  // Another figure between them has the bracket ("25 cr/yr by yr 3 (SOM)" is the SOM; "10 (TAM)" is not 9's).
  // …nor a sentence's end: "CHF 400 Mio./J. Für uns realistisch (SAM): …" is the next figure's.
  if (!bracket || /\d{2,}|\p{Sc}|[.;:!?]\s|→|->/u.test(bracket[1] ?? "")) return null;
  return { inside: bracket[2] ?? "", at: amount.end + (bracket[1]?.length ?? 0) + 1 };
}

function bracketLabel(text: string, amount: FoundAmount, words: Patterns): Label {
  const bracket = bracketOf(text, amount);
  if (!bracket) return null;
  // "(TAM)", "(TAM, rough guess)": the bracket opens with the label.
  for (const [label, pattern] of words.labels) {
    const match = new RegExp(pattern.source, "iu").exec(bracket.inside);
    if (match && match.index <= 2) return label;
  }
  return null;
}

/** Whether a label is said before this point in its part of the answer (for telling money from counts). */
function labelAt(text: string, at: number, words: Patterns): Label {
  const part =
    text
      .slice(0, at)
      .split(/\.(?=\s+\p{Lu})|[;\n•]/u)
      .at(-1) ?? "";
  let best: { label: Label; at: number } = { label: null, at: -1 };
  for (const [label, pattern] of words.labels)
    for (const match of part.matchAll(pattern)) if (match.index > best.at) best = { label, at: match.index };
  return best.label;
}

/** "1M × 490 DH = 490 M DH/an": a factor of the founder's arithmetic is not a figure; its result is. */
function isFactor(text: string, amount: FoundAmount): boolean {
  const after = text.slice(amount.end, amount.end + 60).split(/[\n;]/u)[0] ?? "";
  const before = text.slice(Math.max(0, amount.start - 3), amount.start);
  return /^[^=]*=/u.test(after) && (/^\s*[×x*]\s/u.test(after) || /[×x*]\s*$/u.test(before));
}

function periodOf(after: string, words: Patterns): TMarketFigure["period"] {
  if (words.year.test(after)) return "year";
  if (words.month.test(after)) return "month";
  return null;
}

/** Where brackets open and close. */
function bracketSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  const open: number[] = [];
  for (let index = 0; index < text.length; index++) {
    if (text[index] === "(") open.push(index);
    else if (text[index] === ")" && open.length > 0) spans.push([open.pop() as number, index]);
  }
  return spans;
}

type Patterns = ReturnType<typeof buildPatterns>;
const cache = new Map<AnswerLanguage, Patterns>();

function patternsOf(language: AnswerLanguage): Patterns {
  const known = cache.get(language) ?? buildPatterns(language);
  cache.set(language, known);
  return known;
}

function buildPatterns(language: AnswerLanguage) {
  const money = (pick: (words: ReturnType<typeof moneyOf>) => readonly string[]) =>
    allWords(language, (words) => pick(moneyOf(words)));
  const period = (name: "month" | "year") => [
    ...money((words) => words.periods[name].adverbs),
    ...money((words) => words.periods[name].units).map((unit) => `/${unit}`),
    ...money((words) => words.periods[name].units).map((unit) => `/ ${unit}`),
    ...money((words) => words.periods[name].units).map((unit) => `per ${unit}`),
  ];
  const per = money((words) => words.per).filter((word) => word !== "/" && word.length > 1);
  const units = ["month", "year", "week"].flatMap((name) => money((words) => words.periods[name as "month"].units));
  return {
    labels: (["tam", "sam", "som"] as const).map(
      (label) =>
        [
          label,
          new RegExp(`(?<![\\p{L}])${alternation(money((words) => words.market[label]))}(?![\\p{L}])`, "giu"),
        ] as const,
    ),
    year: new RegExp(
      `^\\s*(?:ARR\\s*)?(?:${alternation(period("year"))})(?![\\p{L}])|^\\s*[\\p{L}\\s.]{0,20}(?:/\\s*)?(?:${alternation(money((words) => words.periods.year.units))})(?![\\p{L}])`,
      "iu",
    ),
    month: new RegExp(`^\\s*(?:${alternation(period("month"))})(?![\\p{L}])`, "iu"),
    // Right after the figure ("~18 milliards/an", "4.800 millones/año"), not "de usados por año".
    strictPeriod: new RegExp(`^\\s*(?:${alternation([...period("year"), ...period("month")])})(?![\\p{L}])`, "iu"),
    // "20 € par adhérent": a price of one unit, not a market ("par an" is a period, not a unit).
    perUnit: new RegExp(
      `^\\s*(?:${alternation(per)})\\s+(?!(?:${alternation(units)})(?![\\p{L}]))(?!${alternation(money((words) => words.each))})[\\p{L}]`,
      "iu",
    ),
    each: new RegExp(`(?<![\\p{L}])${alternation(money((words) => words.each))}(?![\\p{L}])[^.;]{0,24}$`, "iu"),
  };
}

const moneyOf = (words: Parameters<Parameters<typeof allWords>[1]>[0]) => words.money;
