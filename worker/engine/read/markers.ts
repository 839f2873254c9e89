import { clause } from "../text/text";
import { WORDS } from "./language";
import { alternation } from "./language/patterns";
import type { HedgeWords } from "./language/types";

/**
 * Words founders use to put something off or to refuse it, from each language's words
 * (language/*.ts). "Stripe later for billing" is a Later integration; "no mobile app in version
 * 1" is a platform refused for version 1.
 */
const every = (pick: (words: HedgeWords) => readonly string[]) => [
  ...new Set(Object.values(WORDS).flatMap((words) => pick(words.hedges))),
];

const LATER = new RegExp(`(?<![\\p{L}\\p{N}])${alternation(every((words) => words.later))}(?![\\p{L}\\p{N}])`, "iu");
const LATER_ALL = new RegExp(LATER.source, "giu");
const REFUSED = new RegExp(
  `(?<![\\p{L}\\p{N}])${alternation(every((words) => words.refused))}(?![\\p{L}\\p{N}])`,
  "iu",
);
const NONE = new RegExp(`^(?:${alternation(every((words) => words.none))}|-+)$`, "iu");

export function isLater(text: string): boolean {
  return LATER.test(text);
}

/** "Stripe later for billing" -> "Stripe for billing": the item without the marker. */
export function withoutLater(text: string): string {
  return clause(
    text
      .replace(LATER_ALL, " ")
      .replace(/\(\s*\)/g, " ")
      .replace(/\s+/g, " "),
  ).replace(/^(?:[-–,:;]\s*)+|(?:\s*[-–,:;(])+$/g, "");
}

export function isRefused(text: string): boolean {
  return REFUSED.test(text);
}

/** "None", "n/a", "nada", "keine": an answer meaning an empty list. */
export function isNone(text: string | undefined): boolean {
  return NONE.test(clause(text ?? ""));
}
