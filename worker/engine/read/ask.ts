import type { TAsk, TMoney } from "#shared/blueprint/schema";
import { capitalise, clause, splitTopLevel } from "../text/text";
import { DEFAULT_CONTEXT, type MoneyContext } from "./money/context";
import { parseMoney } from "./money/parse-money";
import type { AnalyzerPhrases } from "./phrases/types";
import { statedUseOfFunds } from "./use-of-funds";

export const NOT_RAISING =
  /not (?:raising|looking for (?:funding|investment|investors|money))|no (?:outside )?(?:funding|investment|investors|money)|bootstrap\w*|self-?funded|without (?:funding|investors)|volunteer-run|autofinanc\w*|sin (?:inversi[óo]n|inversores|financiaci[óo]n)|no buscamos (?:inversi[óo]n|financiaci[óo]n)|pas de lev[ée]e|ne (?:levons|cherchons) pas|(?:on |nous )l[èe]ve(?:ons)? pas|sans investisseurs|keine (?:investoren|finanzierung)|eigenfinanziert|ohne investoren|nicht auf (?:der )?suche nach (?:investoren|kapital)/i;
const RAISING =
  /rais\w*|\blevant\w*|semilla|l[èe]ve\b|seek\w* (?:funding|investment|\$|€|£)|funding|invest\w*|pre-?seed|\bseed\b|series [a-d]|angel|runde|finanzierung|kapital|investoren|inversi[óo]n|financiaci[óo]n|ronda|lev[ée]e|lever|financement|investisseurs|amor[çc]age/i;
const NEW_NOUN_PHRASE = /,\s*|\s+(?:and|und|y|et)\s+(?=(?:a|an|the|un|una|une|des|einen|eine|ein|unos|unas)\s)/gi;
const ROUND =
  /pre-?seed|\bseed\b|series [a-d]|serie [a-d]|s[ée]rie [a-d]|angel|friends and family|amor[çc]age|semilla/i;
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
  const money = parseMoney(text, input.budget.currency, context);
  const raising = !notRaising && RAISING.test(text) && money.amount !== null;
  const lookingFor = wanted(text, context);
  if (!raising)
    return { ask: { raising: false, amount: null, round: null, useOfFunds: [], lookingFor }, assumed: false };
  const round = text.match(ROUND)?.[0] ?? null;
  // The founder's own split wins; only without one does the product propose a split (and say so).
  const stated = statedUseOfFunds(text);
  return {
    ask: { raising, amount: money, round, useOfFunds: stated ?? proposedUse(money, input), lookingFor },
    assumed: stated === null,
  };
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
