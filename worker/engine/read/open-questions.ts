import type { TEntity, TOpenQuestion, TProduct, TRole, TWorkflow } from "#shared/blueprint/schema";
import type { AnswerReader } from "./answer-reader";
import { NOT_RAISING } from "./ask";
import { USER_ENTITY } from "./field-types";
import { isNone } from "./markers";
import { findAmounts } from "./money/amounts";
import type { AnalyzerPhrases, Noun } from "./phrases/types";
import { isStatusKey } from "./reading/status-words";

const MAX_QUESTIONS = 12;
/** Words of a price model: the product is sold, so its price and market matter. */
const PRICING_WORDS =
  /\b(?:subscription|per (?:user|month|seat|year)|monthly|fee|commission|licen[cs]e|pricing|abo\w*|monatlich|geb[üu]hr|provision|lizenz|suscripci[óo]n|mensual|comisi[óo]n|cuota|tarifa|abonnement|mensuel|commission|licence|frais)\b/iu;
/** Words that say money is raised, in the four languages (the ask reads the amount). */
const RAISING_WORDS =
  /\b(?:rais\w*|funding|investors?|seed|pre-?seed|series [a-d]|angels?|investoren|finanzierung|runde|inversi[óo]n|inversores|ronda|semilla|levant\w*|lev[ée]e|l[èe]ve|investisseurs|amor[çc]age)\b/iu;

type Input = {
  read: AnswerReader;
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

  if (input.workflows.length === 0 || input.workflows.every((flow) => flow.steps.length < 2)) ask("q8", q.workflows);
  if (input.platformAssumed) ask("q11", q.platforms(product.name));
  if (input.capabilities === 0) ask("q6", q.capabilities);
  if (product.budget.amount === null) ask("q13", q.budget);
  if (!product.timeline.answer || isNone(product.timeline.answer)) ask("q14", q.timeline);
  // A product that is sold: a model named without a price, or no answer at all.
  const priced = findAmounts(product.businessModel).length > 0 || /\d\s?%/.test(product.businessModel);
  const sold = PRICING_WORDS.test(product.businessModel);
  if (!priced && (sold || !product.businessModel || isNone(product.businessModel))) ask("q16", q.price);
  const raisingSaid = RAISING_WORDS.test(product.team) && !NOT_RAISING.test(product.team);
  if (!input.raising && raisingSaid && findAmounts(product.team).length === 0) ask("q17", q.raising);
  if ((priced || sold) && !/\d/.test(product.market)) ask("q16a", q.market);

  return asked.slice(0, MAX_QUESTIONS).map((item, index) => ({ id: `Q-${index + 1}`, ...item }));
}
