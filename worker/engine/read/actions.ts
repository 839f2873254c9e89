import type { TAction, TEntity, TField, TRole, TWorkflow } from "#shared/blueprint/schema";
import { asciiWords, camelCase, kebabCase, referenceKeyOf, singular } from "#shared/text/identifiers";
import { capitalise, clause } from "../text/text";
import { mentions, similarity, stem, stems } from "../text/words";
import type { AnswerLanguage } from "./answer-language";
import { isInvoiceNoun, isPaymentNoun } from "./entities";
import { WORDS } from "./language";
import { alternation } from "./language/patterns";
import { findAmounts } from "./money/amounts";
import type { AnalyzerPhrases, Noun } from "./phrases/types";
import { LEXICON } from "./reading/lexicon";
import { splitOutsideBrackets } from "./reading/segment";
import { isStatusKey } from "./reading/status-words";
import type { RequirementDraft } from "./requirements";
import { findVerbs, statusSetBy } from "./verbs/find-verbs";
import type { Verb } from "./verbs/lexicon";
import type { Workflow } from "./workflows";

const LANGUAGE_INDEX: Record<AnswerLanguage, number> = { en: 0, es: 1, fr: 2, de: 3 };
/** Words that end the object of a verb: "posted to Xero", "assigns referees to matches". */
const PREPOSITION =
  /^(?:to|for|with|in|on|by|from|into|at|via|para|con|en|por|pour|avec|dans|sur|par|fur|mit|auf|zu|im|nach)$/;
const DETERMINERS =
  /^(?:the|a|an|each|every|all|their|its|his|her|my|our|your|new|it|them|el|la|los|las|lo|un|una|su|sus|le|les|l|d|une|des|du|son|sa|ses|leur|leurs|der|die|das|den|dem|ein|eine|einen|jede|jeden|sein|seine|ihr|ihre|es|er|ihn|ihm|ihnen|chaque|cada)$/;
/** Words that end an object: "claim it gets it", "a colleague who accepts". */
const CLAUSE_END =
  /^(?:is|are|was|were|gets?|got|has|have|had|will|can|must|then|and|or|who|which|that|que|qui|und|y|et|ou|o|est|sont|ist|sind|wird|werden|fue|era)$/;
/**
 * Adverbs that end an object: "approves it first", "prüft ihn zuerst", "lo revisa primero"; and
 * a German separable verb's particle ("sagt er ab").
 */
const ADVERB =
  /^(?:ab|zuruck|weg|first|again|later|immediately|now|today|also|too|directly|together|afterwards|before|once|zuerst|erst|sofort|dann|danach|primero|luego|despues|antes|enseguida|abord|ensuite|puis|avant|aussitot)$/;
/** Verbs that attach one record to another: "assigns referees (to matches)". */
const ATTACH = new Set(["assign", "add", "invite"]);

export type WorkflowModel = {
  workflows: TWorkflow[];
  actions: TAction[];
  addedFields: { entity: string; field: TField }[];
};

type Context = {
  entities: readonly TEntity[];
  nouns: ReadonlyMap<string, Noun>;
  roles: readonly TRole[];
  requirements: readonly RequirementDraft[];
  language: AnswerLanguage;
  phrases: AnalyzerPhrases;
  critical: string;
  /** The language the founder wrote the steps in. */
  answerLanguage: AnswerLanguage;
  /** The role the founders give themselves ("ops (us)"): who "we" are in the steps. */
  founder?: TRole | null;
};

/** The context of one build, with what every workflow asks of it worked out once. */
type Scope = Context & {
  /** The records of the roles: people an action may be done for rather than on. */
  people: ReadonlySet<TEntity>;
};

/**
 * The workflows of q8 as named steps, and the steps that are more than create/read as actions,
 * each an endpoint: "accountant approves or rejects each match" -> approveMatch and rejectMatch
 * on /matches/{matchId}; "transactions are imported nightly" -> importBankTransactions on
 * /bank-transactions/import. Each action traces to the requirements it serves.
 */
export function buildWorkflows(parsed: readonly Workflow[], context: Context): WorkflowModel {
  const actions: TAction[] = [];
  const addedFields: WorkflowModel["addedFields"] = [];
  const criticalIndex = criticalWorkflow(parsed, context.critical);
  const scope: Scope = { ...context, people: peopleOf(context) };
  const workflows = parsed.slice(0, 8).map((flow, index): TWorkflow => {
    const main = mainEntity(flow, scope);
    let current: TEntity | null = main;
    // "nach Approval trackt Recruiter: Anerkennung beantragt -> Bescheid da": the role the title
    // names takes the steps that name no one.
    let actor: TRole | null = flow.title ? roleIn(flow.title, context.roles, context.answerLanguage) : null;
    // The last person who acted: "das System schlägt einen Platz vor", then "er bestätigt" is them.
    let person: TRole | null = null;
    let previous = "";
    const steps = withRelativeSteps(
      atRoleCommas(flow.steps.slice(0, 15), context.roles, context.answerLanguage),
      context.roles,
    )
      .slice(0, 15)
      .map((text) => {
        // "Quand un client appelle, l'assistante crée…": the step is what its main clause says.
        // "above $5k owner approves", "arriba de 80 mil pesos lo aprueba el director": the threshold
        // says when; who acts on what is the rest.
        const main_ = mainClause(text);
        const clauseText = withoutThreshold(main_, context.answerLanguage);
        // "Si la facture dépasse 1 000 $, moi je l'approuve": what "l'" stands for is in the lead.
        const lead = main_ === text ? "" : text.slice(0, text.length - main_.length);
        const carried = actor;
        actor = stepActor(clauseText, context.roles, { actor, person, previous }, context.answerLanguage);
        actor = reconciledActor(clauseText, actor, carried, context);
        person = actor ?? person;
        previous = text;
        const found = stepActions(clauseText, current, actor, { ...scope, main, lead }, addedFields);
        if (found.entity) current = found.entity;
        const ids = found.actions.map((action) => addAction(actions, action));
        return { text: clause(text).slice(0, 300), role: actor?.id ?? null, action: ids[0] ?? null };
      });
    const flowText = flow.steps.join(" ");
    const requirements = context.requirements
      .filter((draft) => draft.priority !== "later" && draft.kind !== "access" && draft.kind !== "platform")
      .filter(
        (draft) =>
          actions.some(
            (action) => action.requirements.includes(draft.id) && steps.some((step) => step.action === action.id),
          ) ||
          flow.steps.some((step) => similarity(step, draft.title) >= 0.4) ||
          mentions(flowText, draft.title),
      )
      .map((draft) => draft.id);
    const critical = index === criticalIndex;
    return {
      id: `WF-${index + 1}`,
      name: workflowName(flow, index, critical, context).slice(0, 80),
      steps,
      requirements,
      critical,
    };
  });
  return { workflows, actions, addedFields };
}

