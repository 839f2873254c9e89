import { clause } from "#engine/text/text";
import type { TPrice } from "#shared/blueprint/schema";
import type { AnswerLanguage } from "../answer-language";
import { allWords, type WORDS } from "../language";
import { alternation, wordsPattern } from "../language/patterns";
import { LEXICON } from "../reading/lexicon";
import { currencyNamedIn, type FoundAmount, findAmounts, numberOf } from "./amounts";
import type { MoneyContext } from "./context";

type Period = NonNullable<TPrice["period"]>;
type Rate = { unit: string | null; period: Period | null };

/**
 * The price of q16 as fields, read once: the amount, its currency, what one price is paid for
 * ("per salon", "/Seat", "por obra activa"), how often ("/mo", "al mes", "pro Monat", "par an"),
 * a minimum ("min Rs 1500", "mindestens aber 490 € im Monat pro Lager"), a commission ("3%
 * commission from seller", "se queda con el 10%"), and the model they make. Tax notes ("HT",
 * "+ IVA") change nothing; a discount ("15% off", "10 % günstiger") is no commission; a share
 * said of a competitor ("en lugar del 15% de la ticketera") is not the product's. Null when the
 * answer states no price.
 */
export function readPrice(text: string, context: MoneyContext, fallbackCurrency: string | null): TPrice | null {
  const words = patternsOf(context.language);
  const amounts = findAmounts(text, context).filter((item) => item.marked || item.currency);
  // "Gar nicht, es ist für unseren Verein. Wir sparen aber rund 8.500 € im Jahr": a product not
  // sold has no price, whatever sums the answer names; "Por ahora es para nuestra academia. Si lo
  // vendemos: USD 40/mes por sede" states one all the same (a unit and a period).
  const notSold = words.notSold.test(text);
  let price: { amount: FoundAmount; rate: Rate } | null = null;
  let minimum: { amount: FoundAmount; rate: Rate } | null = null;
  for (const amount of amounts) {
    const rate = rateOf(text, amount, words, context.language);
    if (isMinimum(text, amount, words)) {
      if (!minimum)
        minimum = { amount, rate: { unit: rate.unit ?? minimumUnit(text, amount, words), period: rate.period } };
      continue;
    }
    const priced = notSold
      ? Boolean(rate.unit && rate.period)
      : Boolean(rate.unit || rate.period || words.priceWord.test(text) || words.once.test(text));
    if (!price && priced) price = { amount, rate };
  }
  const commission = notSold ? null : commissionOf(text, words);
  if (!price && commission === null) return null;
  const currency =
    price?.amount.currency ?? minimum?.amount.currency ?? currencyNamedIn(text, context) ?? fallbackCurrency;
  const unit = price?.rate.unit ?? (commission !== null ? commission.unit : null);
  const period: Period | null = price
    ? (price.rate.period ??
      (price.rate.unit ? (words.once.test(text) ? "once" : "use") : words.once.test(text) ? "once" : null))
    : "use";
  return {
    model: modelOf(commission !== null, unit, period, words),
    amount: price ? price.amount.value : null,
    currency,
    unit,
    period,
    commissionPercent: commission?.percent ?? null,
    minimum: minimum
      ? {
          amount: minimum.amount.value,
          currency: minimum.amount.currency ?? currency,
          unit: minimum.rate.unit,
          period: minimum.rate.period,
        }
      : null,
    text: clause(text).slice(0, 200),
  };
}

function modelOf(commission: boolean, unit: string | null, period: Period | null, words: Words): TPrice["model"] {
  if (commission) return "commission";
  if (unit && words.seat.test(unit)) return "per_seat";
  if (period === "month" || period === "year" || period === "week") return "subscription";
  if (period === "once") return "one_time";
  if (unit) return "per_unit";
  return "other";
}

type Words = ReturnType<typeof buildPatterns>;
const cache = new Map<AnswerLanguage, Words>();

function patternsOf(language: AnswerLanguage): Words {
  const known = cache.get(language) ?? buildPatterns(language);
  cache.set(language, known);
  return known;
}

