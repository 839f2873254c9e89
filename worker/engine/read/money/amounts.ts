import type { AnswerLanguage } from "../answer-language";
import { allTables, allWords } from "../language";
import { alternation } from "../language/patterns";
import { CAPITAL_CODES, CODES, REGIONS, SYMBOLS } from "../language/regions";
import { DEFAULT_CONTEXT, type MoneyContext } from "./context";

/** An amount found in a text: its value, currency when written, and where it stands. */
export type FoundAmount = {
  value: number;
  currency: string | null;
  /** Written with a currency or a multiplier: money, not a bare number. */
  marked: boolean;
  start: number;
  end: number;
  /** The multiplier written after the number (1000 for "k"), 1 for none. */
  factor: number;
};

type Grammar = {
  pattern: RegExp;
  multipliers: Record<string, number>;
  currencies: Record<string, string>;
  numberWords: Record<string, number>;
  /** What stands between the ends of a range: a dash, "to", "bis", "a", "à", "et". */
  between: RegExp;
  /** What says the second amount is a ceiling: ", máx", "bis", "up to". */
  ceiling: RegExp;
};

/**
 * A number: grouped in thousands by a comma, a point, an apostrophe ("10'000") or a space, or the
 * Indian way ("15,00,000"), or plain with a decimal part; "89.–" is 89.
 */
const NUMBER = String.raw`\d{1,2}(?:,\d{2})+,\d{3}(?![\d])|\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3}(?![\d]))+(?:[.,]\d{1,2}(?![\d]))?|\d+(?:[.,]\d+)?`;

const grammars = new Map<AnswerLanguage, Grammar>();

/** The amount pattern of a language, built once from the words of every language (its own first). */
function grammarOf(language: AnswerLanguage): Grammar {
  const known = grammars.get(language);
  if (known) return known;
  const multipliers = lowerKeys(allTables(language, (words) => words.money.multipliers));
  const currencies = lowerKeys({ ...allTables(language, (words) => words.money.currencies), ...SYMBOLS });
  // A region's own sign ("R350k"): found everywhere, money only where the region is (findAmounts).
  for (const region of REGIONS) if (region.local) currencies[region.local.sign.toLowerCase()] ??= LOCAL;
  for (const code of [...CODES, ...CAPITAL_CODES]) currencies[code.toLowerCase()] = code;
  const numberWords = lowerKeys(allTables(language, (words) => words.money.numberWords));
  const joiners = allWords(language, (words) => words.money.currencyJoiners);
  const currency = alternation(Object.keys(currencies));
  const multiplier = alternation(Object.keys(multipliers));
  const wordNumber = alternation(Object.keys(numberWords));
  // [currency] number [multiplier] [joiner] [currency]: "$750k", "1,5 Mio. €", "1.2 millones de
  // dólares", "CHF 89.–", "k€", "20-25 lakh rs", "un million d'euros".
  const source = [
    // A currency starts after no letter or digit ("$500.$1.5M" is two amounts); a number after
    // no letter, digit, nor a digit and its separator ("tous1,5 M€" is not 5 M€).
    `(?:(?<![\\p{L}\\p{N}])(${currency})\\s?)?`,
    // …unless a region's own sign runs into it ("R350k").
    `(?:(?<=(?<![\\p{L}\\p{N}])${alternation(LOCAL_SIGNS)})|(?<![\\p{L}\\p{N}]|\\d[.,]))`,
    `(${NUMBER}|${wordNumber}(?=\\s+${multiplier}(?![\\p{L}\\p{N}])))(?![\\d])`,
    "(?:[.,][-–])?",
    `(?:\\s?(${multiplier})(?![\\p{L}\\p{N}]|\\.[\\p{L}]))?`,
    // "30k cr", "2,5 mil crore": a second multiplier multiplies the first.
    `(?:\\s?(${multiplier})(?![\\p{L}\\p{N}]|\\.[\\p{L}]))?`,
    // A currency word ends at the word's end ("eur" is not "euro…"); a symbol may touch a letter ("M€o").
    `(?:\\s?(?:${alternation(joiners)}\\s?)?(${currency})(?:(?<![\\p{L}\\p{N}])|(?![\\p{L}\\p{N}])))?`,
    String.raw`(?!\s?%)`,
  ].join("");
  const grammar: Grammar = {
    pattern: new RegExp(source, "giu"),
    multipliers,
    currencies,
    numberWords,
    between: new RegExp(`^\\s*${alternation(allWords(language, (words) => words.money.rangeJoiners))}\\s*$`, "iu"),
    // "USD 25 mil, si hace falta estiramos a 30", "12 palos seguros, se podría estirar a 18",
    // "$45k saved. Could stretch to 60": a few words may come before the ceiling's own.
    ceiling: new RegExp(
      `^\\s*[,;]?\\s*(?:[\\p{L}'’ ,.]{0,40}\\s)?${alternation([
        ...allWords(language, (words) => words.money.upTo),
        ...allWords(language, (words) => words.money.rangeJoiners).filter((word) => /^\p{L}{2,}$/u.test(word)),
      ])}\\s*$`,
      "iu",
    ),
  };
  grammars.set(language, grammar);
  return grammar;
}

