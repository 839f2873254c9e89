import type { TMarketFigure, TPrice, TProduct } from "#shared/blueprint/schema";
import { asciiWords } from "#shared/text/identifiers";
import { stem } from "../text/words";

/** A price the founder states per period, and what one customer pays in a year. */
export type Price = {
  amount: number;
  currency: string;
  period: "month" | "year" | "week";
  yearly: number;
  /** What the price is per, as written ("company", "doctor"); null when not said. */
  unit: string | null;
};

/** A number of customers and what they are ("60,000 cleaning businesses"). */
export type Count = { value: number; noun: string };

type Sized = { value: number; currency: string; stated: boolean; customers: Count | null };

/**
 * Market sizing from the founder's own figures, never invented: each figure the market answer
 * states keeps its label (TAM, SAM, SOM; an unlabelled one is the total), and only a size the
 * founder did not state is computed, from the customers the market answer names at the price
 * (SAM) and the customers the six-month goal names (SOM). Each is null when its figures are missing.
 */
export type MarketSizing = {
  price: Price | null;
  tam: Sized | null;
  sam: (Sized & { price: Price | null }) | null;
  som: (Sized & { price: Price | null }) | null;
};

const PER_YEAR: Record<Price["period"], number> = { month: 12, year: 1, week: 52 };

/** The blueprint's price as a price per period, or null (a commission, a price per use, none). */
export function periodPrice(price: TPrice | null): Price | null {
  if (!price || price.model === "commission" || price.amount === null || !price.currency) return null;
  const period = price.period;
  if (period !== "month" && period !== "year" && period !== "week") return null;
  return {
    amount: price.amount,
    currency: price.currency,
    period,
    yearly: price.amount * PER_YEAR[period],
    unit: price.unit,
  };
}

const COUNT =
  /(?<![\d$€£.,])(\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?)\s?(k|thousand|tausend|mil|million(?:s|en)?|millones|mio\.?)?(?![\d%$€£])\s+((?:[\p{L}][\p{L}'-]*)(?:\s+[\p{L}][\p{L}'-]*)?)/giu;
const COUNT_MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  tausend: 1e3,
  mil: 1e3,
  million: 1e6,
  millions: 1e6,
  millionen: 1e6,
  millones: 1e6,
  mio: 1e6,
  "mio.": 1e6,
};
// Words after a number that say it is not a count of customers.
const NOT_A_COUNT =
  /^(?:billions?|bn|mrd|milliards?|percent|per|a|an|by|in|of|to|months?|years?|weeks?|days?|hours?|minutes?|%|€|\$|£|eur|usd|dollars?|euros?|meses|años|semanas|días|mois|ans|semaines|jours|monate|jahre|wochen|tage|prozent|por|pour|cent)\b/iu;

/** The first count of people or businesses in a text, with the one or two words that say what they are. */
export function findCount(text: string): Count | null {
  for (const match of text.matchAll(COUNT)) {
    const [, digits = "", multiplier = "", noun = ""] = match;
    if (NOT_A_COUNT.test(noun)) continue;
    const value = numberOf(digits) * (COUNT_MULTIPLIERS[multiplier.toLowerCase()] ?? 1);
    if (/^(?:19|20)\d\d$/.test(digits) && !multiplier) continue; // a year, not a count
    if (value >= 2)
      return {
        value,
        noun: noun.replace(
          /\s+(?:in|en|im|au|aux|de|del|des|du|der|mit|with|con|avec|für|for|of|para|pour|que|that|who|die|qui)$/i,
          "",
        ),
      };
  }
  return null;
}

function numberOf(digits: string): number {
  if (/^\d{1,3}(?:[.,\s]\d{3})+$/.test(digits)) return Number(digits.replace(/[.,\s]/g, ""));
  return Number(digits.replace(",", "."));
}

// A paying organisation in the four languages (word starts, so German compounds end in them too).
const ORGANISATION =
  /(?:compan|business|firm|organi[sz]ation|club|practi[cs]|clinic|school|shop|store|agenc|studio|restaurant|empresa|negocio|escuela|tienda|entreprise|societe|cabinet|ecole|magasin|unternehmen|praxis|praxen|verein|schule|betrieb|geschaeft|geschaft)/;

/**
 * Whether a price's unit is what a count counts, so that customers times a year's price means
 * something: a price per customer (no unit), "per doctor" and "12,000 doctors", "per company" and
 * "cleaning businesses". A price per walker times a number of walking businesses is not a market.
 */
function priceCounts(price: Price, count: Count): boolean {
  if (!price.unit) return true;
  const unit = asciiWords(price.unit).at(-1) ?? "";
  // The noun may come first or last: "cleaning businesses", "talleres independientes", "cabinets dentaires".
  const words = asciiWords(count.noun);
  const head = words.at(-1) ?? "";
  // Not any word's stem: a price per walker does not count "dog-walking businesses".
  if (stem(head) === stem(unit) || words.some((word) => word === unit || pluralOf(unit, word))) return true;
  return ORGANISATION.test(unit) && words.some((word) => ORGANISATION.test(word));
}

/** "taller" and "talleres", "doctor" and "doctors": one word and its plural (the stemmer cuts them apart). */
function pluralOf(one: string, other: string): boolean {
  const [short, long] = one.length <= other.length ? [one, other] : [other, one];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 2;
}

/** TAM, SAM and SOM from the blueprint's market figures, price and six-month goals. */
export function sizeMarket(product: TProduct): MarketSizing {
  const price = periodPrice(product.price);
  const figures = product.marketFigures;
  const labelled = (label: "tam" | "sam" | "som") =>
    figures.find((figure) => figure.label === label && figure.currency);
  // An unlabelled figure is the total the founder names, unless they labelled one so.
  const total =
    labelled("tam") ??
    [...figures].filter((figure) => figure.label === null && figure.currency).sort((a, b) => b.amount - a.amount)[0];
  const stated = (figure: TMarketFigure | undefined, customers: Count | null) =>
    figure?.currency ? { value: figure.amount, currency: figure.currency, stated: true, customers, price: null } : null;
  const customers = findCount(product.market.replace(/[$€£]\s?\d[\d.,]*\s?\S*/g, " "));
  const goal = product.successMetrics.map(findCount).find((item) => item !== null) ?? null;
  const derived = (count: Count | null) =>
    price && count && priceCounts(price, count)
      ? { value: count.value * price.yearly, currency: price.currency, stated: false, customers: count, price }
      : null;
  const sam = stated(labelled("sam"), customers) ?? derived(customers);
  const som = stated(labelled("som"), goal) ?? derived(goal);
  const tam = stated(total, customers) ?? (sam && !sam.stated ? sam : null);
  // A computed TAM is the SAM itself: shown once. A computed size larger than the whole one
  // ("A $1.3bn market, $10.8bn of it within reach") says the figures disagree: not shown. A size
  // the founder states is shown as stated; the consistency check says when they disagree.
  const samShown = sam && sam !== tam && (sam.stated || (tam?.stated && sam.value <= tam.value)) ? sam : null;
  return { price, tam, sam: samShown, som: som && (som.stated || !tam || som.value < tam.value) ? som : null };
}
