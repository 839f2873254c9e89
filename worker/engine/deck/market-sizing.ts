import { asciiWords } from "#shared/text/identifiers";
import { findAmounts } from "../read/money";
import { stem } from "../text/words";

/** A price as the business model states it, and what one customer pays in a year. */
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

/**
 * Market sizing from the founder's own figures, never invented: the total spend the market
 * answer states (TAM), the customers it names at the price of the business model (SAM), and the
 * customers the six-month goal names at that price (SOM). Each is null when its figures are missing.
 */
export type MarketSizing = {
  price: Price | null;
  tam: { value: number; currency: string; stated: boolean; customers: Count | null } | null;
  sam: { value: number; currency: string; customers: Count; price: Price } | null;
  som: { value: number; currency: string; customers: Count; price: Price } | null;
};

const PERIODS: [Price["period"], RegExp][] = [
  [
    "month",
    /^\s*(?:\/\s*(?:mo|month|mes|mois|monat)\b|(?:a|per|each|every|al|por|par|pro|im)\s+(?:month|mes|mois|monat)\b|monthly|mensual(?:es)?\b|mensuel|monatlich|(?:au|le)\s+mois\b)/i,
  ],
  [
    "year",
    /^\s*(?:\/\s*(?:yr|year|año|an|jahr)\b|(?:a|per|each|every|al|por|par|pro|im)\s+(?:year|año|an|jahr)\b|yearly|annual(?:ly)?|anual(?:es)?\b|annuel|jährlich|(?:à|par)\s+l'an\b)/i,
  ],
  [
    "week",
    /^\s*(?:\/\s*(?:wk|week|semana|semaine|woche)\b|(?:a|per|each|every|a\s+la|por|par|pro)\s+(?:week|semana|semaine|woche)\b|weekly|semanal|hebdomadaire|wöchentlich)/i,
  ],
];
/** The period named before the amount: "Monatsbeitrag von 39 €", "a monthly fee of $49", "cuota mensual de 39 €". */
const PERIODS_BEFORE: [Price["period"], RegExp][] = [
  ["month", /(?:monat\p{L}*|monthly|mensual(?:es)?|mensuel(?:le)?)[^.;,]{0,24}$/iu],
  ["year", /(?:jahres\p{L}*|j[äa]hrlich\p{L}*|yearly|annual|anual(?:es)?|annuel(?:le)?)[^.;,]{0,24}$/iu],
  ["week", /(?:wochen\p{L}*|w[öo]chentlich\p{L}*|weekly|semanal(?:es)?|hebdomadaire)[^.;,]{0,24}$/iu],
];
const UNIT_BEFORE =
  /^\s*(?:per|por|par|pro|je|each)\s+(?!(?:month|mes|mois|monat|year|año|an|jahr|week|semana|semaine|woche)\b)([\p{L}-]+)(?=\s+(?:per|por|par|pro|je|a|al|au|im)\s)/iu;
const UNIT_AFTER = /^\s*(?:per|por|par|pro|je|each)\s+((?:active\s+)?[\p{L}-]+)/iu;
const PER_YEAR: Record<Price["period"], number> = { month: 12, year: 1, week: 52 };

/** The first price with a currency and a period: "$49 a month per company" -> 49 USD, 588 a year. */
export function findPrice(businessModel: string): Price | null {
  for (const amount of findAmounts(businessModel)) {
    if (!amount.currency) continue;
    // "a $200 monthly minimum per fleet" is the floor of a bill, not the price of one unit.
    const around = businessModel.slice(Math.max(0, amount.start - 24), amount.end + 24);
    if (
      MINIMUM.test(around.slice(0, amount.start - Math.max(0, amount.start - 24) + 1)) ||
      /^\s*(?:monthly\s+|mensual\s+|mensuel\s+)?minimum/iu.test(businessModel.slice(amount.end))
    )
      continue;
    // "$49 a month per company", "€59 per doctor per month": the unit may come before or after the period.
    const after = businessModel.slice(amount.end, amount.end + 50);
    const before = after.match(UNIT_BEFORE);
    const rest = before ? after.slice(before[0].length) : after;
    const found = PERIODS.map(([name, pattern]) => [name, rest.match(pattern)] as const).find(([, match]) => match);
    if (found?.[1]) {
      const [period, match] = found;
      const unit = before?.[1] ?? rest.slice(match[0].length).match(UNIT_AFTER)?.[1] ?? null;
      return { amount: amount.value, currency: amount.currency, period, yearly: amount.value * PER_YEAR[period], unit };
    }
    const lead = businessModel.slice(Math.max(0, amount.start - 40), amount.start);
    const named = PERIODS_BEFORE.find(([, pattern]) => pattern.test(lead));
    if (!named) continue;
    const [period] = named;
    const unit = after.match(UNIT_AFTER)?.[1] ?? null;
    return { amount: amount.value, currency: amount.currency, period, yearly: amount.value * PER_YEAR[period], unit };
  }
  return null;
}

const MINIMUM = /\b(?:minimum|min\.|at least|mindestens|mínimo|minimo|au moins|un minimum de)\b[^.;,]*$/iu;

/** A share of each sale the product takes: "15% commission", "12 % de comisión", "Provision von 10 %". */
const COMMISSION =
  /\b(?:commission|comission|comisi[óo]n|provision|cut of each|take rate)\b|\d+(?:[.,]\d+)?\s?%\s*(?:of|on|de|du|des|sur|vom|von|auf|por|par|pro|per|sobre)\b/iu;
/** "No commission", "keine Provision", "sin comisión", "sans commission": a commission refused. */
const NO_COMMISSION =
  /\b(?:no|without|zero|keine?|ohne|sin|sans|aucune?|pas de)\s+(?:commission|comission|comisi[óo]n|provision(?:en)?|cut)\b/giu;

/**
 * Whether the business model takes a commission (income a price alone leaves out); a model that
 * says it takes none ("£29 a month per band, no commission") does not.
 */
export function chargesCommission(businessModel: string): boolean {
  return COMMISSION.test(businessModel.replace(NO_COMMISSION, " "));
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

/** TAM, SAM and SOM from the market answer, the business model and the six-month goals. */
export function sizeMarket(market: string, businessModel: string, goals: readonly string[]): MarketSizing {
  // A commission is income the price alone leaves out: customers times a subscription would
  // understate (or misstate) the revenue, so no revenue is computed from the price then.
  const price = chargesCommission(businessModel) ? null : findPrice(businessModel);
  const spend = findAmounts(market)
    .filter((amount) => amount.currency && amount.marked)
    .sort((a, b) => b.value - a.value)[0];
  const customers = findCount(market.replace(/[$€£]\s?\d[\d.,]*\s?\S*/g, " "));
  const goal = goals.map(findCount).find((count) => count !== null) ?? null;
  const sam =
    price && customers && priceCounts(price, customers)
      ? { value: customers.value * price.yearly, currency: price.currency, customers, price }
      : null;
  const som =
    price && goal && priceCounts(price, goal)
      ? { value: goal.value * price.yearly, currency: price.currency, customers: goal, price }
      : null;
  const tam = spend?.currency
    ? { value: spend.value, currency: spend.currency, stated: true, customers }
    : sam
      ? { value: sam.value, currency: sam.currency, stated: false, customers }
      : null;
  // A computed TAM is the SAM itself: shown once. A reachable market larger than the whole one
  // ("A $1.3bn market, $10.8bn of it within reach") says the figures disagree: not shown.
  const reachable = tam?.stated && sam && sam.value <= tam.value ? sam : null;
  return { price, tam, sam: reachable, som: som && (!tam || som.value < tam.value) ? som : null };
}
