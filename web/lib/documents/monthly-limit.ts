import { REGENERATION_COST } from "#shared/documents/kinds";
import type { TUsage } from "#shared/schemas/documents";
import type { GenerateBlock } from "./entitlements";

/** What a generation will count: a whole document, or half for a regeneration after edited answers. */
export function generationCost(regenerate: boolean): number {
  return regenerate ? REGENERATION_COST : 1;
}

/**
 * Whether this month's documents leave too little for a generation of `cost`: the server would
 * refuse it (429) until `resetsAt`. Past the reset (a page left open over the 1st) it is allowed
 * again without waiting for the next fetch; the server has the last word.
 */
export function monthlyLimitBlocks(usage: TUsage | undefined, cost: number, now: number = Date.now()): boolean {
  if (!usage) return false;
  if (now >= Date.parse(usage.resetsAt)) return false;
  return usage.remaining < cost;
}

/** Usage moves in halves (a regeneration after edits counts half): one decimal is always enough ("7.5"). */
export function usageNumber(value: number): number {
  return Math.round(value * 10) / 10;
}

/**
 * Why a Generate (or Regenerate) button is off: the package's verdict from the server first, then
 * this month's documents (a regeneration after edited answers counts half). Every Generate button
 * asks this one rule.
 */
export function generateBlock(
  refusal: GenerateBlock | null,
  usage: TUsage | undefined,
  regenerate: boolean,
): GenerateBlock | null {
  if (refusal) return refusal;
  return monthlyLimitBlocks(usage, generationCost(regenerate)) ? "monthly_limit" : null;
}
