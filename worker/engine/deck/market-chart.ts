import type { TBlock } from "#shared/deck/schema";
import type { DeckContext } from "./deck-context";
import { compactMoney, count } from "./figures";
import { BUDGET, fitText } from "./text-budget";

/**
 * TAM, SAM and SOM as bars with their arithmetic, from the founder's figures only; null when the
 * answers give no figure. The renderings draw them as big numbers, not as bars (decision 033).
 */
export function marketChart(context: DeckContext): TBlock | null {
  const { sizing, deck } = context;
  const { tam, sam, som } = sizing;
  if (!tam && !sam) return null;
  // A size the founder states is shown as stated; one computed shows its arithmetic.
  const detail = (size: NonNullable<typeof sam>, stated: string) =>
    size.stated ? stated : times(size.customers, (size.price ?? sizing.price)?.yearly, size.currency, context);
  const bars = [
    tam && {
      label: deck.blocks.tam,
      value: tam.value,
      display: compactMoney(tam.value, tam.currency, context),
      detail: tam.stated ? deck.blocks.tamStated : times(tam.customers, sizing.price?.yearly, tam.currency, context),
    },
    sam && {
      label: deck.blocks.sam,
      value: sam.value,
      display: compactMoney(sam.value, sam.currency, context),
      detail: detail(sam, deck.blocks.countStated),
    },
    som && {
      label: deck.blocks.som,
      value: som.value,
      display: compactMoney(som.value, som.currency, context),
      detail: detail(som, deck.blocks.countStated),
    },
  ].filter((bar) => bar !== null);
  return {
    type: "chart",
    chart: {
      type: "bars",
      title: deck.blocks.sizing,
      // Linear: the slides show the figures as big numbers and nested shapes, never a log axis (decision 033).
      scale: "linear",
      bars: bars.map((bar) => ({ ...bar, detail: fitText(bar.detail, 160) })),
    },
  };
}

function times(
  customers: { value: number; noun: string } | null,
  yearly: number | undefined,
  currency: string,
  context: DeckContext,
): string {
  if (!customers || yearly === undefined) return "";
  return context.deck.blocks.sizeTimes(
    count(customers.value, context),
    customers.noun,
    compactMoney(yearly, currency, context),
  );
}

/** The arithmetic in words for the speaker: "TAM $1.2B (as stated); SAM 60,000 ... = $35.3M". */
export function sizingSentence(context: DeckContext): string {
  const chart = marketChart(context);
  if (chart?.type !== "chart" || chart.chart.type !== "bars") return "";
  return fitText(
    chart.chart.bars.map((bar) => `${bar.label} ${bar.display}${bar.detail ? ` (${bar.detail})` : ""}`).join("; "),
    BUDGET.note - 40,
  );
}
