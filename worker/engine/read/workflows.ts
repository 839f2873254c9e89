import { clause } from "../text/text";
import type { AnswerLanguage } from "./answer-language";
import { WORDS } from "./language";
import { alternation } from "./language/patterns";
import { labelKind, labelOf, layoutParts, withoutHedgeLabel } from "./reading/layout";
import { isVerb } from "./reading/lexicon";
import { linesOf, sentencesOf, splitOutsideBrackets } from "./reading/segment";

/** A workflow as the founder described it: its title when they gave one, and its steps in order. */
export type Workflow = { title: string; steps: string[] };

const ARROW = /\s*(?:->|→|=>|⇒|\s>\s)\s*/;
/** "First," "Second:", "Erstens:", "Primero", "Deuxièmement": a workflow's number. */
const ORDINAL =
  /^(?:(?:and|und|y|et)\s+)?(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|then the second|erstens|zweitens|drittens|primero|segundo|tercero|en primer lugar|en segundo lugar|premi[èe]rement|deuxi[èe]mement|troisi[èe]mement|d['’]abord|1\)|2\)|3\))[\s,:.–-]+/iu;
/**
 * A sentence that starts another time of its own ("At month end, ...", "Every night the system
 * ...", "Et en fin de mois, ...", "Le vendredi, ...", "Freitags"): a second, periodic workflow.
 * Day parts ("Le matin", "On Monday morning") go on with the same one.
 */
const PERIODIC =
  /^(?:(?:and|und|y|et|also|außerdem|además|puis)\s+)?(?:(?:at|by) (?:the )?(?:end of (?:the |each |every )?(?:month|week|day|year)|month[- ]end|week[- ]end)|every (?:night|day|week|month|morning|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|each (?:night|day|week|month)|nightly|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)|am monatsende|am ende (?:des|jedes) monats|jede[nr]? (?:nacht|tag|woche|monat)|(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)s|a fin(?:al)? de (?:mes|semana|año)|al final del mes|cada (?:noche|d[íi]a|semana|mes)|(?:los|cada) (?:lunes|martes|mi[ée]rcoles|jueves|viernes|s[áa]bados|domingos)|en fin de (?:mois|semaine|journ[ée]e)|[àa] la fin (?:du|de chaque) mois|chaque (?:nuit|jour|semaine|mois)|le (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche))\b/iu;
/** "Primero el pedido:", "La orden:", "Booking:": a title before the steps. */
const TITLED = /^([\p{L}\d' -]{2,40}):\s+(.+)$/u;
/** Words before a colon that open the flow rather than name it: "For v1, the key flow:". */
const LEAD_IN = /^[^:>→]{2,60}?\s?:\s+(?=\S+\s+\S+)/u;

/**
 * The workflows of q8, each with its steps. Several stay several: one per line, or per sentence
 * when steps are joined by arrows; a new one at "First, ... Second, ..." and at a sentence that
 * starts a time of its own ("Second, every night the system checks mileage", "Et en fin de
 * mois"). Steps are arrows, numbered items, sentences and "then" clauses.
 */
export function parseWorkflows(text: string, language: AnswerLanguage = "en"): Workflow[] {
  // "1. Sign up 2. Add a pet 3. Book a walk": one workflow of numbered steps.
  const numbered = text
    .split(/(?:^|\s)\d{1,2}[.)]\s+/)
    .map(clause)
    .filter(Boolean);
  if (numbered.length > 1 && !/\n/.test(text.trim())) return [{ title: "", steps: numbered }];
  const lines = linesOf(text);
  // "Yo diría que el principal es: el cocinero busca …": a label that only hedges is no title.
  const sentences = lines.flatMap((line) => sentencesOf(line, language)).map(withoutHedgeLabel);
  const arrowed = sentences.filter((sentence) => ARROW.test(sentence)).length;
  // Arrows in most sentences: each line (or sentence) is a workflow of its own.
  if (arrowed > 0 && arrowed >= sentences.length / 2) {
    const blocks = lines.length > 1 ? lines : sentences;
    const flows: Workflow[] = [];
    for (const block of blocks) {
      // "… -> l'argent est versé. si problème l'acheteur ouvre un litige": a sentence without
      // arrows after a flow is its exception, a step of it, not a workflow of its own.
      const last = flows.at(-1);
      // So is one that says what happens next ("Après le cours, le prof note…", "Afterwards the
      // owner…"): the flow goes on.
      const goesOn = CONDITION_LEAD.test(block.trim()) || CONTINUATION.test(block.trim());
      if (last && !ARROW.test(block) && goesOn) last.steps.push(...stepsOf(block, language));
      else flows.push(...arrowFlow(block));
    }
    return flows.filter((flow) => flow.steps.length > 0);
  }
  // "1. Bauleiter legt den Termin an\n2. Mängel werden erfasst\n…", "À peu près comme ça :\n-
  // l'adhérent demande …": a list of short lines, none with arrows, is one workflow's steps.
  const items = listLines(text, language);
  if (items) return [{ title: "", steps: items.flatMap((line) => stepsOf(line, language)) }];
  const groups: string[][] = [];
  for (const [index, sentence] of sentences.entries()) {
    // "Annonce : l'éleveur publie… Achat : l'acheteur choisit…": a sentence under a title of its own starts one.
    const starts =
      index > 0 &&
      (ORDINAL.test(sentence) ||
        PERIODIC.test(sentence) ||
        lineStart(sentence, lines) ||
        // "Lo más importante son dos. La orden: …": a short lead-in before the first title is no workflow.
        (titledSentence(sentence, language) && !introOnly(groups.at(-1))));
    if (starts || groups.length === 0) groups.push([]);
    groups.at(-1)?.push(sentence);
  }
  return groups
    .map((group) => titled(group))
    .map(({ title, sentences: body }) => ({ title, steps: body.flatMap((sentence) => stepsOf(sentence, language)) }))
    .filter((flow) => flow.steps.length > 0);
}

/** The lines of a list of three or more short steps (a heading that only hedges is none of them), or null. */
function listLines(text: string, language: AnswerLanguage): string[] | null {
  const raw = text.split(/\r?\n/).filter((line) => line.trim().length > 0);
  const parts = layoutParts(text, language);
  const lines = linesOf(text).filter((line) => {
    const label = labelOf(line);
    return !(label && !/\p{L}/u.test(label.body) && labelKind(label.label) !== null);
  });
  if (lines.length < 3 || lines.some((line) => ARROW.test(line))) return null;
  // Lines that are not list items, or labelled ones ("Résa : …"), are workflows of their own.
  const listed = raw.filter((line) => /^\s*(?:[-*•·‣–—]|\d{1,2}[.)])\s+/u.test(line)).length;
  if (listed < 3 || parts.some((part) => part.label && labelKind(part.label) === null)) return null;
  const words = lines.reduce((total, line) => total + line.split(/\s+/).length, 0);
  return words / lines.length <= 16 ? lines : null;
}

/**
 * "unter 10'000 Fr. geht sie ans Büro, ab 10'000 Fr. muss der Inhaber freigeben": a comma before
 * another threshold starts the step of the other case.
 */
const THRESHOLD_BREAK = new RegExp(
  `,\\s+(?=${alternation([...new Set(Object.values(WORDS).flatMap((words) => [...words.money.above, ...words.money.below]))])}\\s+(?:\\p{L}{1,3}\\.?\\s+)?\\S*\\d)`,
  "giu",
);

/**
 * "operaciones arma la planilla, si pasa de S/ 3000 el dueño aprueba": a condition after a comma
 * or a semicolon with a clause of its own (four words and more) is the step of that case.
 */
function atCondition(step: string): string[] {
  const match = step.match(
    /^(.+?)[,;]\s+((?:if|when|unless|si|cuando|wenn|falls|sobald|quand|lorsque|lorsqu['’])\s.+)$/iu,
  );
  if (!match?.[1] || !match[2] || match[2].split(/\s+/).length < 5 || match[1].split(/\s+/).length < 2) return [step];
  return [match[1], match[2]];
}

/** A sentence that starts a line of its own, when the answer has several lines. */
function lineStart(sentence: string, lines: readonly string[]): boolean {
  return lines.length > 1 && lines.some((line) => line.startsWith(sentence.slice(0, 20)));
}

function arrowFlow(text: string): Workflow[] {
  const body = text.replace(ORDINAL, "");
  const match = body.match(TITLED);
  // "Pour la v1, le flux clé : le propriétaire publie -> …": a lead-in that is no name is no step.
  const flow = match ? (match[2] ?? "") : body.replace(LEAD_IN, "");
  const steps = flow
    .split(ARROW)
    .flatMap((step) => splitOutsideBrackets(step, THRESHOLD_BREAK))
    .flatMap(atCondition)
    .map(clause)
    .filter((step) => step.length > 0);
  return [{ title: clause(match?.[1] ?? ""), steps }];
}

/** A sentence that opens with a short title and a colon ("Achat : l'acheteur choisit, paie…"). */
function titledSentence(sentence: string, language: AnswerLanguage): boolean {
  const match = sentence.replace(ORDINAL, "").match(TITLED);
  const title = match?.[1]?.trim().toLocaleLowerCase(language) ?? "";
  // "Statut : demandé → planifié → …" says what the steps go through, not a workflow of its own.
  if (!match?.[2] || !title || WORDS[language].nouns.status.includes(title)) return false;
  return title.split(/\s+/).length <= 3 && match[2].split(/\s+/).length >= 4;
}

function introOnly(group: readonly string[] | undefined): boolean {
  return group?.length === 1 && (group[0] ?? "").split(/\s+/).length <= 6;
}

/** The group without its ordinal, and its title when the first sentence names one ("Primero el pedido: ..."). */
function titled(group: readonly string[]): { title: string; sentences: string[] } {
  const [first = "", ...rest] = group;
  const body = first.replace(ORDINAL, "");
  const match = body.match(TITLED);
  if (match?.[1] && match[2] && match[1].split(/\s+/).length <= 5)
    return {
      title: clause(match[1].replace(/^(?:primero|segundo|first|second)\s+/iu, "")),
      sentences: [match[2], ...rest],
    };
  return { title: "", sentences: [body, ...rest] };
}

/** The steps of a sentence: numbered items, arrows, clauses joined by "then", else the sentence. */
function stepsOf(sentence: string, language: AnswerLanguage): string[] {
  const numbered = sentence
    .split(/(?:^|\s)\d+[.)]\s+/)
    .map(clause)
    .filter(Boolean);
  if (numbered.length > 1) return numbered;
  if (ARROW.test(sentence)) return sentence.split(ARROW).map(clause).filter(Boolean);
  const parts = splitOutsideBrackets(sentence, STEP_BREAK)
    .flatMap((part) => splitOutsideBrackets(part, /,?\s+(?:then|dann|luego|después|puis|ensuite)\s+/giu))
    // "…, über Fr. 5'000 zusätzlich die GL": a threshold after a comma is the step of that case.
    .flatMap((part) => splitOutsideBrackets(part, THRESHOLD_BREAK))
    .flatMap((part) => atNewActor(part, language))
    .map(clause)
    .filter((step) => step.length > 0);
  // "al recibir, el chef marca ...": a fragment too short to be a step belongs to the next one.
  const steps: string[] = [];
  let carried = "";
  for (const part of parts) {
    const text = carried ? `${carried}, ${part}` : part;
    // "Si en 10 minutos nadie lo toma, el coordinador lo asigna": a condition belongs to its step.
    // (a condition with its own "then" after a comma, "Wenn ein LKW kommt, scannt er…", is a step).
    // "Après le cours, le prof note…": a lead saying when is no step of its own either.
    const leadOnly = CONTINUATION.test(text) && text.replace(CONTINUATION, "").trim() === "";
    carried =
      text.split(/\s+/).length < 3 || leadOnly || (!carried && CONDITION_LEAD.test(text) && !text.includes(","))
        ? text
        : "";
    if (!carried) steps.push(text);
  }
  if (carried) steps.push(carried);
  return steps;
}

/**
 * "le prof note les progrès et le parent reçoit un résumé": "and", an article, a noun and a verb
 * in the present start a step of someone else. A participle ("and the parts used") does not.
 */
function atNewActor(part: string, language: AnswerLanguage): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of part.matchAll(NEW_ACTOR)) {
    const verb = (match[1] ?? "").toLocaleLowerCase(language);
    const present = language === "en" ? /s$/.test(verb) : !/(?:é|ée|és|ées|ado|ada|ido|ida)$/.test(verb);
    if (!isVerb(verb, language) || !present) continue;
    out.push(part.slice(start, match.index));
    start = match.index + match[0].length;
  }
  out.push(part.slice(start));
  return out;
}
const NEW_ACTOR = /\s+(?:and|et|y)\s+(?=(?:the|le|la|l['’]|el)\s*\p{L}+\s+(\p{L}+))/giu;

/** A sentence that goes on from the step before: "After the lesson,", "Danach", "Ensuite". */
const CONTINUATION =
  /^(?:after(?:wards| that| this| it|\s+the\s+\p{L}+)|then|next|finally|at the end|après(?:\s+(?:ça|cela|coup|le|la|les|l['’])\s*\p{L}*)?|ensuite|puis|enfin|à la fin|danach|anschließend|dann|zum schluss|am ende|nach\s+(?:dem|der)\s+\p{L}+|después(?:\s+(?:de|del)\s+\p{L}+(?:\s+\p{L}+)?)?|luego|al final|finalmente)(?=[\s,]|$)/iu;
/** A condition opening a clause, in any of the four languages (founders mix them). */
const CONDITION_LEAD = new RegExp(
  `^${alternation(Object.values(WORDS).flatMap((words) => words.text.conditions))}\\s`,
  "iu",
);

/**
 * Where a sentence of steps breaks besides "then": a semicolon ("pays; the teacher sees the
 * roster"), unless a condition follows ("lo manda; si pasa de $5,000 el dueño lo aprueba" is one
 * step with its condition), a comma before a new actor, an article and a noun ("El cliente
 * reserva una cita, el dueño asigna un mecánico"), not before the last of a list ("note le
 * repas, les changes et ajoute des photos"), and "and" before a pronoun and its verb ("das System
 * schlägt einen Platz vor und er bestätigt"), a comma before an impersonal clause ("la acepta, se
 * cobra con fianza", "on envoie", "man bestätigt"); "pays, gets a confirmation" stays one.
 */
const STEP_BREAK =
  /,\s+(?=(?:se|on|man)\s+\p{Ll}{3,})|;(?!\s*(?:if|when|unless|si|cuando|wenn|falls|sobald|quand|lorsque)\b)\s*|,\s+(?:(?:and|y|et|und)\s+)?(?=(?:the|el|la|los|las|le|les|der|die|das)\s+\p{L}+\s+(?!(?:and|or|y|o|et|ou|und|oder)\s)\p{L})|,?\s+(?:and|und|et)\s+(?=(?:he|she|they|er|sie|il|elle|ils|elles)\s+\p{L})/giu;
