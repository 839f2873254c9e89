import type { TEntity, TOpenQuestion, TProduct, TRequirement, TRole, TWorkflow } from "#shared/blueprint/schema";
import { asciiWords } from "#shared/text/identifiers";
import type { AnswerLanguage } from "./answer-language";
import type { AnswerReader } from "./answer-reader";
import { NOT_RAISING } from "./ask";
import { USER_ENTITY } from "./field-types";
import { isNone } from "./markers";
import { findAmounts } from "./money/amounts";
import type { AnalyzerPhrases, Noun } from "./phrases/types";
import { LEXICON } from "./reading/lexicon";
import { isStatusKey } from "./reading/status-words";
import { subjectOf } from "./reading/subject";

const MAX_QUESTIONS = 12;
/** Words of a price model: the product is sold, so its price and market matter. */
const PRICING_WORDS =
  /\b(?:subscription|per (?:user|month|seat|year)|monthly|fee|commission|licen[cs]e|pricing|abo\w*|monatlich|geb[üu]hr|provision|lizenz|suscripci[óo]n|mensual|comisi[óo]n|cuota|tarifa|abonnement|mensuel|commission|licence|frais)\b/iu;
/** Words that say money is raised, in the four languages (the ask reads the amount). */
const RAISING_WORDS =
  /\b(?:rais\w*|funding|investors?|seed|pre-?seed|series [a-d]|angels?|investoren|finanzierung|runde|inversi[óo]n|inversores|ronda|semilla|levant\w*|lev[ée]e|l[èe]ve|investisseurs|amor[çc]age)\b/iu;

type Input = {
  read: AnswerReader;
  /** The requirements, to ask about a capability named in one word. */
  requirements?: readonly TRequirement[];
  /** The language the answers are in (for the words of no name). */
  language?: AnswerLanguage;
  product: TProduct;
  roles: readonly TRole[];
  entities: readonly TEntity[];
  nouns: ReadonlyMap<string, Noun>;
  workflows: readonly TWorkflow[];
  capabilities: number;
  platformAssumed: boolean;
  raising: boolean;
  phrases: AnalyzerPhrases;
};

/**
 * What the answers do not tell, asked rather than guessed: no roles, or roles without rights or
 * an administrator; no records, or records without details; a status without its values; no
 * workflow; no platform; no capability; no readable budget, date, price, amount raised or market
 * figure. Each question names the answer it is about, so the founder can open that answer and
 * write what is missing; the RFP asks vendors to state what they assume meanwhile.
 */
export function openQuestions(input: Input): TOpenQuestion[] {
  const { read, product, phrases } = input;
  const q = phrases.questions;
  const asked: { answer: string; question: string }[] = [];
  const ask = (answer: string, question: string) => asked.push({ answer, question });

  if (
    input.roles.length === 0 &&
    !isNone(read.text("q7")) &&
    !/^(?:just |only )?(?:me|i|ich|yo|moi)\b/i.test(read.text("q7"))
  )
    ask("q7", q.roles(product.name));
  const silent = input.roles.filter((role) => !role.permissions.trim());
  if (silent.length > 0) ask("q7", q.rights(phrases.list(silent.map((role) => role.name))));
  if (input.roles.length >= 2 && !input.roles.some((role) => role.admin)) ask("q7", q.admin);

  const records = input.entities.filter((entity) => entity.name !== USER_ENTITY && !entity.assumption);
  if (records.length === 0) ask("q9", q.records(product.name));
  const bare = records.filter((entity) =>
    entity.fields.every((field) => field.assumption || field.type === "reference"),
  );
  if (bare.length > 0) ask("q9", q.details(phrases.list(bare.map((entity) => entity.label))));
  for (const entity of records) {
    const status = entity.fields.find((field) => field.type !== "enum" && isStatusKey(field.key));
    const noun = input.nouns.get(entity.name) ?? { one: entity.label, many: entity.label };
    if (status) ask("q9", q.status(noun));
  }

  // Weak readings (issue 39): asked, not guessed.
  weakReadings(input, ask);

  if (input.workflows.length === 0 || input.workflows.every((flow) => flow.steps.length < 2)) ask("q8", q.workflows);
  if (input.platformAssumed) ask("q11", q.platforms(product.name));
  if (input.capabilities === 0) ask("q6", q.capabilities);
  if (product.budget.amount === null) ask("q13", q.budget);
  if (!product.timeline.answer || isNone(product.timeline.answer)) ask("q14", q.timeline);
  // A product that is sold: a model named without a price, or no answer at all (the price as read).
  const priced = product.price !== null;
  const sold = PRICING_WORDS.test(product.businessModel);
  if (!priced && (sold || !product.businessModel || isNone(product.businessModel))) ask("q16", q.price);
  const raisingSaid = RAISING_WORDS.test(product.team) && !NOT_RAISING.test(product.team);
  if (!input.raising && raisingSaid && findAmounts(product.team).length === 0) ask("q17", q.raising);
  if ((priced || sold) && product.marketFigures.length === 0 && !/\d/.test(product.market)) ask("q16a", q.market);

  return asked.slice(0, MAX_QUESTIONS).map((item, index) => ({ id: `Q-${index + 1}`, ...item }));
}