function lowerKeys<T>(table: Readonly<Record<string, T>>): Record<string, T> {
  return Object.fromEntries(Object.entries(table).map(([key, value]) => [key.toLowerCase(), value]));
}

/** A multiplier of one letter ("m", "b", "g") is one only beside a currency: "300 m" is a length. */
const LOOSE = new Set(["m", "b", "g", "y", "a", "l"]);

/**
 * Every amount in a text: marked by a currency or a multiplier, or a bare number of 1,000 and
 * more; "$" and "pesos" read as the founder's region means them.
 */
export function findAmounts(text: string, context: MoneyContext = DEFAULT_CONTEXT): FoundAmount[] {
  const grammar = grammarOf(context.language);
  const found: FoundAmount[] = [];
  for (const match of text.matchAll(grammar.pattern)) {
    const [whole, rawBefore, digits, rawMultiplier, rawSecond, rawAfter] = match;
    if (!digits) continue;
    const before = localSign(capitalOnly(rawBefore), whole, digits, context);
    // A region's own sign counts on its side of the number only: "2 r" is no money anywhere.
    const after = isLocalSign(rawAfter) ? localAfter(rawAfter, context) : capitalOnly(rawAfter);
    let multiplier = (rawMultiplier ?? "").toLowerCase();
    let end = match.index + whole.trimEnd().length;
    // "2 m" is two metres, "$2m" and "5M" two and five million: a multiplier of one letter needs
    // a currency, or to be a capital run into its number.
    const glued =
      rawMultiplier !== undefined && /^\p{Lu}$/u.test(rawMultiplier) && whole.includes(`${digits}${rawMultiplier}`);
    if (LOOSE.has(multiplier) && !before && !after && !glued) {
      end = match.index + whole.indexOf(digits) + digits.length;
      multiplier = "";
    }
    const second = multiplier && rawSecond ? (grammar.multipliers[rawSecond.toLowerCase()] ?? 1) : 1;
    const first = multiplier ? (grammar.multipliers[multiplier] ?? 1) : 1;
    // Only a larger one after a smaller ("30k cr"): "5 M m" is no 5e12.
    const factor = second > first ? first * second : first;
    const base = Object.hasOwn(grammar.numberWords, digits.toLowerCase())
      ? (grammar.numberWords[digits.toLowerCase()] ?? 1)
      : numberOf(digits);
    const value = base * factor;
    const currency = resolve(after ?? before ?? null, context, grammar);
    const marked = Boolean(before || after) || factor !== 1;
    found.push({ value, currency, marked, start: match.index, end, factor });
  }
  return joinRanges(found, text, grammar).filter((item) => item.marked || item.value >= 1000);
}

const currencyWords = new Map<AnswerLanguage, RegExp>();

