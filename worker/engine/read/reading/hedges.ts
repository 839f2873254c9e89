import { WORDS } from "../language";
import { alternation } from "../language/patterns";
import type { HedgeWords } from "../language/types";

/**
 * What founders say of a capability besides naming it: that it can wait ("maybe later", "not
 * now", "erstmal nicht", "más adelante", "pas pour l'instant", "after v1") or that it is welcome
 * but not needed ("would be nice", "wäre schön", "estaría bien", "ce serait bien", "if it's not
 * too much work"). A priority comes from these words said of the feature, never from a word it
 * shares with another. The words are each language's (language/*.ts); founders mix languages, so
 * a hedge of any of the four is read in any answer.
 */

const every = (pick: (words: HedgeWords) => readonly string[]) => [
  ...new Set(Object.values(WORDS).flatMap((words) => pick(words.hedges))),
];
const bounded = (words: readonly string[], flags = "iu") =>
  new RegExp(`(?<![\\p{L}\\p{N}])${alternation(words)}(?![\\p{L}\\p{N}])`, flags);

/** It can wait: not in version 1. */
export const LATER_WORDS = bounded([...every((words) => words.later), ...every((words) => words.wait)]);

/** Doubt said of a thing named: "maybe Twilio", "vielleicht PayPal" (not that it can wait), as a pattern source. */
export const DOUBT_WORDS = alternation(every((words) => words.doubt)).slice(3, -1);

/** Welcome but not needed: Could. */
export const COULD_WORDS = bounded(every((words) => words.could));

/** Important but not vital, said of a feature ("wär gut"): Should. A bare "should" is a label's only. */
export const SHOULD_WORDS = bounded(every((words) => words.should));

/** Needed for version 1: said as the label of a list ("Indispensable :", "Zwingend erforderlich:"). */
export const MUST_WORDS = bounded(every((words) => words.must));

/** "cash is fine at first", "die können die Piloten noch in Excel machen": why, not what. */
const REASON = bounded(every((words) => words.reason));

export type Hedge = "later" | "could" | "should" | null;

/** The priority a phrase's own words give: Later beats Could ("ce serait bien, mais ça peut venir après la v1"). */
export function hedgeOf(text: string): Hedge {
  if (LATER_WORDS.test(text)) return "later";
  if (COULD_WORDS.test(text)) return "could";
  if (SHOULD_WORDS.test(text)) return "should";
  return null;
}

/** A clause that gives a reason ("cash is fine at first") rather than a capability. */
export function isReason(text: string): boolean {
  return REASON.test(text);
}

const LEADING = new RegExp(`^${alternation(every((words) => words.leading))}(?![\\p{L}])\\s*[,:]?\\s*`, "iu");
const PURPOSE_AFTER = new RegExp(`^\\s*${alternation(every((words) => words.purpose))}\\s`, "iu");
const TRAILING = new RegExp(`[\\s,;:–—-]+(?:${alternation(every((words) => words.trailing))})?\\s*$`, "iu");
const TRAILING_DOUBT = new RegExp(`\\s+${alternation(every((words) => words.doubt))}$`, "iu");
const LATER_ALL = new RegExp(LATER_WORDS.source, "giu");
const COULD_ALL = new RegExp(COULD_WORDS.source, "giu");
const SHOULD_ALL = new RegExp(SHOULD_WORDS.source, "giu");

/**
 * The phrase without its hedge: "Chat between owner and walker would be nice" -> "Chat between
 * owner and walker"; "Ce serait bien d'avoir aussi une liste d'attente" -> "une liste d'attente";
 * "In-app payment maybe later" -> "In-app payment". A hedge closing the phrase takes what follows
 * it along ("estaría bien, pero no es urgente").
 */
export function withoutHedge(text: string): string {
  let out = text.replace(LEADING, "");
  for (const words of [COULD_ALL, SHOULD_ALL, LATER_ALL]) {
    words.lastIndex = 0;
    const match = words.exec(out);
    if (!match) continue;
    const before = out.slice(0, match.index);
    const after = out.slice(match.index + match[0].length);
    // A hedge after the capability ends it ("X would be nice if it's not too much work"), but
    // what it is for goes on ("Stripe later for billing").
    if (/\p{L}{2}/u.test(before)) out = PURPOSE_AFTER.test(after) ? `${before.trimEnd()} ${after.trim()}` : before;
    else out = after;
  }
  return (
    out
      .replace(TRAILING, "")
      // "memberships probably (come later)": a doubt left at the end is not part of the name.
      .replace(TRAILING_DOUBT, "")
      .replace(/^[\s,;:–—-]+/u, "")
      .trim()
  );
}