/**
 * Readings the reader is not sure of: a role whose name ends in a word of no name ("Jefe de
 * la"); a role's rights that hold another sentence with a subject of its own ("… ; La encargada
 * de compras cotiza"); a detail named like a status value of its record; a capability named in
 * a fragment (at most two asked).
 */
function weakReadings(input: Input, ask: (answer: string, question: string) => void): void {
  const { phrases } = input;
  const q = phrases.questions;
  const language = input.language ?? "en";
  const lex = LEXICON[language];
  const noName = (word: string) =>
    lex.determiners.has(word) || lex.prepositions.has(word) || lex.complement.has(word) || lex.conjunctions.has(word);
  for (const role of input.roles) {
    const last = role.name.split(/\s+/).at(-1)?.toLocaleLowerCase(language) ?? "";
    if (role.name.includes(" ") && noName(last)) ask("q7", q.roleName(role.name));
    const clauses = role.permissions.split(/;\s*|\.\s+/u).slice(1);
    const other = clauses.find((text) => {
      const subject = subjectOf(text, language);
      return (
        subject !== null &&
        !subject.labelled &&
        /^\p{Lu}/u.test(text.trim()) &&
        lex.determiners.has((text.trim().split(/\s+/)[0] ?? "").toLocaleLowerCase(language))
      );
    });
    if (other) ask("q7", q.roleRights(role.name, other.trim().split(/\s+/).slice(0, 5).join(" ")));
  }
  for (const entity of input.entities) {
    const values = new Set(entity.fields.flatMap((field) => field.values));
    for (const field of entity.fields) {
      if (field.type === "enum" || field.assumption) continue;
      if (values.has(asciiWords(field.label).join("_"))) ask("q9", q.statusField(entity.label, field.label));
    }
  }
  // A capability of version 1 whose title is a fragment: it opens with a word of no name ("De
  // plaques") or is one short word ("Pay"). "Ratings" or "Nebenkostenabrechnung" name one.
  const oneWord = (input.requirements ?? []).filter((item) => {
    if (item.kind !== "capability" || item.assumption || item.priority === "later") return false;
    const words = item.title.split(/\s+/);
    const content = words.filter((word) => !noName(word.toLocaleLowerCase(language)));
    const fragment = noName((words[0] ?? "").toLocaleLowerCase(language)) && content.length < 2;
    const short = words.length === 1 && (words[0] ?? "").length <= 3 && !/^\p{Lu}{2,}$/u.test(words[0] ?? "");
    return fragment || short;
  });
  for (const item of oneWord.slice(0, 2)) ask("q6", q.shortFeature(item.title));
}
