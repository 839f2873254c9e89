import { normalizeName } from "#shared/blueprint/names";
import type { TProduct } from "#shared/blueprint/schema";
import { capitalise, clause, listItems, sentences } from "../text/text";
import { weeksUntilFirstRelease } from "./answer-parsers";
import type { AnswerReader } from "./answer-reader";
import { readCompetitors } from "./competitors";
import type { MoneyContext } from "./money/context";
import { readMarketFigures } from "./money/market";
import { currencyOfAnswers, parseMoney } from "./money/parse-money";
import { readPrice } from "./money/price";
import { withoutHedgeLabel } from "./reading/layout";
import { readTeam } from "./team";

/** The answers that speak of money, in the order a currency written once is looked for. */
const MONEY_ANSWERS = ["q13", "q16", "q17", "q16a", "q12a"];

/** The product's facts as the founder wrote them, one field per answer; money read once, as fields. */
export function readProduct(read: AnswerReader, context: MoneyContext): TProduct {
  const currency = currencyOfAnswers(
    MONEY_ANSWERS.map((id) => read.text(id)),
    context,
  );
  const assets = /^\s*(?:y|s[ií]|oui|ja)/i.test(read.text("q18"))
    ? { what: read.text("q18a"), reuse: read.text("q18b"), ownership: read.text("q18c") }
    : null;
  return {
    name: productName(read.text("q1")),
    oneLiner: read.text("q2"),
    problem: read.text("q3"),
    currentAlternatives: read.text("q3a"),
    audience: read.text("q4"),
    persona: read.text("q4a"),
    competitors: readCompetitors(read.list("q5")),
    differentiator: read.text("q5a"),
    criticalWorkflow: read.text("q8a"),
    sensitiveData: read.text("q9a"),
    scale: read.text("q12a"),
    budget: parseMoney(read.text("q13"), currency, context),
    timeline: { answer: read.text("q14"), weeks: weeksUntilFirstRelease(read.text("q14"), context.language) },
    cuts: read.text("q14a"),
    successMetrics: listItems(read.list("q15"))
      .map(withoutHedgeLabel)
      .map(capitalise)
      .map((item) => item.slice(0, 300))
      .slice(0, 10),
    businessModel: read.text("q16"),
    price: readPrice(read.text("q16"), context, currency),
    market: read.text("q16a"),
    marketFigures: readMarketFigures(read.text("q16a"), context, currency),
    team: read.text("q17"),
    teamMembers: readTeam(read.list("q17"), context.language),
    channels: listItems(read.list("q19"))
      .map((item) => item.replace(CHANNEL_LEAD, ""))
      .filter((item) => /[\p{L}\p{N}]/u.test(item))
      .map(capitalise)
      .map((item) => item.slice(0, 200))
      .slice(0, 10),
    vendorExpectations: read.text("q20"),
    assets,
  };
}

/** The name as written (normalized the blueprint's way); "Product" when it has no letter or digit. */
/**
 * "Through Facebook groups", "Über Landfrauenvereine", "A través de ferias": a channel is what
 * follows; the documents say "through" themselves ("we reach them through ...").
 */
const CHANNEL_LEAD =
  /^\s*(?:mainly |mostly |probably )?(?:through|via|by|over|über|durch|a trav[ée]s de|mediante|por medio de|gr[âa]ce [àa]|par le biais de|par)\s+/iu;

/**
 * The name the founder gave, without a note about it: "Bandstand (working title, might change)"
 * is Bandstand in every heading of every document. A bracket that is the whole answer stays.
 */
const NAME_NOTE =
  /\s*[([](?:[^)\]]*\b(?:working title|name|tbd|might change|for now|arbeitstitel|vorl[äa]ufig|t[íi]tulo provisional|provisional|nom provisoire|provisoire|titre de travail)\b[^)\]]*)[)\]]\s*$/iu;

/**
 * The same note after a comma or a dash: "Cratebox, I think, we keep changing the name",
 * "Coulisses - nom provisoire". Only a tail that hedges or speaks of the name goes, so "Smith,
 * Jones & Co" keeps its comma.
 */
const NAME_TRAILING_NOTE =
  /\s*(?:,|;|\s[-–—])\s*(?:(?:i think|i guess|probably|maybe|perhaps|je crois|je pense|peut-[êe]tre|ich glaube|glaube ich|vielleicht|creo|quiz[áa]s|tal vez)\b.*|.*\b(?:working title|name|not final|might change|for now|tbd|arbeitstitel|vorl[äa]ufig|nom provisoire|provisoire|titre de travail|t[íi]tulo provisional|provisional|nombre)\b.*)$/iu;

function productName(answer: string): string {
  const named = clause(answer).replace(NAME_NOTE, "").replace(NAME_TRAILING_NOTE, "");
  const name = normalizeName(/[\p{L}\p{N}]/u.test(named) ? named : clause(answer), 120);
  return /[\p{L}\p{N}]/u.test(name) ? name : "Product";
}

/** Risks and open questions of q21, one per sentence. */
export function readRisks(read: AnswerReader): string[] {
  return sentences(read.list("q21"))
    .map(capitalise)
    .map((item) => item.slice(0, 400))
    .slice(0, 10);
}
