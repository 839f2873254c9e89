import { clause } from "#engine/text/text";
import type { TMoney } from "#shared/blueprint/schema";
import { allWords, WORDS } from "../language";
import { wordsPattern } from "../language/patterns";
import { findAmounts } from "./amounts";
import { DEFAULT_CONTEXT, type MoneyContext } from "./context";

/**
 * An amount as written and as a number: "$40,000 to $60,000" (a range), "$750k", "£1.2M",
 * "300.000 €", "Fr. 45'000 bis 60'000", "20-25 lakh rs", "un million d'euros". A bare number
 * counts only when it is large enough to be money; with no currency written, `currency` (the one
 * the founder uses in other answers) is assumed. "Up to 40k" is an amount of 40,000 with no floor
 * said: read as the amount, as the founder meant it.
 */
export function parseMoney(
  text: string,
  currency: string | null = null,
  context: MoneyContext = DEFAULT_CONTEXT,
): TMoney {
  const found = findAmounts(text, context);
  const [first, second] = found;
  const written = first?.currency ?? second?.currency ?? null;
  const range =
    second && first && second.value > first.value && rangeBetween(text, first.end, second.start, second.end, context)
      ? second
      : null;
  // The amount as written ("$750k", "$40,000 to $60,000"), or the whole answer when none was read.
  const span = first ? text.slice(first.start, (range ?? first).end) : text;
  return {
    text: clause(span).slice(0, 120),
    amount: first ? first.value : null,
    upTo: range ? range.value : null,
    currency: written ?? (first ? (currency ?? defaultCurrency(context)) : null),
  };
}

/**
 * What an amount with no currency anywhere in the answers is in: the region's (a Mexican
 * founder's pesos), else the language's ("20–25 Tausend" is euros).
 */
export function defaultCurrency(context: MoneyContext): string {
  if (context.region.places.length > 0) return context.region.sign;
  return WORDS[context.language].money.defaultCurrency;
}

/**
 * Whether two amounts are the ends of one range: only a joiner between them ("to", "bis", "-"),
 * or a ceiling said of the second ("45.000 €, zur Not bis 52,5k", "USD 25.000, como mucho
 * 30.000", "45 k€, 60 k€ max").
 */
function rangeBetween(text: string, end: number, start: number, afterEnd: number, context: MoneyContext): boolean {
  const between = text.slice(end, start);
  const trimmed = between.trim();
  if (trimmed === "") return false;
  const joiners = allWords(context.language, (words) => words.money.rangeJoiners);
  if (
    trimmed.length <= 12 &&
    (new RegExp(`^${wordsPattern(joiners).source}$`, "iu").test(trimmed) || /^[-–—/]$/u.test(trimmed))
  )
    return true;
  const upTo = allWords(context.language, (words) => words.money.upTo);
  if (between.length <= 60 && new RegExp(`${wordsPattern(upTo).source}\\s*$`, "iu").test(between)) return true;
  return (
    trimmed.length <= 4 &&
    new RegExp(`^\\s*${wordsPattern(upTo).source}`, "iu").test(text.slice(afterEnd, afterEnd + 12))
  );
}

/** The first currency written in any of these texts: what an amount written without one is in. */
export function currencyOfAnswers(texts: readonly string[], context: MoneyContext = DEFAULT_CONTEXT): string | null {
  for (const text of texts) {
    const currency = findAmounts(text, context).find((item) => item.currency)?.currency;
    if (currency) return currency;
  }
  return null;
}