/** The patterns of the price's words, from every language's lists (the answer's first). */
function buildPatterns(language: AnswerLanguage) {
  const money = (pick: (words: (typeof WORDS)["en"]["money"]) => readonly string[]) =>
    allWords(language, (words) => pick(words.money));
  const periodWords = (["month", "year", "week"] as const).map((period) => ({
    period,
    units: money((words) => words.periods[period].units),
    adverbs: money((words) => words.periods[period].adverbs),
  }));
  const per = money((words) => words.per).filter((word) => word !== "/");
  const function_ = new Set(
    (["en", "de", "es", "fr"] as const).flatMap((item) => [
      ...LEXICON[item].determiners,
      ...LEXICON[item].prepositions,
      ...LEXICON[item].conjunctions,
      ...LEXICON[item].complement,
    ]),
  );
  const built = {
    per: new RegExp(
      `^\\s*(?:/\\s*|${alternation(per)}\\s+(?:${alternation(money((words) => words.each))}\\s+)?)`,
      "iu",
    ),
    perBefore: new RegExp(
      `(?<![\\p{L}])${alternation(per)}\\s+([\\p{L}][\\p{L}'’-]*(?:\\s+[\\p{L}][\\p{L}'’-]*)?)\\s*[,;:]?\\s*$`,
      "iu",
    ),
    joiner: new RegExp(`^\\s*(?:${alternation(money((words) => words.and))}\\s+|,\\s*)`, "iu"),
    tax: new RegExp(`^\\s*${alternation(money((words) => words.taxNotes))}(?![\\p{L}])`, "iu"),
    periods: periodWords.map(({ period, units, adverbs }) => ({
      period,
      unit: new RegExp(`^${alternation(units)}(?![\\p{L}])`, "iu"),
      adverb: new RegExp(`^\\s*${alternation(adverbs)}(?![\\p{L}])`, "iu"),
      before: new RegExp(`(?<![\\p{L}])${alternation(adverbs)}[\\p{L}]*[^.;,]{0,30}$`, "iu"),
    })),
    once: wordsPattern(money((words) => words.once)),
    minimumBefore: new RegExp(
      `(?<![\\p{L}])${alternation(money((words) => words.minimum))}\\.?\\s*(?:[\\p{L}'’]+\\s+){0,2}$`,
      "iu",
    ),
    minimumAfter: new RegExp(`^\\s*(?:\\p{L}+\\s+)?${alternation(money((words) => words.minimum))}(?![\\p{L}])`, "iu"),
    minimumUnit: new RegExp(
      `^\\s*(?:\\p{L}+\\s+)?${alternation(money((words) => words.minimum))}\\.?\\s+([\\p{L}]+)`,
      "iu",
    ),
    commission: wordsPattern(money((words) => words.commission)),
    noCommission: new RegExp(wordsPattern(money((words) => words.noCommission)).source, "giu"),
    retracted: new RegExp(`${wordsPattern(money((words) => words.retracted)).source}\\s*(?:[,.;!]|$)`, "iu"),
    seat: wordsPattern(money((words) => words.seats)),
    priceWord: wordsPattern(money((words) => words.priceNouns)),
    priceNounAfter: new RegExp(`^\\s*${alternation(money((words) => words.priceNouns))}(?![\\p{L}])`, "iu"),
    notSold: wordsPattern(money((words) => words.notSold)),
    discount: wordsPattern(money((words) => words.discount)),
    contrast: wordsPattern(money((words) => words.contrast)),
    take: wordsPattern(money((words) => words.take)),
    modifier: new RegExp(`^${alternation(money((words) => words.unitModifiers))}$`, "iu"),
    each: new RegExp(`^(?:${alternation(money((words) => words.each))})$`, "iu"),
    function_,
  };
  return built;
}

/** What follows an amount: "/Seat/Monat", "per seat per month", "HT par mois par salon", "al mes por obra activa". */
function rateOf(text: string, amount: FoundAmount, words: Words, language: AnswerLanguage): Rate {
  let rest = text.slice(amount.end);
  const rate: Rate = { unit: null, period: null };
  for (let step = 0; step < 4; step++) {
    const tax = words.tax.exec(rest);
    if (tax) {
      rest = rest.slice(tax[0].length);
      continue;
    }
    const adverb = words.periods.find((item) => item.adverb.test(rest));
    if (adverb && !rate.period) {
      rate.period = adverb.period;
      rest = rest.replace(adverb.adverb, "");
      continue;
    }
    const noun = step === 0 ? words.priceNounAfter.exec(rest) : null;
    if (noun) {
      // "$1 fee per sale": the price's name between the amount and its unit.
      rest = rest.slice(noun[0].length);
      continue;
    }
    const per = words.per.exec(rest);
    if (!per) {
      const joined = words.joiner.exec(rest);
      if (joined && step > 0) {
        const after = rest.slice(joined[0].length);
        // "pro Nutzer und Monat": the period joined to the unit without a "per" of its own.
        const period = words.periods.find((item) => item.unit.test(after));
        if (period && !rate.period) {
          rate.period = period.period;
          rest = after.replace(period.unit, "");
          continue;
        }
        if (words.per.test(after)) {
          rest = after;
          continue;
        }
        // "pro Monat und Betrieb": the unit joined to the period; after a comma a bare word opens a
        // new clause ("pro Monat, jährlich verrechnet").
        const unit = rate.unit || joined[0].includes(",") ? null : nounAt(after, words);
        if (unit && rate.period) {
          rate.unit = unit;
          rest = after.slice(unit.length);
          continue;
        }
      }
      break;
    }
    const after = rest.slice(per[0].length);
    const period = words.periods.find((item) => item.unit.test(after));
    if (period) {
      rate.period ??= period.period;
      rest = after.replace(period.unit, "");
      continue;
    }
    const unit = nounAt(after, words);
    if (!unit || rate.unit) break;
    rate.unit = unit;
    rest = after.slice(unit.length);
  }
  if (!rate.unit) rate.unit = unitBefore(text, amount, words);
  if (!rate.period) {
    const lead = text.slice(Math.max(0, amount.start - 40), amount.start);
    rate.period = words.periods.find((item) => item.before.test(lead))?.period ?? null;
  }
  void language;
  return rate;
}

