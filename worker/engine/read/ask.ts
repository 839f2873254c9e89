import type { TAsk, TMoney } from "#shared/blueprint/schema";
import { capitalise, clause, splitTopLevel } from "../text/text";
import { WORDS } from "./language";
import { alternation } from "./language/patterns";
import type { AskWords } from "./language/types";
import { isLater } from "./markers";
import { DEFAULT_CONTEXT, type MoneyContext } from "./money/context";
import { parseMoney } from "./money/parse-money";
import type { AnalyzerPhrases } from "./phrases/types";
import { sentencesOf } from "./reading/segment";
import { statedUseOfFunds } from "./use-of-funds";

/** Words of the four languages as one pattern (founders mix them); a word ending in "*" is a stem. */
function askPattern(pick: (words: AskWords) => readonly string[], flags = "iu"): RegExp {
  const words = [...new Set(Object.values(WORDS).flatMap((words) => pick(words.ask)))];
  const stems = words.filter((word) => word.endsWith("*")).map((word) => word.slice(0, -1));
  const whole = words.filter((word) => !word.endsWith("*"));
  const parts = [
    ...(stems.length > 0 ? [`${alternation(stems)}\\p{L}*`] : []),
    ...(whole.length > 0 ? [alternation(whole)] : []),
  ];
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join("|")})(?![\\p{L}\\p{N}])`, flags);
}

export const NOT_RAISING = askPattern((words) => words.notRaising);
const RAISING = askPattern((words) => [...words.raising, ...words.rounds]);
const ROUND = askPattern((words) => words.rounds);
const ALREADY = askPattern((words) => words.already);
const NEW_NOUN_PHRASE = /,\s*|\s+(?:and|und|y|et)\s+(?=(?:a|an|the|un|una|une|des|einen|eine|ein|unos|unas)\s)/gi;
const LOOKING_FOR =
  /(?:looking for|seeking|searching for|we need|need|want|buscamos|busca(?:mos)?|necesitamos|cherchons|recherchons|cherche|suchen|brauchen)\s+(.+?)(?:;|\.(?=\s|$)|$)/gi;

/**
 * The ask of q17: whether the founder raises money, how much and for what, and what else they
 * look for (partners, a development vendor). A founder who is not raising gets no amount, ever;
 * a use of funds they state in shares is theirs; when none is stated, a split is proposed from
 * the budget and channels and marked as an assumption.
 */
export function parseAsk(input: {
  team: string;
  budget: TMoney;
  channels: readonly string[];
  phrases: AnalyzerPhrases;
  context?: MoneyContext;
}): { ask: TAsk; assumed: boolean } {
  const context = input.context ?? DEFAULT_CONTEXT;
  const text = input.team;
  const notRaising = NOT_RAISING.test(text);
  const said = raisingClause(text, input.budget.currency, context);
  const money = said?.money ?? parseMoney(text, input.budget.currency, context);
  // "evtl. später Seed, jetzt nicht": a round put off is none.
  const raising = !notRaising && (said !== null || (RAISING.test(text) && !isLater(text) && money.amount !== null));
  const lookingFor = wanted(text, context);
  if (!raising)
    return { ask: { raising: false, amount: null, round: null, useOfFunds: [], lookingFor }, assumed: false };
  const round = (said?.text ?? "").match(ROUND)?.[0] ?? text.match(ROUND)?.[0] ?? null;
  // The founder's own split wins; only without one does the product propose a split (and say so).
  const stated = statedUseOfFunds(text);
  return {
    ask: { raising, amount: money, round, useOfFunds: stated ?? proposedUse(money, input), lookingFor },
    assumed: stated === null,
  };
}

/**
 * The clause that raises, with its amount: "Pre-Seed 300k € von Angels ist drin, Seed über 2,5
 * Mio. € ab Q3/2027" raises 2,5 Mio. €; "Raising R3m pre-seed (R400k angel money already in)"
 * R3m. Money already in (outside brackets) is not the ask.
 */
function raisingClause(
  text: string,
  currency: string | null,
  context: MoneyContext,
): { text: string; money: TMoney } | null {
  const sentences = sentencesOf(text, context.language);
  for (const sentence of sentences.flatMap((item) => splitTopLevel(item, /;\s*/g))) {
    for (const part of splitTopLevel(sentence, /,(?!\d)\s*/g)) {
      const outside = part.replace(/\([^()]*\)/g, " ");
      if (!RAISING.test(outside) || ALREADY.test(outside)) continue;
      const money = parseMoney(part, currency, context);
      if (money.amount !== null) return { text: part, money };
    }
  }
  return null;
}

/** What they look for besides money: "a vendor to build version 1", "a development partner". */
function wanted(text: string, context: MoneyContext): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(LOOKING_FOR)) {
    // "a CTO and a vendor" is two; "a vendor with Tauri or Electron experience" is one.
    for (const part of splitTopLevel(match[1] ?? "", NEW_NOUN_PHRASE)) {
      const item = clause(part);
      if (!item || parseMoney(item, null, context).amount !== null || RAISING.test(item)) continue;
      out.push(capitalise(item));
    }
  }
  return [...new Set(out)].slice(0, 6);
}

/**
 * The build budget's share of the round (at most 70%), the rest to go-to-market and runway. The
 * share is a whole percent rounded down, so the amount it stands for never exceeds the budget
 * ($90,000 of $400,000 is 22%, $88,000; rounded it was 23%, $92,000, over the budget it named).
 */
function proposedUse(money: TMoney, input: { budget: TMoney; channels: readonly string[]; phrases: AnalyzerPhrases }) {
  const { phrases } = input;
  const amount = money.amount ?? 0;
  const budget = input.budget.upTo ?? input.budget.amount;
  const sameCurrency = !input.budget.currency || !money.currency || input.budget.currency === money.currency;
  const build =
    budget && amount > 0 && sameCurrency ? Math.min(70, Math.max(10, Math.floor((budget / amount) * 100))) : 40;
  const market = Math.round((100 - build) * 0.6);
  return [
    { item: phrases.funds.build(input.budget.text || "—"), share: build, assumption: true },
    { item: phrases.funds.market(input.channels[0] ?? null), share: market, assumption: true },
    { item: phrases.funds.operations, share: 100 - build - market, assumption: true },
  ];
}