/** A currency named alone in a text ("7 lucas por mes (pesos)", "all in euros"): what its bare amounts are in. */
export function currencyNamedIn(text: string, context: MoneyContext = DEFAULT_CONTEXT): string | null {
  const grammar = grammarOf(context.language);
  let pattern = currencyWords.get(context.language);
  if (!pattern) {
    const words = Object.keys(grammar.currencies).filter((word) => /\p{L}{2}/u.test(word));
    pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${alternation(words)})(?![\\p{L}\\p{N}])`, "giu");
    currencyWords.set(context.language, pattern);
  }
  for (const match of text.matchAll(pattern)) {
    const token = capitalOnly(match[1]);
    const code = resolve(token ?? null, context, grammar);
    if (code) return code;
  }
  return null;
}

const LOCAL_SIGNS = REGIONS.flatMap((region) => (region.local && !region.local.after ? [region.local.sign] : []));

/** What a currency table holds for a region's own sign: resolved by the founder's region. */
const LOCAL = "LOCAL";

/** A region's own sign before a number counts only there, written in capitals and run into it ("R350k"). */
function localSign(
  token: string | undefined,
  whole: string,
  digits: string,
  context: MoneyContext,
): string | undefined {
  const local = context.region.local;
  if (!token || !isLocalSign(token)) return token;
  return local && !local.after && token === local.sign && whole.includes(`${token}${digits}`) ? token : undefined;
}

/** "200 F par membre": a region's sign written after its number, there only. */
function localAfter(token: string | undefined, context: MoneyContext): string | undefined {
  const local = context.region.local;
  return local?.after && token === local.sign ? token : undefined;
}

function isLocalSign(token: string | undefined): boolean {
  return token !== undefined && REGIONS.some((region) => region.local?.sign.toLowerCase() === token.toLowerCase());
}

const CAPITAL_ONLY = new Set(CAPITAL_CODES.map((code) => code.toLowerCase()));

/** A currency token, unless it is a code that counts only in capitals and is not written so. */
function capitalOnly(token: string | undefined): string | undefined {
  if (token === undefined || !CAPITAL_ONLY.has(token.toLowerCase())) return token;
  return token === token.toUpperCase() ? token : undefined;
}

/** A currency word or symbol as an ISO code, "$" and "pesos" as the region means them. */
function resolve(token: string | null, context: MoneyContext, grammar: Grammar): string | null {
  if (!token) return null;
  const key = token.toLowerCase().replace(/’/g, "'").replace(/\s+/g, " ");
  const code = grammar.currencies[key] ?? grammar.currencies[key.replace(/^(?:de |d')/, "")];
  if (code === "DOLLAR") return token.includes("$") ? context.region.sign : context.region.dollars;
  if (code === "PESO") return context.region.peso;
  if (code === LOCAL) return context.region.local?.code ?? null;
  return code ?? null;
}

/**
 * "25 bis 35 Tausend Euro", "entre 30 y 40 mil euros", "30-50k", "20-25 lakh rs": a range whose
 * multiplier and currency are written once, after the second number, are the first's too.
 */
function joinRanges(found: FoundAmount[], text: string, grammar: Grammar): FoundAmount[] {
  for (let index = 0; index + 1 < found.length; index++) {
    const first = found[index] as FoundAmount;
    const second = found[index + 1] as FoundAmount;
    const between = text.slice(first.end, second.start);
    if (!grammar.between.test(between)) continue;
    if (first.factor === 1 && second.factor !== 1 && first.value * second.factor <= second.value) {
      found[index] = {
        ...first,
        value: first.value * second.factor,
        marked: true,
        currency: first.currency ?? second.currency,
        factor: second.factor,
      };
    } else if (first.factor === 1 && second.factor === 1 && first.value < 1000 && second.value >= 1000) {
      // "40-50 000 $", "30–35.000 €": the thousands written once, on the second number.
      const scale = 10 ** Math.floor(Math.log10(second.value / first.value));
      if (scale >= 100 && first.value * scale <= second.value)
        found[index] = {
          ...first,
          value: first.value * scale,
          marked: true,
          currency: first.currency ?? second.currency,
        };
    } else if (!first.currency && second.currency) found[index] = { ...first, currency: second.currency, marked: true };
    else if (first.currency && !second.currency)
      found[index + 1] = { ...second, currency: first.currency, marked: true };
  }
  // "unos 15 palos, máx 18", "45k, max 60": a ceiling written bare after a multiplied amount is in its multiple.
  for (let index = 0; index + 1 < found.length; index++) {
    const first = found[index] as FoundAmount;
    const second = found[index + 1] as FoundAmount;
    if (first.factor === 1 || second.factor !== 1 || second.marked) continue;
    if (!grammar.ceiling.test(text.slice(first.end, second.start))) continue;
    const value = second.value * first.factor;
    if (value > first.value && value <= first.value * 10)
      found[index + 1] = { ...second, value, factor: first.factor, marked: true, currency: first.currency };
  }
  return found;
}

/** "40,000", "40.000", "10'000" and "15,00,000" are whole numbers; "1.2" and "1,5" are decimals. */
export function numberOf(digits: string): number {
  if (/^\d{1,2}(?:,\d{2})+,\d{3}$/.test(digits)) return Number(digits.replace(/,/g, ""));
  const grouped = /^(\d{1,3}(?:[.,'’\u00a0\u202f ]\d{3})+)(?:[.,](\d{1,2}))?$/.exec(digits);
  if (grouped?.[1]) {
    const whole = Number(grouped[1].replace(/[.,'’\u00a0\u202f ]/g, ""));
    return grouped[2] ? whole + Number(`0.${grouped[2]}`) : whole;
  }
  return Number(digits.replace(",", "."));
}