// Words a cut phrase must not end on: "a summary of the" is "a summary".
const DANGLING =
  /(?:\s+(?:a|an|the|of|to|for|with|and|or|in|on|at|by|de|del|la|le|les|las|los|el|des|du|au|aux|et|y|o|ou|der|die|das|den|dem|des|und|oder|mit|von|zu|für))+$/iu;

/** A text cut on a word boundary to at most `max` characters, never ending on "of the". */
function wordsUpTo(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const end = cut.lastIndexOf(" ");
  const words = (end > 0 ? cut.slice(0, end) : text.slice(0, max)).replace(/[\s,;:]+$/, "");
  return words.replace(DANGLING, "") || words;
}

/**
 * A clause that says when, not what: "Le soir", "Quand un client appelle", "Every Friday", "Am
 * Abend", "Si le client accepte", "Pendant la journée".
 */
const WHEN_LEAD =
  /^(?:(?:when|whenever|once|after|before|every|each|if|during|quand|lorsque|lorsqu'|dès que|chaque|tous les|si|pendant|cuando|cada|al|durante|wenn|sobald|nachdem|falls|während|jeden|jede|jeder)\s|(?:(?:the|in the|on|at|le|la|el|por la|en la|am|abends|morgens)\s+)?(?:\p{L}+\s+)?(?:morning|evening|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|soir|matin|nuit|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|noche|mañana|tarde|lunes|martes|miércoles|jueves|viernes|sábado|domingo|abend|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$)/iu;

/** The founder's title, else the name q8a gives the critical workflow, else its first step. */
function workflowName(flow: Workflow, index: number, critical: boolean, context: Context): string {
  if (flow.title) return clause(flow.title);
  const named = context.critical.match(/^([^:;,.–—-]{3,40})[:;,.–—-]/)?.[1];
  if (critical && named && named.split(" ").length <= 5) return clause(named);
  // By its first clause that acts ("A student picks a class"; after "Le soir," or "Quand un client
  // appelle,", what happens then), not 40 characters cut mid-phrase ("…pays, gets a").
  const first = clause(flow.steps[0] ?? "");
  const clauses = first.split(/[,;:]\s/u).map(clause);
  const acting = clauses.length > 1 && WHEN_LEAD.test(clauses[0] ?? "") ? clauses[1] : clauses[0];
  const lead = capitalise(acting ?? first);
  // Too long, it ends before its second verb's "and" ("relit les interventions terminées et envoie…").
  const joined = lead.length > 60 ? lead.match(/^(.{12,60}?)\s(?:and|et|y|und)\s/u)?.[1] : undefined;
  return `${context.phrases.workflowName(index + 1)}: ${lead.length <= 60 ? lead : (joined ?? wordsUpTo(lead, 60))}`;
}

/** Adds an action unless one with its id exists (two workflows approving the same thing); returns its id. */
function addAction(actions: TAction[], action: TAction): string {
  const existing = actions.find((candidate) => candidate.id === action.id);
  if (!existing) actions.push(action);
  else existing.requirements = [...new Set([...existing.requirements, ...action.requirements])];
  return action.id;
}

function stepActions(
  text: string,
  current: TEntity | null,
  role: TRole | null,
  context: Scope & { main: TEntity | null; lead: string },
  addedFields: WorkflowModel["addedFields"],
): { actions: TAction[]; entity: TEntity | null } {
  const { verbs, words, original, start, after } = findVerbs(withoutActor(text, role));
  if (verbs.length === 0) return { actions: [], entity: null };
  // Spanish and French "a", "à", "al", "au" are "to" ("lo asigna a un grupo"); English "a" is an article.
  const romance = context.answerLanguage === "es" || context.answerLanguage === "fr";
  // "la autoriza ella": a subject pronoun after its verb is no object.
  const objectAt = phraseAfter(words, after, romance).filter((index) => !PERSONAL.test(words[index] ?? ""));
  const objectWords = objectAt.map((index) => words[index] ?? "");
  const objectText = objectAt.map((index) => original[index] ?? "").join(" ");
  const named = entityIn(objectWords, context.entities);
  const byField = named ? null : entityByField(objectWords, current, context.entities);
  // "the first nurse to claim it": a subject that is the actor's own role is not the record acted on.
  const subjectWords = words.slice(0, start);
  const found =
    entityIn(subjectWords, context.entities) ??
    entityByField(subjectWords, current, context.entities) ??
    (context.lead ? entityIn(asciiWords(context.lead), context.entities) : null);
  const subject = found && role && found === roleEntity(role, context.entities) ? null : found;
  const preposition = words.findIndex(
    (word, index) =>
      index >= after + objectWords.length && (PREPOSITION.test(word) || (romance && /^(?:a|al|au|aux)$/.test(word))),
  );
  const toTarget = preposition >= 0 ? entityIn(words.slice(preposition + 1), context.entities) : null;
  const out: TAction[] = [];
  let entity: TEntity | null = null;
  for (const verb of verbs) {
    if (verb.kind === "read" || verb.kind === "update") continue;
    if (verb.kind === "create") {
      // "the producer signs up": with nothing named, the actor creates their own record.
      entity = named ?? (objectWords.length === 0 && role ? roleEntity(role, context.entities) : null) ?? entity;
      continue;
    }
    const chosen = actionTarget(verb, {
      named,
      byField,
      subject,
      current,
      host: toTarget ?? current,
      objectWords,
      objectText,
      people: context.people,
      main: context.main,
      payment: paymentRecord(context),
    });
    if (!chosen) continue;
    if (chosen.carry !== false) entity = chosen.target;
    if (chosen.attached && !chosen.target.fields.some((field) => field.references === chosen.attached?.name))
      addedFields.push({ entity: chosen.target.name, field: attachedField(chosen.attached, context) });
    const action = makeAction(verb, chosen.target, chosen.objectText, role, text, context);
    // An action serves a requirement of version 1, or it is no endpoint of version 1.
    if (action.requirements.length > 0) out.push(action);
  }
  return { actions: out, entity };
}

type Candidates = {
  named: TEntity | null;
  byField: TEntity | null;
  subject: TEntity | null;
  current: TEntity | null;
  host: TEntity | null;
  objectWords: string[];
  /** The object as the founder spelled it ("catálogo"), for the action's label. */
  objectText: string;
  /** The records of the roles: people an action may be done for rather than on. */
  people: ReadonlySet<TEntity>;
  /** The record the workflow is about. */
  main: TEntity | null;
  /** The record of payments (else invoices), if the data names one: what "pays" acts on when it names no other record. */
  payment: TEntity | null;
};

/** What paying acts on: the record of payments, else of invoices (paying settles one). */
function paymentRecord(context: Scope): TEntity | null {
  const noun = (item: TEntity) => asciiWords(context.nouns.get(item.name)?.one ?? item.name);
  return (
    context.entities.find((item) => isPaymentNoun(noun(item))) ??
    context.entities.find((item) => isInvoiceNoun(noun(item))) ??
    null
  );
}

/** Verbs whose person is the one it is done for: "pays the walker", "livre au client", "notifies the owner". */
const RECIPIENT = new Set(["pay", "send", "deliver", "notify", "remind", "refund", "ship"]);

function peopleOf(context: Context): ReadonlySet<TEntity> {
  return new Set(context.roles.map((role) => roleEntity(role, context.entities)).filter((entity) => entity !== null));
}

/**
 * The record an action is on and the words it keeps in its name: the record the object names
 * ("approves each match"; "generates fixtures" keeps "fixtures", a synonym), the record whose
 * field it names ("assigns a crew": the job), attaching one record to another ("assigns
 * referees" to the match at hand), the passive subject ("transactions are imported nightly"),
 * or, for an action on one record, the workflow's record ("submits the score").
 */
/** What an action is on; `carry: false` when the steps after it go on with the record before (a payment made on the way). */
type Target = { target: TEntity; objectText: string; attached: TEntity | null; carry?: false };

function actionTarget(verb: Verb, c: Candidates): Target | null {
  const chosen = directTarget(verb, c);
  // "checkt den Hund ein", "the walker is rated": an action on master data the workflow's record
  // points at is done on that record (the booking is checked in, it carries the status).
  if (
    chosen &&
    c.main &&
    verb.kind !== "batch" &&
    chosen.target !== c.main &&
    !chosen.attached &&
    masterData(chosen.target)
  )
    if (pointsAt(c.main, chosen.target) && hasStatus(c.main)) return { target: c.main, objectText: "", attached: null };
  return chosen;
}

/** A record with neither a status nor a date: a thing or a person, not something that happens. */
function masterData(entity: TEntity): boolean {
  return !hasStatus(entity) && !entity.fields.some((field) => field.type === "date" || field.type === "datetime");
}

/** A status the record moves through ("Status: angefragt, bestätigt, …"), not any choice ("Futter, Medikamente"). */
function hasStatus(entity: TEntity): boolean {
  return entity.fields.some((field) => field.type === "enum" && isStatusKey(field.key));
}

/** How many of a record's status values the steps say ("confirmed", "bestätigt"). */
function statusesNamed(entity: TEntity, words: ReadonlySet<string>): number {
  const field = entity.fields.find((candidate) => candidate.type === "enum" && isStatusKey(candidate.key));
  return (field?.values ?? []).filter((value) => value.split("_").every((part) => words.has(part))).length;
}

function pointsAt(from: TEntity, to: TEntity): boolean {
  return from.fields.some((field) => field.references === to.name);
}

function directTarget(verb: Verb, c: Candidates): Target | null {
  const words = c.objectText;
  const forSomeone = RECIPIENT.has(verb.key);
  // "paie", "se les paga", "pays to the virtual account": with a record of payments and no other
  // record named (a person paid is who gets it), paying makes a payment.
  if (verb.key === "pay" && c.payment && (!c.named || c.named === c.payment || c.people.has(c.named)))
    return { target: c.payment, objectText: "", attached: null, carry: false };
  // "pays the walker out": the walk is paid for; the walker is who gets it.
  if (forSomeone && c.named && c.current && c.named !== c.current && c.people.has(c.named))
    return { target: c.current, objectText: "", attached: null };
  if (c.named) {
    if (ATTACH.has(verb.key) && c.host && c.host !== c.named)
      return { target: c.host, objectText: words, attached: c.named };
    return { target: c.named, objectText: synonymOnly(c.objectWords, c.named) ? words : "", attached: null };
  }
  if (c.byField) return { target: c.byField, objectText: words, attached: null };
  if (c.subject) return { target: c.subject, objectText: "", attached: null };
  // "lo asigna a un grupo": nothing named as the object, the record the step names is the one acted on.
  // "livre au client" is delivered to the client: a recipient is not what is acted on.
  if (c.host && c.host !== c.current && c.objectWords.length === 0 && verb.kind !== "batch" && !forSomeone)
    return { target: c.host, objectText: "", attached: null };
  // A batch ("imports", "generates") needs the records it makes named; an item action may act on the step's record.
  if (verb.kind === "batch" || !c.current) return null;
  return { target: c.current, objectText: words, attached: null };
}

/** The record of the actor's role ("Productor" the role, "Productores" the records), if there is one. */
function roleEntity(role: TRole, entities: readonly TEntity[]): TEntity | null {
  return entityIn(asciiWords(role.name), entities);
}

/**
 * The step without its actor: in "Client books a slot", Client is a role, not the record; in "If
 * the estimate is over $500 the fleet manager approves it", the fleet is not the record either.
 */
function withoutActor(text: string, role: TRole | null): string {
  if (!role) return text;
  const escaped = role.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const article = "(?:the |a |an |each |der |die |ein |eine |el |la |un |una |le |les |une |l['’])?";
  return text
    .replace(new RegExp(`^\\s*${article}${escaped}s?\\b`, "i"), "")
    .replace(new RegExp(`(?<![\\p{L}])${article}${escaped}s?(?![\\p{L}])`, "iu"), " ")
    .replace(/\s+/g, " ")
    .trim();
}

function hasFieldNamed(entity: TEntity, words: readonly string[]): boolean {
  const wanted = words.map(stem).join(" ");
  return wanted.length > 0 && entity.fields.some((field) => asciiWords(field.label).map(stem).join(" ") === wanted);
}

/** "assigns a crew" where Job has a crew field: the step is about the job. */
function entityByField(
  words: readonly string[],
  current: TEntity | null,
  entities: readonly TEntity[],
): TEntity | null {
  if (words.length === 0) return null;
  if (current && hasFieldNamed(current, words)) return current;
  const owners = entities.filter((entity) => hasFieldNamed(entity, words));
  return owners.length === 1 ? (owners[0] ?? null) : null;
}

function makeAction(
  verb: Verb,
  entity: TEntity,
  objectText: string,
  role: TRole | null,
  step: string,
  context: Context,
): TAction {
  const scope = verb.kind === "batch" ? "collection" : "item";
  const object = asciiWords(objectText).slice(0, 3);
  const noun = context.nouns.get(entity.name) ?? { one: entity.label, many: entity.label };
  const verbWords = verb.key.split("-");
  const named =
    object.length > 0
      ? object
      : scope === "collection"
        ? asciiWords(entity.collection)
        : asciiWords(entity.name.replace(/([a-z])([A-Z])/g, "$1 $2"));
  const status = entity.fields.find((field) => field.type === "enum" && isStatusKey(field.key));
  const setValue = status ? statusSetBy(verb, status.values) : null;
  const label = context.phrases.actionLabel({
    verb: verb.labels[LANGUAGE_INDEX[context.language]] ?? verb.labels[0],
    noun,
    scope,
    object: objectText || null,
  });
  return {
    id: camelCase([...verbWords, ...named]),
    verb: kebabCase([...verbWords, ...object]),
    label,
    entity: entity.name,
    scope,
    // A step without an actor ("transactions are imported nightly") is the product's own doing.
    roles: role ? [role.id] : [],
    requirements: requirementsOf(step, verb, entity, context),
    sets: status && setValue ? { field: status.key, value: setValue } : null,
    assumption: false,
  };
}

/** The requirements a step serves: by shared words, else those of its verb or entity, else the top one. */
function requirementsOf(step: string, verb: Verb, entity: TEntity, context: Context): string[] {
  const open = context.requirements.filter(
    (draft) => draft.priority !== "later" && draft.kind !== "access" && draft.kind !== "platform",
  );
  const verbStem = stem(verb.key);
  const entityStems = stems(entity.label);
  const scored = open.map((draft) => {
    const title = stems(draft.title);
    const score =
      similarity(step, draft.title) +
      (title.includes(verbStem) ? 0.3 : 0) +
      (entityStems.some((word) => title.includes(word)) ? 0.2 : 0);
    return { id: draft.id, score };
  });
  const best = scored.filter((entry) => entry.score >= 0.4).sort((a, b) => b.score - a.score);
  if (best.length > 0) return best.slice(0, 2).map((entry) => entry.id);
  // "confirms the pickup time" and "Small honey shop with pickup": a word in common beats the top must.
  const sharing = scored.filter((entry) => entry.score > 0).sort((a, b) => b.score - a.score)[0];
  if (sharing) return [sharing.id];
  const fallback = open.find((draft) => draft.kind === "capability" && draft.priority === "must") ?? open[0];
  return fallback ? [fallback.id] : [];
}

/** The positions of the words after the verb up to a preposition, without determiners: "the team sheet". */
function phraseAfter(words: readonly string[], from: number, romance: boolean): number[] {
  const out: number[] = [];
  const rest = words.slice(from);
  for (const [index, word] of rest.entries()) {
    // Spanish "a los partidos" is "to the matches"; English "a" is an article.
    if (
      PREPOSITION.test(word) ||
      CLAUSE_END.test(word) ||
      ADVERB.test(word) ||
      (word === "a" && /^(?:los|las|la|el|un|una|l|une)$/.test(rest[index + 1] ?? "")) ||
      // Spanish and French "a" is never an article: "lo asigna a alguien", "envoie à l'équipe".
      (romance && /^(?:a|al|au|aux)$/.test(word))
    )
      break;
    // "zahlt 20 % an": an amount is not what the verb acts on.
    if (DETERMINERS.test(word) || /^\d+$/.test(word)) continue;
    out.push(from + index);
    if (out.length === 4) break;
  }
  return out;
}

/** Words that name the same records in the founders' usage: "fixtures" are matches, a "booking" an appointment. */
const SYNONYMS: Record<string, readonly string[]> = {
  fixtur: ["match"],
  gam: ["match"],
  book: ["appoint", "reserv"],
  appoint: ["book", "reserv"],
  reserv: ["book", "appoint"],
  client: ["customer"],
  customer: ["client"],
  purchas: ["order"],
  order: ["purchas"],
};

/** The entity named last in the words ("invoice matches" is about matches), by its noun's last word. */
function entityIn(words: readonly string[], entities: readonly TEntity[]): TEntity | null {
  let found: TEntity | null = null;
  let at = -1;
  let exact = false;
  const wordStems = words.map(stem);
  for (const entity of entities) {
    const last = stems(entity.label).at(-1) ?? "";
    const index = wordStems.findLastIndex(
      (word) => word === last || (Object.hasOwn(SYNONYMS, word) ? (SYNONYMS[word] ?? []) : []).includes(last),
    );
    // "the walk" is the Walk, not the Walker, whose word stems the same.
    const spelled = index >= 0 && singular(words[index] ?? "") === singular(asciiWords(entity.label).at(-1) ?? "");
    if (index > at || (index === at && index >= 0 && spelled && !exact)) {
      found = entity;
      at = index;
      exact = spelled;
    }
  }
  return found;
}

/** "fixtures" for matches: the entity is named only by a synonym, so the action keeps the founder's word. */
function synonymOnly(words: readonly string[], entity: TEntity): boolean {
  const last = stems(entity.label).at(-1) ?? "";
  return words.length > 0 && !words.map(stem).includes(last);
}

/**
 * The record a workflow is about: mentioned in its steps, and transactional (a status, a date,
 * links to the other records it mentions) rather than master data. An appointment, not a doctor.
 */
function mainEntity(flow: Workflow, context: Scope): TEntity | null {
  const texts = [flow.title, ...flow.steps];
  const mentioned = context.entities.filter((entity) => texts.some((step) => entityIn(asciiWords(step), [entity])));
  let best: TEntity | null = null;
  let bestScore = 0;
  const { people } = context;
  const flowWords = new Set(texts.flatMap((text) => asciiWords(text)));
  for (const entity of context.entities) {
    const named = texts.filter((step) => entityIn(asciiWords(step), [entity])).length;
    const links = entity.fields.filter((field) => mentioned.some((other) => other.name === field.references)).length;
    // A person's choice ("gesetzlich oder privat") or birth date is no workflow's status or date.
    const person = people.has(entity);
    const status = person
      ? 0
      : hasStatus(entity)
        ? 1.5
        : entity.fields.some((field) => field.type === "enum")
          ? 0.5
          : 0;
    const dated = !person && entity.fields.some((field) => field.type === "date" || field.type === "datetime") ? 1 : 0;
    // "bestätigt die Buchung" with Status "bestätigt": the steps move this record through its statuses.
    const moved = Math.min(2, statusesNamed(entity, flowWords));
    const score = named * 2 + links * 1.5 + (named > 0 || links > 0 ? status + dated + moved * 1.5 : 0);
    if (score > bestScore) {
      best = entity;
      bestScore = score;
    }
  }
  return best;
}

/** Subject pronouns: "il choisit un traducteur", "she notes", "sie bestätigt" go on with the actor before. */
const PERSONAL = /^(?:he|she|they|il|elle|ils|elles|ella|ellos|ellas|er|sie)$/;
/** A demonstrative before the verb points at the person just named: "…an einen Handwerker. Der meldet zurück". */
const DEMONSTRATIVE = /^(?:der|die|dieser|diese|celui|celle|ceux|who|qui|quien|quienes)$/;

/**
 * Who does a step: the role it starts with ("The foreman opens ..."), else the role just before
 * its verb ("If the estimate is over $500 the fleet manager approves it"); a pronoun or a step
 * that starts with its verb goes on with the actor before ("… puis elle note le repas"); "der
 * meldet zurück" is the person the step before named last.
 */
function stepActor(
  text: string,
  roles: readonly TRole[],
  before: { actor: TRole | null; person: TRole | null; previous: string },
  language: AnswerLanguage,
): TRole | null {
  const { verbs, words, start } = findVerbs(text);
  // "La veille de chaque séance, il reçoit un SMS": the pronoun just before the verb.
  // It is the last person who acted, even after a step by no one ("das System schlägt … vor").
  if (verbs.length > 0 && PERSONAL.test(words[start - 1] ?? "")) return before.person;
  // "la autoriza ella", "bestätigt er": the pronoun right after the verb.
  if (verbs.length > 0 && language !== "en" && PERSONAL.test(words[start + 1] ?? "")) return before.person;
  // German puts it after a leading verb: "Sagt er ab, wird der Slot frei".
  if (language === "de" && PERSONAL.test(words[1] ?? "") && !DETERMINERS.test(words[0] ?? "")) return before.person;
  // German writes nouns capitalised: "Der meldet zurück" points back; "Der Mieter meldet" and "Die
  // zuständige Sachbearbeiterin prüft" name.
  const pointsBack =
    (verbs.length > 0 && start === 1) ||
    /^[Dd](?:er|ie)\s+(?!(?:der|die|das|den|dem|ein|eine|einen)\s)\p{Ll}+(?:\s+\P{Lu}|[\s,.]*$)/u.test(text);
  if (pointsBack && DEMONSTRATIVE.test(words[0] ?? ""))
    return lastRoleIn(before.previous, roles, language) ?? before.actor;
  // "asigna porteadores y arriero": after a leading verb come its objects, not who does it; a
  // subject after the verb has its article ("aprueba el dueño").
  // "Registrar prüft …": a role's name that is also a verb somewhere ("registrar") is the actor.
  const verbFirst = verbs.length > 0 && start === 0 && !roleNamedExactly(words[0] ?? "", roles);
  // German keeps its verb second: after "dann" or a threshold, "bucht HR den Kurs" has its subject
  // right after the verb, before the object's article.
  if (verbFirst && language === "de" && (words.length === 2 || DETERMINERS.test(words[2] ?? ""))) {
    const subject = roleIn(words[1] ?? "", roles, language);
    if (subject) return subject;
  }
  const lead = verbFirst
    ? // "demande du client", "solicitud del cliente": a request named by the noun is the client's.
      language !== "en" && (ANTECEDENT_DETERMINER.test(words[1] ?? "") || /^(?:du|del|des|de)$/u.test(words[1] ?? ""))
      ? roleIn(words.slice(1, 4).join(" "), roles, language)
      : null
    : // "productor confirma talento": who acts comes before the verb, what they act on after it.
      roleIn(words.slice(0, verbs.length > 0 && start > 0 ? Math.min(3, start) : 3).join(" "), roles, language);
  if (lead) return lead;
  const initials = roleByInitials(text, roles);
  if (initials) return initials;
  // "soumission par le répartiteur", "quote approved by the owner": the doer of a passive.
  const agent = agentRole(text, roles, language);
  if (agent) return agent;
  // "tech fait la visite": the one word before the verb (or opening a step whose verb the lexicon
  // does not know), a role's name cut short.
  if ((verbs.length > 0 && start === 1) || (verbs.length === 0 && words.length >= 3)) {
    const clipped = clippedRole(words[0] ?? "", roles);
    if (clipped) return clipped;
  }
  // No verb the lexicon knows ("répare", "writes the notes") counts as starting with it, unless
  // it opens with an article: "the ticket shows up on the kitchen screen" is about a thing.
  if (start === 0) return ANTECEDENT_DETERMINER.test(words[0] ?? "") ? null : before.actor;
  const named = roleIn(words.slice(Math.max(0, start - 3), start).join(" "), roles, language);
  // German puts the subject after the verb when the step opens with when: "Am Anreisetag checkt ein
  // Mitarbeiter den Hund ein"; Spanish and French after a pronoun and its verb: "lo aprueba el
  // director", "la valide le gérant".
  if (named || language === "en" || verbs.length === 0) return named;
  const after = words.slice(start + 1, start + 3);
  return ANTECEDENT_DETERMINER.test(after[0] ?? "") ? roleIn(after.join(" "), roles, language) : null;
}

/**
 * Who takes a step the founder wrote without saying who ("Book → pickup → weigh", "Mängel werden
 * mit Foto erfasst", "recogemos muestra"), read from the other answers: "we" is the founders' own
 * role; else the one role whose rights in q7 name the step ("Washer: weighs, washes" takes
 * "weigh"). A role named in the step, or a pronoun pointing at one, stays.
 */
function reconciledActor(text: string, actor: TRole | null, carried: TRole | null, context: Context): TRole | null {
  const language = context.answerLanguage;
  if (context.founder && saidByUs(text, language)) return context.founder;
  // "Après le cours, le prof note …": the step names the actor it was given.
  if (actor && roleIn(text, context.roles, language) === actor) return actor;
  if (actor !== null && actor !== carried) return actor;
  if (asciiWords(text).some((word) => PERSONAL.test(word))) return actor;
  return byRights(text, context.roles) ?? actor;
}

/** "recogemos muestra", "nous vérifions", "we release the money": a step the founders take. */
function saidByUs(text: string, language: AnswerLanguage): boolean {
  const { self, weEndings } = WORDS[language].nouns;
  const tokens = text
    .toLocaleLowerCase(language)
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .slice(0, 4);
  return tokens.some(
    (token, index) =>
      // "faut que moi je l'approuve", "lo apruebo yo": a founder who named themselves alone
      // ("Moi (propriétaire)") says "I"; "me" and "mich" are objects, "on" is anyone.
      (self.includes(token) && !/^(?:me|mich|on)$/u.test(token)) ||
      (index < 3 && token.length >= 6 && weEndings.some((ending) => token.endsWith(ending))),
  );
}

/** The one role whose rights share the step's leading words ("weighs" in "weigh", "Mängel" in "Mängel erfassen"). */
function byRights(text: string, roles: readonly TRole[]): TRole | null {
  const step = stems(text);
  const lead = step.slice(0, 2);
  let best: TRole | null = null;
  let bestScore = 0;
  let tie = false;
  for (const role of roles) {
    const rights = new Set(stems(role.permissions));
    if (!lead.some((word) => rights.has(word))) continue;
    const score = step.filter((word) => rights.has(word)).length;
    if (score > bestScore) {
      best = role;
      bestScore = score;
      tie = false;
    } else if (score === bestScore) tie = true;
  }
  return tie ? null : best;
}

/** The role named last in a text: who a following "der"/"qui" points at. */
function lastRoleIn(text: string, roles: readonly TRole[], language: AnswerLanguage): TRole | null {
  const words = asciiWords(text).map(stem);
  let found: TRole | null = null;
  let at = -1;
  for (const role of roles) {
    const index = Math.max(-1, ...headsOf(role, language).map((head) => words.lastIndexOf(head)));
    if (index > at) {
      found = role;
      at = index;
    }
  }
  return found;
}

const thresholds = new Map<AnswerLanguage, RegExp>();

/** The step without the amount it applies above or below ("ab 10'000 Fr.", "au-delà de 5 000 $"). */
function withoutThreshold(text: string, language: AnswerLanguage): string {
  let pattern = thresholds.get(language);
  if (!pattern) {
    const words = [...WORDS[language].money.above, ...WORDS[language].money.below, ...WORDS.en.money.above];
    pattern = new RegExp(
      `(?:^|\\s)(?:(?:si|if|wenn|when)\\s+(?:es\\s+|it's\\s+|it is\\s+|est\\s+)?)?${alternation(words)}\\s+`,
      "giu",
    );
    thresholds.set(language, pattern);
  }
  for (const match of text.matchAll(pattern)) {
    const rest = text.slice(match.index + match[0].length);
    const amount = findAmounts(rest).find((item) => item.start <= 2);
    if (!amount) continue;
    const cut = `${text.slice(0, match.index)} ${rest.slice(amount.end).replace(/^\s*[,:]?\s*/u, "")}`.trim();
    return cut.split(/\s+/).length >= 2 ? cut : text;
  }
  return text;
}

/** The clause a step is about: after a leading "when" clause, what happens then. */
function mainClause(text: string): string {
  const comma = text.indexOf(", ");
  if (comma < 0 || !WHEN_LEAD.test(clause(text.slice(0, comma)))) return text;
  const rest = text.slice(comma + 2).trim();
  return rest.split(/\s+/).length >= 2 ? rest : text;
}

/**
 * "MA erfasst Kurs mit Offerte, Vorgesetzte/r bewilligt, dann bucht HR den Kurs": founders who
 * drop the articles still start a step with who takes it. A comma before a role's name and a word
 * that goes on with it starts a step; "notifies the owner, the walker and the client" does not.
 */
function atRoleCommas(steps: readonly string[], roles: readonly TRole[], language: AnswerLanguage): string[] {
  const lex = LEXICON[language];
  return steps.flatMap((step) => {
    const pieces = splitOutsideBrackets(step, /,\s+/gu);
    if (pieces.length < 2) return [step];
    const out: string[] = [];
    for (const piece of pieces) {
      const all = piece.trim().split(/\s+/u);
      // "…, un admin passe au foirail": the article before the role is no part of the test.
      const words = lex.determiners.has((all[0] ?? "").toLocaleLowerCase(language)) ? all.slice(1) : all;
      const lead = (words[0] ?? "").replace(/\/\p{L}{1,2}$/u, "").replace(/^[lLdD]['’]/u, "");
      const next = (words[1] ?? "").toLocaleLowerCase(language);
      // "Si en 10 minutos nadie lo toma, el coordinador se lo asigna": a condition belongs to its step.
      const condition = WHEN_LEAD.test(out.at(-1) ?? "") && !(out.at(-1) ?? "").includes(",");
      const starts =
        out.length > 0 &&
        !condition &&
        words.length >= 2 &&
        roleIn(lead, roles, language) !== null &&
        !lex.conjunctions.has(next) &&
        !lex.determiners.has(next);
      if (starts || out.length === 0) out.push(piece.trim());
      else out[out.length - 1] = `${out.at(-1)}, ${piece.trim()}`;
    }
    return out;
  });
}

/** A determiner before a role's name in a relative clause's antecedent ("un traducteur, qui …"). */
const ANTECEDENT_DETERMINER =
  /^(?:a|an|the|one|un|une|le|la|l|el|los|las|ein|eine|einen|einem|einer|der|die|das|den|dem)$/i;

/**
 * "il choisit un traducteur, qui reçoit les fichiers et livre sa traduction" is two steps, the
 * second done by the person the first names: "Un traducteur reçoit les fichiers…". Only where the
 * antecedent is a role; "a booking, which …" stays one step.
 */
function withRelativeSteps(steps: readonly string[], roles: readonly TRole[]): string[] {
  return steps.flatMap((step) => {
    const match = step.match(/^(.+?),\s+(?:who|qui|quien|quienes)\s+(.+)$/iu);
    if (!match?.[1] || !match[2]) return [step];
    const before = match[1].split(/\s+/);
    for (const size of [2, 1]) {
      const phrase = before.slice(-size).join(" ");
      if (before.length <= size || !roleNamedExactly(phrase, roles)) continue;
      const determiner = before.at(-size - 1) ?? "";
      const subject = ANTECEDENT_DETERMINER.test(asciiWords(determiner).join(" ")) ? `${determiner} ${phrase}` : phrase;
      return [match[1], capitalise(`${subject} ${match[2]}`)];
    }
    return [step];
  });
}

/** The words are a role's name (or its head word), nothing else: "traducteur", "chef de projet". */
function roleNamedExactly(phrase: string, roles: readonly TRole[]): boolean {
  const words = stems(phrase);
  return (
    words.length > 0 &&
    roles.some((role) => {
      const name = stems(role.name);
      return name.join(" ") === words.join(" ") || (words.length === 1 && name.at(-1) === words[0]);
    })
  );
}

function roleIn(step: string, roles: readonly TRole[], language: AnswerLanguage): TRole | null {
  const text = withRoleShortForms(step, language);
  return roleNamed(text, roles) ?? roleByHead(text, roles, language);
}

/**
 * "FO bestätigt", "HK wählt Lagerplatz": a word in capitals opening the step that spells the start
 * of a role's name and its later parts ("Front Office", "Housekeeping"), when one role only fits.
 */
function roleByInitials(text: string, roles: readonly TRole[]): TRole | null {
  const token = /^([A-ZÄÖÜ]{2,4})(?![\p{L}])/u.exec(text.trim())?.[1];
  if (!token) return null;
  const fits = roles.filter((role) => {
    const name = role.name.toLocaleUpperCase("de");
    if (!name.startsWith(token[0] ?? "") || name.replace(/[^\p{L}]/gu, "").length <= token.length) return false;
    let at = 1;
    for (const letter of token.slice(1)) {
      at = name.indexOf(letter, at);
      if (at < 0) return false;
      at += 1;
    }
    return true;
  });
  return fits.length === 1 ? (fits[0] ?? null) : null;
}

/** "fleet mgr adds driver" read as "fleet manager adds driver", to find the role only. */
function withRoleShortForms(text: string, language: AnswerLanguage): string {
  const forms = WORDS[language].nouns.roleShortForms;
  return text.replace(/[\p{L}.]+/gu, (word) => forms[word.toLocaleLowerCase(language)] ?? word);
}

const agents = new Map<AnswerLanguage, RegExp>();
const approvals = new Map<AnswerLanguage, RegExp>();

/** The role after the language's passive preposition and an article: "par le répartiteur", "by the owner". */
function agentRole(text: string, roles: readonly TRole[], language: AnswerLanguage): TRole | null {
  let pattern = agents.get(language);
  if (!pattern) {
    pattern = new RegExp(
      `(?:^|\\s)${alternation(WORDS[language].nouns.agents)}\\s+((?:\\S+\\s+){1,3}\\S+|\\S+)`,
      "giu",
    );
    agents.set(language, pattern);
  }
  // "über 1.500 € braucht's das OK vom Projektleiter": whose approval the step waits for acts.
  let approvalPattern = approvals.get(language);
  if (!approvalPattern) {
    approvalPattern = new RegExp(
      `(?:^|\\s)${alternation(WORDS[language].nouns.approvalFrom)}\\s+((?:\\S+\\s+){0,2}\\S+)`,
      "iu",
    );
    approvals.set(language, approvalPattern);
  }
  const approval = approvalPattern.exec(text);
  const approver = approval?.[1] ? roleIn(approval[1], roles, language) : null;
  if (approver) return approver;
  for (const match of text.matchAll(pattern)) {
    const after = asciiWords(match[1] ?? "");
    // The doer is a person named with an article ("par le proprio"), not a channel ("par courriel").
    if (!ANTECEDENT_DETERMINER.test(after[0] ?? "")) continue;
    const role = roleIn(after.slice(1).join(" "), roles, language);
    if (role) return role;
  }
  return null;
}

/** "tech" for the Technicien, "coord" for the Coordinatrice: the only role with a name word it starts. */
function clippedRole(word: string, roles: readonly TRole[]): TRole | null {
  const clip = asciiWords(word)[0] ?? "";
  if (clip.length < 3) return null;
  const found = roles.filter((role) =>
    asciiWords(role.name).some((name) => name.length >= clip.length + 3 && name.startsWith(clip)),
  );
  return found.length === 1 ? (found[0] ?? null) : null;
}

/**
 * The words a role is called by alone: English and German put the head last ("Shop foreman",
 * "Lagermitarbeiter"); Spanish and French first ("Coordinador de turno", "Socio repartidor"), and
 * founders also shorten to the last ("limpieza" for the Persona de limpieza).
 */
function headsOf(role: TRole, language: AnswerLanguage): string[] {
  const words = stems(role.name).filter((word) => word.length > 2);
  const last = words.at(-1);
  const first = language === "es" || language === "fr" ? words[0] : undefined;
  // "HR-Admin", "QA lead": an acronym opening the name says who it is ("bucht HR den Kurs").
  const acronym = /^\p{Lu}{2,4}(?![\p{L}])/u.test(role.name) ? stems(role.name)[0] : undefined;
  return [...new Set([first, last, acronym].filter((word): word is string => word !== undefined))];
}

/**
 * "the foreman" for the Shop foreman: a role's head word, when no other role has it; or its
 * clipped form, as founders write it ("mécano" for the Mécanicien, "proprio" for the Propriétaire).
 */
function roleByHead(step: string, roles: readonly TRole[], language: AnswerLanguage): TRole | null {
  const words = stems(step);
  const heads = roles.map((role) => headsOf(role, language));
  // A head two roles share ("Chef de projet", "Chef de cuisine") names neither.
  const count = new Map<string, number>();
  for (const head of heads.flat()) count.set(head, (count.get(head) ?? 0) + 1);
  const own = heads.map((list) => list.filter((head) => count.get(head) === 1));
  const index = own.findIndex((list) => list.some((head) => words.includes(head)));
  if (index >= 0) return roles[index] ?? null;
  const ascii = asciiWords(step);
  // "le prof" for the Professeur: a word after an article that a role's head starts with.
  const cut = ascii.filter((word, at) => word.length >= 4 && ANTECEDENT_DETERMINER.test(ascii[at - 1] ?? ""));
  const clips = [...ascii.filter((word) => CLIPPED.test(word)).map((word) => word.slice(0, -1)), ...cut];
  const clipped = roles.filter((_, at) =>
    (own[at] ?? []).some((head) => clips.some((clip) => head.length >= clip.length + 3 && head.startsWith(clip))),
  );
  if (clipped.length === 1) return clipped[0] ?? null;
  // "Mitarbeiter" for the Mitarbeitende, "Vorgesetzter" for the Vorgesetzte: one long stem, two endings.
  const near = roles.filter((_, at) =>
    (own[at] ?? []).some(
      (head) => head.length >= 8 && words.some((word) => word.length >= 8 && sharedStart(word, head) >= 8),
    ),
  );
  return near.length === 1 ? (near[0] ?? null) : null;
}

function sharedStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  return at;
}

/** A clipped noun: five letters or more ending in -o, the way "mécano" and "proprio" are cut. */
const CLIPPED = /^[a-z]{4,}o$/;

function roleNamed(step: string, roles: readonly TRole[]): TRole | null {
  const words = stems(step);
  let found: TRole | null = null;
  let at = Number.POSITIVE_INFINITY;
  for (const role of roles) {
    const roleWords = stems(role.name);
    if (roleWords.length === 0 || !roleWords.every((word) => words.includes(word))) continue;
    const index = words.indexOf(roleWords[0] ?? "");
    if (index < at) {
      found = role;
      at = index;
    }
  }
  return found;
}

/** The workflow q8a calls critical: the one sharing most words with it. */
function criticalWorkflow(parsed: readonly Workflow[], critical: string): number {
  let best = -1;
  let score = 0;
  parsed.forEach((flow, index) => {
    const value = Math.max(
      similarity(`${flow.title} ${flow.steps.join(" ")}`, critical),
      similarity(flow.title, critical),
    );
    if (value > score) {
      best = index;
      score = value;
    }
  });
  return score > 0.1 ? best : parsed.length === 1 ? 0 : -1;
}

/** "assigns referees to matches": a match gets a refereeId, when it has none yet. */
function attachedField(object: TEntity, context: Context): TField {
  const words = asciiWords(context.nouns.get(object.name)?.one ?? object.name);
  return {
    key: referenceKeyOf(words),
    label: context.nouns.get(object.name)?.one ?? object.label,
    type: "reference",
    list: false,
    values: [],
    references: object.name,
    required: false,
    sensitive: false,
    example: null,
    assumption: true,
  };
}