/** One or two words of a noun phrase ("salon", "obra activa", "sold machine"), stopping at a function word. */
function nounAt(text: string, words: Words): string | null {
  const match = /^([\p{L}][\p{L}'’-]*)(?:\s+([\p{L}][\p{L}'’-]*))?/u.exec(text);
  if (!match?.[1]) return null;
  const first = match[1];
  if (words.function_.has(first.toLowerCase())) return null;
  const second = match[2];
  if (!second || words.function_.has(second.toLowerCase()) || words.periods.some((item) => item.unit.test(second)))
    return first;
  if (words.tax.test(` ${second}`) || /^\p{Lu}{2,}$/u.test(second)) return first;
  // "per active cleaner", "por obra activa": a word that describes the other belongs to the
  // unit; a new clause ("Seat für Recruiter") or a verb ends it.
  return words.modifier.test(second) || words.modifier.test(first) ? `${first} ${second}` : first;
}

/** "pro buchung 1,50 €", "Lizenz pro Bauleiter, voraussichtlich 59 EUR": the unit said before the amount. */
function unitBefore(text: string, amount: FoundAmount, words: Words): string | null {
  const before =
    text
      .slice(0, amount.start)
      .split(/[.;\n]/)
      .at(-1) ?? "";
  const match =
    words.perBefore.exec(before) ??
    new RegExp(words.perBefore.source.replace(/\\s\*\[,;:\]\?\\s\*\$$/, ""), "iu").exec(before);
  const noun = match?.[1] ? nounAt(match[1], words) : null;
  if (!noun || words.periods.some((item) => item.unit.test(noun))) return null;
  return noun;
}

function isMinimum(text: string, amount: FoundAmount, words: Words): boolean {
  const before = text.slice(Math.max(0, amount.start - 28), amount.start);
  return words.minimumBefore.test(before) || words.minimumAfter.test(text.slice(amount.end, amount.end + 24));
}

/** "$25 min order": the minimum's unit named after "min". */
function minimumUnit(text: string, amount: FoundAmount, words: Words): string | null {
  const match = words.minimumUnit.exec(text.slice(amount.end, amount.end + 30));
  const noun = match?.[1] ?? null;
  return noun && !words.function_.has(noun.toLowerCase()) ? noun : null;
}

const PERCENT = /(?<![\p{L}\d.,])(\d{1,2}(?:[.,]\d+)?)\s?%/gu;

/**
 * The share of each sale the product takes: a percent with a commission word in its clause
 * ("3% commission", "commission de 12% sur chaque vente", "se queda con el 10%", "15% of each
 * walk"), never a discount ("15% off") nor a share said of someone else ("en lugar del 15%").
 */
function commissionOf(text: string, words: Words): { percent: number; unit: string | null } | null {
  const refused = text.replace(words.noCommission, " ");
  for (const match of refused.matchAll(PERCENT)) {
    const start = match.index;
    const clauseStart = Math.max(
      refused.lastIndexOf(",", start),
      refused.lastIndexOf(".", start),
      refused.lastIndexOf(";", start),
      0,
    );
    const clauseEnd = [",", ".", ";"].map((mark) => refused.indexOf(mark, start)).filter((at) => at > 0);
    const around = refused.slice(clauseStart, clauseEnd.length ? Math.min(...clauseEnd) : refused.length);
    if (words.discount.test(around) || words.contrast.test(refused.slice(Math.max(0, start - 20), start))) continue;
    // "On avait pensé prendre 1 % sur chaque ramassage, mais non": an idea taken back in its sentence.
    const sentenceEnd = refused.slice(start).search(/[.!?](?:\s|$)|\n/u);
    if (words.retracted.test(refused.slice(start, sentenceEnd < 0 ? undefined : start + sentenceEnd + 1))) continue;
    const take = words.take.test(around) || words.commission.test(around);
    if (!take) continue;
    return { percent: numberOf(match[1] ?? "0"), unit: unitAfterShare(refused.slice(start + match[0].length), words) };
  }
  return null;
}

/** "15% of each walk", "12% sur chaque vente", "2% de cada pedido": the first noun after the share's words. */
function unitAfterShare(text: string, words: Words): string | null {
  const tokens = text.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  for (const token of tokens.slice(0, 5)) {
    const lower = token.toLowerCase();
    if (words.function_.has(lower) || words.each.test(lower) || words.commission.test(lower)) continue;
    return token;
  }
  return null;
}
