import type { TBlueprint } from "#shared/blueprint/schema";
import type { TDeck } from "#shared/deck/schema";
import type { TCorpusSet } from "./schema";

/**
 * Money and the team as the documents carry them, against the truth: the price (amount, currency,
 * unit, period, minimum, commission), every market figure given in money (amount, currency, and
 * the founder's label when they gave one), and the team slide's cards. Read from what the
 * blueprint (and the deck built from it) holds, never from the answers.
 */

export type ReadPrice = {
  amount: number | null;
  currency: string | null;
  unit: string | null;
  period: string | null;
  commissionPercent: number | null;
  minimum: { amount: number; currency: string | null } | null;
};
export type ReadMarketFigure = { amount: number; currency: string | null; label: "tam" | "sam" | "som" | null };
export type ReadMoney = { price: ReadPrice | null; market: ReadMarketFigure[] };

type Truth = TCorpusSet["truth"];

export function near(got: number | null | undefined, want: number): boolean {
  return got !== null && got !== undefined && Math.abs(got - want) <= Math.max(0.01, want * 0.005);
}

const loose = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .map((word) => (word.length > 3 ? word.replace(/(?:es|en|s|n|e)$/, "") : word))
    .join(" ");

/**
 * A unit read as the truth's: every word of one is a word of the other, loosely ("active
 * trainer" is "trainer", "entrenador activo" is "entrenador").
 */
function sameUnit(got: string | null, want: string | null): boolean {
  if (want === null) return got === null;
  if (got === null) return false;
  const a = loose(got).split(" ");
  const b = loose(want).split(" ");
  return a.every((word) => b.includes(word)) || b.every((word) => a.includes(word));
}

/** What is wrong with the price as read, or null when it is right. */
export function priceMiss(truth: Truth["price"], got: ReadPrice | null): string | null {
  if (truth === null) return got === null ? null : `price invented: ${JSON.stringify(got)}`;
  if (got === null) return `price missed: ${JSON.stringify(truth)}`;
  const wrong: string[] = [];
  const commission = truth.commissionPercent !== null;
  if (commission) {
    if (!near(got.commissionPercent, truth.commissionPercent ?? 0)) wrong.push("commission");
    if (truth.amount > 0 && !near(got.amount, truth.amount)) wrong.push("amount");
  } else if (!near(got.amount, truth.amount)) wrong.push("amount");
  if ((truth.amount > 0 || !commission) && got.currency !== truth.currency) wrong.push("currency");
  if (!commission && (got.period ?? null) !== truth.period) wrong.push("period");
  if (!commission && !sameUnit(got.unit, truth.per)) wrong.push("unit");
  if (truth.minimum) {
    if (!got.minimum || !near(got.minimum.amount, truth.minimum.amount)) wrong.push("minimum");
  } else if (got.minimum) wrong.push("minimum invented");
  return wrong.length === 0
    ? null
    : `price ${wrong.join(", ")}: want ${JSON.stringify(truth)}, got ${JSON.stringify(got)}`;
}

/** Market figures found (amount and currency; the label when the founder gave one), per figure. */
export function scoreMarket(
  truth: NonNullable<Truth["market"]>,
  got: readonly ReadMarketFigure[],
): { tp: number; predicted: number; truth: number; misses: string[] } {
  const misses: string[] = [];
  const used = new Set<ReadMarketFigure>();
  let tp = 0;
  for (const figure of truth) {
    const match = got.find(
      (candidate) =>
        !used.has(candidate) && near(candidate.amount, figure.amount) && candidate.currency === figure.currency,
    );
    if (!match) {
      misses.push(`market figure missed: ${figure.label ?? "unlabelled"} ${figure.amount} ${figure.currency}`);
      continue;
    }
    used.add(match);
    if (figure.label !== null && match.label !== figure.label)
      misses.push(`market figure ${figure.amount} ${figure.currency}: labelled ${match.label}, want ${figure.label}`);
    else tp++;
  }
  for (const candidate of got)
    if (!used.has(candidate))
      misses.push(`market figure invented: ${candidate.label} ${candidate.amount} ${candidate.currency}`);
  return { tp, predicted: got.length, truth: truth.length, misses };
}

/**
 * The team slide against the team described: as many cards as people (or, for one person, the
 * slide says them), each person's role in a card of its own. An empty or missing slide is a miss.
 */
export function teamMiss(truth: NonNullable<Truth["team"]>, deck: TDeck): string | null {
  const slide = deck.slides.find((candidate) => candidate.kind === "team");
  if (truth.length === 0) return null;
  if (!slide) return `team slide missing: want ${truth.length} people`;
  const cards = slide.blocks.flatMap((block) => (block.type === "list" ? block.items : []));
  const texts = [slide.headline, ...slide.blocks.map((block) => (block.type === "text" ? block.text : ""))];
  if (truth.length === 1) {
    const all = loose([...cards, ...texts].join(" "));
    const wanted = truth[0];
    const words = loose(wanted?.role ?? "")
      .split(" ")
      .filter((word) => word.length > 3);
    return words.length === 0 || words.some((word) => all.includes(word))
      ? null
      : `team: want ${JSON.stringify(wanted)}, slide says ${JSON.stringify(texts)}`;
  }
  if (cards.length !== truth.length) return `team: want ${truth.length} cards, got ${JSON.stringify(cards)}`;
  const missing = truth.filter((person) => {
    const words = loose(`${person.name ?? ""} ${person.role}`)
      .split(" ")
      .filter((word) => word.length > 3);
    return words.length > 0 && !cards.some((card) => words.some((word) => loose(card).includes(word)));
  });
  return missing.length === 0 ? null : `team: no card for ${JSON.stringify(missing)} in ${JSON.stringify(cards)}`;
}

/** The money of a blueprint, as its documents read it. */
export type MoneyReader = (blueprint: TBlueprint) => ReadMoney;
