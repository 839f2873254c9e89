import { normalizeName } from "#shared/blueprint/names";
import type { TRole } from "#shared/blueprint/schema";
import { parseRoles as parseRoleRows } from "#shared/questionnaire/structured";
import { capitalise, clause, listItems } from "../text/text";
import type { AnswerLanguage } from "./answer-language";
import { allWords, WORDS } from "./language";
import { alternation } from "./language/patterns";
import { isLater, isNone } from "./markers";
import { labelKind, layoutParts, withoutHedgeLabel } from "./reading/layout";
import { isVerb, LEXICON } from "./reading/lexicon";
import { isRoleName } from "./reading/name-shape";
import { singularPhrase } from "./reading/nouns";
import { sentencesOf, splitOutsideBrackets } from "./reading/segment";
import { type Subject, subjectOf } from "./reading/subject";
import { tokensOf } from "./reading/tokens";

type Draft = { name: string; can: string[]; aside: string };

const MAX_ROLES = 12;

/** What the founder says when the product has one user: them. */
const ALONE =
  /^(?:just |only )?(?:me|myself|i|nur ich|ich|solo yo|yo|moi(?: seul)?|juste moi|seulement moi|one user|single user|un usuario|ein nutzer)\.?$/i;

const LABEL_AFTER_STOP = /[.!?…]\s+[^\s.:;,()]{1,40}(?:\s+\([^()]*\))?\s*:\s/u;

/** Subjects that are not roles: "The roles are simple", "Everyone can see", "Das System schickt". */
const GENERIC =
  /^(?:roles?|users?|people|everyone|everybody|anyone|nobody|no one|it|this|that|there|system|app|platform|product|rollen|rolle|nutzer|benutzer|alle|jeder|jede|niemand|system|roles|usuarios?|todos|todas|nadie|sistema|aplicaci[óo]n|r[ôo]les?|utilisateurs?|tout le monde|personne|syst[èe]me|appli(?:cation)?)$/i;

/** What a count of roles counts: "three roles", "cuatro perfiles", "drei Rollen", "deux profils". */
const PROFILE_WORDS =
  "roles?|profiles?|types? of users?|user types?|rollen|nutzergruppen|arten|roles|perfiles|tipos de usuarios?|r[ôo]les|profils|types d['’]utilisateurs?";

const NOT_USERS =
  /^(?:(?:for now|por ahora|de momento|erstmal|vorerst|pour l'instant|pour le moment),?\s+)?(?:no|not|don't|do not|never|nicht|kein\w*|ne|n'|n’|nunca|jamais)(?![\p{L}\p{N}])/iu;

/** "Gäste haben keinen Login, bekommen nur Mail": people the product only writes to, not its users. */
const NO_LOGIN =
  /^(?:have|has|haben|hat|tienen|tiene|ont|a)\s+(?:no|keinen?|ningún|ninguna|pas de|aucun)\s+(?:login|account|konto|zugang|cuenta|compte|acceso|accès)(?![\p{L}])/iu;

/** What is said of people who use no product: "los productores por ahora no entran", "haben keinen Login". */
function notUsers(predicate: string): boolean {
  return NOT_USERS.test(predicate) || NO_LOGIN.test(predicate);
}

/**
 * Says the role may do everything: "can do everything", "full access", "darf alles", "lo hace
 * todo", "a accès à tout", "tous les droits", "(admin)". "All visits" or "alle Termine" is not
 * everything: only the words that mean it.
 */
const ADMIN =
  /(?<![\p{L}\p{N}])(?:everything|full access|all rights|all access|super ?user|admin(?:istrator)?s?|alles|todo|tout|toute faire|tous les droits|todos los permisos|vollzugriff|alle rechte|administra(?:dor|teur)s?)(?![\p{L}\p{N}])/iu;

/** "Admin", "Sysadmin", "Administrator", "Admin-Team"; not "Administración" or "Administrativa", an office. */
const ADMIN_NAME =
  /(?<!\p{L})(?:sys)?admin(?:istrator|istrador|istrateur|istratorin)?s?(?!\p{L})|(?<=\p{Ll})admin(?!\p{L})/iu;

/**
 * The roles of q7 as a person reads them: each the subject of its sentence ("The fleet manager
 * schedules services ...", "Der Lagerleiter richtet ...", "El veterinario ve ..."), singular and
 * capitalised, with what the sentence says they may do; tidy "Owner: everything; Mechanic: log
 * repairs" lists and bare "admin, staff, customers" lists as well. "Jede Hausverwaltung hat einen
 * Admin, der alles darf" is the Admin; "ich als Inhaber" and "We (the team)" name the founder's role.
 */
export function readRoles(answer: string, language: AnswerLanguage): TRole[] {
  const text = sharedLabels(arrowsAsLabels(answer.trim()));
  if (!text || isNone(text) || ALONE.test(clause(text))) return [];
  // What the roles control wrote (decision 030) is read exactly: names, rights and admin as given.
  // "dueño: todo. perito: hace el peritaje" could be one row of the control's grammar, but a
  // sentence that opens with another label says it is prose laid out as a list.
  const rows = LABEL_AFTER_STOP.test(text) ? null : parseRoleRows(text);
  if (rows) return exactRoles(rows);
  const labelled = fromLabels(text, language);
  if (labelled) return finish(labelled, language);
  const drafts = fromSentences(text, language);
  const found = drafts.length > 0 ? drafts : fromList(text, language);
  return finish(found, language);
}

/**
 * "betreiber (ich) -> alles\nstallhelfer -> tagesliste sehen": when every line of the answer is a
 * name, an arrow and its rights, the arrow is the label's colon; so is a dash after a name that
 * opens every sentence.
 */
function arrowsAsLabels(text: string): string {
  const lines = text.split(/\r?\n/u).filter((line) => line.trim());
  const arrow = /^([^:>→]{1,60}?)\s*(?:->|→|=>)\s*(?=\S)/u;
  if (lines.length >= 2 && lines.every((line) => arrow.test(line)))
    return lines.map((line) => line.replace(arrow, "$1: ")).join("\n");
  // "Admin (me & Sipho) – everything, vetting. Tutor – availability. Parent – search, book": when
  // every sentence opens with a short name and a dash, the dash is the label's colon.
  const sentences = text.split(/(?<=[.!?])\s+(?=\p{Lu})/u).filter((sentence) => sentence.trim());
  const dash = /^((?:[\p{L}'’/&-]+\s?){1,4}(?:\s?\([^()]{1,40}\))?)\s+[–—-]\s+(?=\S)/u;
  if (sentences.length < 2 || !sentences.every((sentence) => dash.test(sentence.trim()))) return text;
  return sentences.map((sentence) => sentence.trim().replace(dash, "$1: ")).join(" ");
}

/** "1st AD + coordinator: schedule, call sheets": two roles with the same rights, a line each. */
function sharedLabels(text: string): string {
  return text
    .split(/\r?\n/u)
    .map((line) => {
      const match = /^(\s*(?:[-*•·‣–—]\s+)?)([^:+&()]{1,30}?)\s+[+&]\s+([^:+&()]{1,30}?)\s*:\s*(\S.*)$/u.exec(line);
      return match ? `${match[1]}${match[2]}: ${match[4]}\n${match[1]}${match[3]}: ${match[4]}` : line;
    })
    .join("\n");
}

/**
 * A colon list of roles, laid out as lines, bullets or sentences ("buyer: search, make offer\n
 * seller (farmer or dealer): list machine", "dueño: todo (usuarios). perito: hace el peritaje",
 * "leiter (ich): alles"): each label is a role and what follows it, up to the next label, what it
 * may do. A bracket after the name is an aside ("(ich)", "(admin)"); after the founders' own word
 * ("nosotros (ops)", "Nous (back-office, 3 personnes)") it names their role. Null when fewer than
 * two parts of the answer are labelled so: then the answer is sentences.
 */
function fromLabels(text: string, language: AnswerLanguage): Draft[] | null {
  const parts = layoutParts(text, language);
  const named = parts.filter(
    (part) => part.label !== null && labelKind(part.label) === null && labelName(part.label, language),
  );
  if (named.length < 2 || named.length * 2 < parts.length) return null;
  // "vendedor: clientes. Cami (administracion): agenda obras": where the founder writes the
  // labels in lower case, a capitalised single word with a bracket is a person, and the bracket
  // names the role they hold.
  const lowerLabels = named.filter((part) => /^\p{Ll}/u.test(part.label ?? "")).length;
  const headOf = (label: string) => (label.split("(")[0] ?? "").trim();
  // A word formed like an agent noun ("Admin", "Manager", "Cajero", "Gérante") stays the role.
  const personLabel = (label: string) =>
    language !== "de" &&
    lowerLabels >= 2 &&
    /^\p{Lu}\p{Ll}+\s*\(\s*\p{Ll}[^()]*\)\s*$/u.test(label) &&
    !ADMIN_NAME.test(headOf(label)) &&
    !agentNoun(headOf(label), language);
  const drafts: Draft[] = [];
  const lineStarts = text.split(/\r?\n/).map((line) => clause(line.replace(/^\s*(?:[-*•·‣–—]|\d{1,2}[.)])\s+/u, "")));
  let current: Draft | null = null;
  for (const part of parts) {
    const label = part.label && personLabel(part.label) ? personRole(part.label) : part.label;
    const name = label && labelKind(label) === null ? labelName(label, language) : null;
    if (!name) {
      // "- Revisor (vom Waldverband) sieht nur Rechnungen": a line of its own that names its
      // subject is another role, written as a sentence among the labels.
      const subject = lineStarts.some((line) => line.startsWith(clause(part.text).slice(0, 24)))
        ? subjectOf(part.text, language)
        : null;
      // "Gäste haben keinen Login …": about people who are no users, so no one's rights.
      if (subject && notUsers(subject.predicate)) continue;
      const found = subject && !subject.labelled ? roleDrafts(subject, language) : [];
      if (found.length > 0) current = found.map((draft) => merge(drafts, draft)).at(-1) ?? current;
      else current?.can.push(clause(part.text));
      continue;
    }
    // "admin/owner: everything": two roles with the same rights.
    for (const one of name.names)
      current = merge(drafts, { name: one, can: part.body ? [clause(part.body)] : [], aside: name.aside });
  }
  return drafts;
}

/** "regarde la santé, c'est tout": "that's all" says only this, not everything. */
function withoutAllSaid(text: string, language: AnswerLanguage): string {
  let pattern = allSaid.get(language);
  if (!pattern) {
    const said = allWords(language, (words) => words.text.allSaid);
    pattern = new RegExp(`(?<![\\p{L}])${alternation(said)}(?![\\p{L}])`, "giu");
    allSaid.set(language, pattern);
  }
  return text.replace(pattern, "");
}
const allSaid = new Map<AnswerLanguage, RegExp>();

/** A word formed like an agent noun in any of the languages, the answer's first. */
function agentNoun(word: string, language: AnswerLanguage): boolean {
  const lower = word.toLocaleLowerCase(language);
  return allWords(language, (words) => words.nouns.agentEndings).some((ending) => lower.endsWith(ending));
}

/** "Cami (administracion)" -> "administracion (Cami)": the role first, the person its aside. */
function personRole(label: string): string {
  const bracket = /^(.*?)\s*\(([^()]*)\)\s*$/u.exec(label);
  return bracket ? `${(bracket[2] ?? "").trim()} (${(bracket[1] ?? "").trim()})` : label;
}

/**
 * The role the founders give themselves in q7: "ops (us): approve listings", "nosotros (ops):
 * todo", "Nous (back-office, 3 personnes) :", "We (the team) approve new walkers". Their steps in
 * the workflows are said with "we" ("recogemos muestra", "nous vérifions", "we release money").
 */
export function founderRole(answer: string, roles: readonly TRole[], language: AnswerLanguage): TRole | null {
  const self = new Set(WORDS[language].nouns.self);
  for (const part of layoutParts(answer, language)) {
    const label = part.label ?? part.text.split(/\s+/).slice(0, 4).join(" ");
    const bracket = /^(.*?)\s*\(([^()]*)\)/u.exec(label);
    if (!bracket) continue;
    const head = clause(bracket[1] ?? "").toLocaleLowerCase(language);
    const aside = clause(bracket[2] ?? "").toLocaleLowerCase(language);
    const asideSelf = aside.split(/[\s,]+/u).some((word) => self.has(word));
    const name = self.has(head) ? (aside.split(/[,;]/u)[0] ?? "").trim() : asideSelf ? head : "";
    if (!name) continue;
    const key = normalizeName(roleName(name, language, false) || capitalise(name), 40).toLocaleLowerCase(language);
    const role = roles.find((candidate) => candidate.name.toLocaleLowerCase(language) === key);
    if (role) return role;
  }
  return null;
}

/** "Admin (Agentur-Owner)" -> Admin, aside "Agentur-Owner"; "nosotros (ops)" -> Ops; "la coiffeuse" -> Coiffeuse. */
function labelName(label: string, language: AnswerLanguage): { name: string; names: string[]; aside: string } | null {
  const bracket = /^(.*?)\s*\(([^()]*)\)?\s*$/u.exec(label);
  const head = clause(bracket?.[1] ?? label).replace(/^[-–•*]\s*/u, "");
  const aside = bracket?.[2]?.trim() ?? "";
  const self = WORDS[language].nouns.self.includes(head.toLocaleLowerCase(language));
  // "Employé / le fils au comptoir": the role, then who holds it.
  const holder =
    /^(\p{L}[\p{L}-]*)\s+\/\s+\S/u.exec(head)?.[1] ?? appositionRole(head, language) ?? namedRelative(head, language);
  const raw = self ? (aside.split(/[,;]/u)[0] ?? "").trim() : (holder ?? head);
  // "1st AD", "2e assistant": an ordinal is part of a name; "2 founders" counts people.
  const ordinalOff = raw.replace(/^\d{1,2}(?:st|nd|rd|th|er|re|e|º|ª|\.)(?=\s+\p{L})/u, "");
  if (!raw || /\d/u.test(ordinalOff) || raw.split(/\s+/u).length > 5) return null;
  const names = (/^[\p{L}-]+\/[\p{L}-]+$/u.test(raw) ? raw.split("/") : [raw]).map((one) =>
    ordinalOff !== raw ? capitalise(one) : roleName(one, language, false) || capitalise(one),
  );
  return names.every((name) => isRoleName(name) && !GENERIC.test(name))
    ? { name: names[0] ?? "", names, aside: self ? "" : aside }
    : null;
}

/**
 * "Toni, el encargado", "Priya, our dispatcher": a person's name and the role they hold, after a
 * comma and an article or possessive; the role is the label's name.
 */
function appositionRole(head: string, language: AnswerLanguage): string | null {
  const match = /^\p{Lu}\p{Ll}+,\s+(\p{L}+)\s+(\p{L}[\p{L} -]{1,30})$/u.exec(head);
  if (!match?.[1] || !LEXICON[language].determiners.has(match[1].toLocaleLowerCase(language))) return null;
  return match[2] ?? null;
}

/** "mi tío Jorge q puso plata": a relative named with what they did; the role is the person as named. */
function namedRelative(head: string, language: AnswerLanguage): string | null {
  const match = /^(\p{L}+)\s+(\p{Ll}+\s+\p{Lu}\p{Ll}+)\s+(?:q|que|who|that|der|die|qui)\s/u.exec(head);
  if (!match?.[1] || !LEXICON[language].determiners.has(match[1].toLocaleLowerCase(language))) return null;
  return match[2] ?? null;
}

function exactRoles(rows: readonly { name: string; permissions: string; admin: boolean }[]): TRole[] {
  const seen = new Set<string>();
  const out: TRole[] = [];
  for (const row of rows) {
    const name = normalizeName(row.name, 40);
    const key = name.toLocaleLowerCase();
    // A name the documents' check refuses ("$1.5M seed": a verb) is dropped, as in prose.
    if (!name || seen.has(key) || !isRoleName(name)) continue;
    seen.add(key);
    out.push({ id: `R-${out.length + 1}`, name, permissions: row.permissions.slice(0, 300), admin: row.admin });
    if (out.length === MAX_ROLES) break;
  }
  return out;
}

function fromSentences(text: string, language: AnswerLanguage): Draft[] {
  const drafts: Draft[] = [];
  let current: Draft[] = [];
  // "Pues a ver: el anfitrión publica …": a label that only hedges opens no role; "Il y aurait le
  // directeur, qui …" opens with who there is.
  const existential = new RegExp(`^${alternation(WORDS[language].nouns.existential)}\\s+`, "iu");
  // "A priori, cuatro perfiles: el secretario, …", "Three roles: …": a count of roles leads the list.
  const count = new RegExp(
    `^(?:[^:,]{1,20},\\s*)?(?:\\d+|${alternation(Object.keys(WORDS[language].money.numberWords))})\\s+(?:${PROFILE_WORDS})\\s*:\\s*`,
    "iu",
  );
  for (const sentence of sentencesOf(text, language).map((item) =>
    withoutHedgeLabel(item).replace(count, "").replace(existential, ""),
  )) {
    // "Owner (all data), Helper (logs inspections)": a comma after a closing bracket ends a role too.
    for (const written of splitOutsideBrackets(sentence, /;|(?<=\)),\s*/g)) {
      // "Toni, el encargado: enseña trasteros": the role the person holds is the label.
      const colon = written.indexOf(":");
      const held = colon > 0 && colon < 45 ? appositionRole(clause(written.slice(0, colon)), language) : null;
      const part = held ? `${held}:${written.slice(colon + 1)}` : written;
      // "Maybe later an assistant who can check people in": a role put off is not one of version 1.
      if (isLater(part.trim().split(/\s+/).slice(0, 3).join(" "))) continue;
      const subject = subjectOf(withoutConditionAside(part, language), language);
      if (!subject) {
        // "lo controla todo": no subject of its own, so it goes on about the last one.
        for (const draft of current) draft.can.push(clause(part));
        continue;
      }
      // "los productores por ahora no entran": named, but not users of the product.
      if (notUsers(subject.predicate)) continue;
      const owned = ownedRole(subject, language) ?? neededRole(subject, language);
      const found = owned ? [owned] : roleDrafts(subject, language);
      if (found.length === 0) continue;
      current = found.map((draft) => merge(drafts, draft));
      // A label's rights are a list ("Fahrlehrer: eigener Kalender, Ausbildungsnachweis ausfüllen"), never subjects.
      if (subject.labelled) continue;
      for (const more of embeddedSubjects(subject.predicate, language)) {
        current = roleDrafts(more, language).map((draft) => merge(drafts, draft));
      }
    }
  }
  return drafts;
}

/**
 * "An assistant, if they have one, manages the calendar", "Der Disponent, falls vorhanden, plant":
 * a condition between commas after the subject is an aside; the subject still does what follows.
 */
function withoutConditionAside(part: string, language: AnswerLanguage): string {
  let pattern = conditionAside.get(language);
  if (!pattern) {
    pattern = new RegExp(
      `^([^,;:()]{2,40}),\\s*${alternation(allWords(language, (words) => words.text.conditions))}\\s[^,;:()]{1,40},\\s*`,
      "iu",
    );
    conditionAside.set(language, pattern);
  }
  return part.replace(pattern, "$1 ");
}
const conditionAside = new Map<AnswerLanguage, RegExp>();

function roleDrafts(subject: Subject, language: AnswerLanguage): Draft[] {
  const can = clause(stopAtNewSubject(subject.predicate, language));
  const self = new Set(WORDS[language].nouns.self);
  return (
    subject.names
      // "nosotros desde el backoffice validamos": the founders speaking, not a role named "Nosotro".
      .filter((name) => !self.has(name.toLocaleLowerCase(language)))
      .map((name) => roleName(name, language, subject.plural))
      .filter((name) => name.length > 0 && !GENERIC.test(name))
      .map((name) => ({ name, can: can ? [can] : [], aside: subject.aside ?? "" }))
  );
}

/**
 * "Jede Hausverwaltung hat einen Admin, der alles darf", "Each school has an IT lead who ...":
 * the role is the one the subject has, and what follows "who" is what it may do.
 */
function ownedRole(subject: Subject, language: AnswerLanguage): Draft | null {
  const match = subject.predicate.match(
    /^(?:has|have|hat|haben|tiene|tienen|a|ont)\s+(?:a|an|one|einen|eine|ein|un|una|une)\s+([\p{L}][\p{L}-]*(?:\s[\p{L}][\p{L}-]*)?)\s*,?\s+(?:who|that|der|die|welche[rs]?|que|quien|qui)\s+(.+)$/iu,
  );
  if (!match?.[1]) return null;
  const name = roleName(match[1], language, false);
  return name ? { name, can: [clause(match[2] ?? "")], aside: "" } : null;
}

/** The founder and their team as a subject: "We need an admin", "Wir brauchen einen Disponenten". */
const FOUNDERS = /^(?:we|i|wir|ich|nosotros|yo|nous|je)$/i;

/**
 * "We need an admin for support": the role the founders say they need, doing what follows "for".
 * Only a singular article and one or two words: "we need a way to…" names no role.
 */
function neededRole(subject: Subject, language: AnswerLanguage): Draft | null {
  if (!subject.names.every((name) => FOUNDERS.test(name.trim()))) return null;
  const match = subject.predicate.match(
    /^(?:also\s+|auch\s+|aussi\s+|también\s+)?(?:need|needs|will need|want|brauchen|braucht|benötigen|necesitamos|necesito|queremos|avons besoin d['’]|ai besoin d['’]|voulons)\s*(?:also\s+|auch\s+|noch\s+)?(?:a|an|one|einen|eine|ein|un|una|une)\s+(\p{L}[\p{L}-]*)(?:\s+(?:for|to|für|zur|zum|para|pour)\s+(.+))?$/iu,
  );
  const name = match?.[1] ? roleName(match[1], language, false) : "";
  if (!name || GENERIC.test(name) || /^(?:way|tool|app|system|weg|forma|manera|moyen|outil)$/i.test(name)) return null;
  return { name, can: match?.[2] ? [clause(match[2])] : [], aside: "" };
}

/**
 * Subjects inside a predicate: "el vendedor confirma los pedidos y el repartidor marca la
 * entrega", "Abteilungsleiter sehen ..., Übungsleiter nur ihre Mannschaft". A piece after a
 * comma or "and" starts a new subject only when it opens with an article (or, in German, a
 * capitalised noun) and a verb or adverb follows; "parts used and hours" is not one.
 */
function embeddedSubjects(predicate: string, language: AnswerLanguage): Subject[] {
  return newSubjectPieces(predicate, language).map((piece) => piece.subject);
}

function newSubjectPieces(predicate: string, language: AnswerLanguage): { at: number; subject: Subject }[] {
  const lex = LEXICON[language];
  const out: { at: number; subject: Subject }[] = [];
  const separators = /,\s*|\s+(?:and|und|y|e|et)\s+/gi;
  for (const match of predicate.matchAll(separators)) {
    const rest = predicate.slice(match.index + match[0].length);
    const first = tokensOf(rest, language)[0];
    if (!first) continue;
    const opensWithArticle =
      lex.determiners.has(first.lower) &&
      !/^(?:all|alle|todos|tous|tout|ses|sus|seine|ihre|their|its)$/i.test(first.lower);
    const germanNoun = language === "de" && /^\p{Lu}/u.test(first.text) && match[0].includes(",");
    // "…, coordinators run the projects, BER assessors upload surveys": a bare plural and its verb.
    const afterComma = match[0].includes(",") || /,\s*$/u.test(predicate.slice(0, match.index));
    const barePlural = !opensWithArticle && !germanNoun && afterComma && barePluralSubject(rest, language);
    if (!opensWithArticle && !germanNoun && !barePlural) continue;
    const tokens = tokensOf(rest, language);
    // "los entrega", "les affecte": an object pronoun before a verb, not an article.
    if (CLITIC.test(first.lower) && tokens[1] && isVerb(tokens[1].lower, language)) continue;
    // German relative clauses put the verb last: ", die Bankdaten sieht".
    if (language === "de" && /^(?:der|die|das|dem|den)$/.test(first.lower) && verbLast(tokens)) continue;
    const subject = subjectOf(rest, language);
    if (!subject || subject.labelled) continue;
    if (germanNoun && !opensWithArticle) {
      // German without an article: a verb or an adverb must follow the noun at once.
      const second = tokensOf(rest, language)[1];
      if (!second || !/^\p{Ll}/u.test(second.text)) continue;
    }
    out.push({ at: match.index, subject });
  }
  return out;
}

const CLITIC = /^(?:lo|la|los|las|le|les|l'|l’)$/;

/** A plural noun of a word or three, not a verb, then its verb: "installers see", "BER assessors upload". */
function barePluralSubject(rest: string, language: AnswerLanguage): boolean {
  if (language === "de") return false;
  const tokens = tokensOf(rest, language);
  const first = tokens[0];
  if (!first || isVerb(first.lower, language) || LEXICON[language].modals.has(first.lower)) return false;
  const subject = subjectOf(rest, language);
  if (!subject || subject.labelled || subject.names.length !== 1) return false;
  const name = subject.names[0] ?? "";
  const words = name.split(/\s+/);
  // "homeowners mostly just view": adverbs may stand before the verb.
  const predicate = tokensOf(subject.predicate, language);
  const at = predicate.slice(0, 3).findIndex((token) => !LEXICON[language].modals.has(token.lower));
  const verb = predicate[at];
  // "log what they did, parts used and hours": a participle ending a list is no clause.
  const object = predicate[at + 1];
  if (
    object
      ? LEXICON[language].conjunctions.has(object.lower)
      : /(?:ed|é|ée|és|ées|ado|ada|ados|adas)$/u.test(verb?.lower ?? "")
  )
    return false;
  return words.length <= 3 && /[sx]$/iu.test(words.at(-1) ?? "") && verb !== undefined && isVerb(verb.lower, language);
}

/** A German clause whose first lower-case word after its noun is its last word. */
function verbLast(tokens: readonly { text: string }[]): boolean {
  const verbAt = tokens.findIndex((token, index) => index > 1 && /^\p{Ll}/u.test(token.text));
  return (
    verbAt === tokens.length - 1 ||
    (verbAt >= 0 &&
      /^(?:ist|sind|hat|haben|wird|werden)$/.test(tokens.at(-1)?.text ?? "") &&
      verbAt >= tokens.length - 2)
  );
}

/** The predicate up to where a new subject starts, so its rights are not the next role's. */
function stopAtNewSubject(predicate: string, language: AnswerLanguage): string {
  const first = newSubjectPieces(predicate, language)[0];
  return first ? predicate.slice(0, first.at) : predicate;
}

/** "Admin, staff (own bookings), customers": a bare list of role names. */
function fromList(text: string, language: AnswerLanguage): Draft[] {
  return listItems(text, { splitLoneAnd: true })
    .map((item) => {
      const match = item.match(/^([^()]+?)\s*\(([^()]*)\)?$/);
      const name = clause(match?.[1] ?? item);
      return { name: roleName(name, language, false) || capitalise(name), can: [], aside: clause(match?.[2] ?? "") };
    })
    .filter((draft) => draft.name.split(/\s+/).length <= 4 && !GENERIC.test(draft.name));
}

/** "the fleet manager" -> "Fleet manager", "Die MFAs" -> "MFA", "2 admins" -> "Admin". */
function roleName(raw: string, language: AnswerLanguage, plural: boolean): string {
  const words = raw
    .replace(/\([^)]*\)/g, " ")
    .replace(/[\d.,;:!?"“”„«»]+/g, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const lex = LEXICON[language];
  while (words[0] && lex.determiners.has(words[0].toLocaleLowerCase(language))) words.shift();
  // "L'apprentie", "l’étudiant": the elided article is no part of the name.
  if (words[0] && /^[lLdD]['’]\p{L}/u.test(words[0])) words[0] = words[0].slice(2);
  // "The director of each contractor", "el administrador de cada clínica": the role is the director.
  const quantifiers = new Set(WORDS[language].nouns.quantifiers);
  const each = words.findIndex(
    (word, at) => at > 0 && quantifiers.has(word.toLocaleLowerCase(language)) && at < words.length - 1,
  );
  if (each > 0) words.splice(lex.complement.has(words[each - 1]?.toLocaleLowerCase(language) ?? "") ? each - 1 : each);
  if (words.length === 0 || words.length > 6) return "";
  // "Chef des Lagers": the genitive after a German noun keeps its form; the head is made singular.
  const genitive = language === "de" ? words.findIndex((word, at) => at > 0 && /^(?:der|des)$/i.test(word)) : -1;
  const head = genitive > 0 ? words.slice(0, genitive) : words;
  const tail = genitive > 0 ? ` ${words.slice(genitive).join(" ")}` : "";
  return capitalise(singularPhrase(head.join(" "), language, plural || /s$/i.test(head.at(-1) ?? "")) + tail);
}

function merge(drafts: Draft[], draft: Draft): Draft {
  const existing = drafts.find((item) => item.name.toLocaleLowerCase() === draft.name.toLocaleLowerCase());
  if (existing) {
    existing.can.push(...draft.can);
    existing.aside ||= draft.aside;
    return existing;
  }
  drafts.push(draft);
  return draft;
}

function finish(drafts: readonly Draft[], language: AnswerLanguage): TRole[] {
  const seen = new Set<string>();
  const out: TRole[] = [];
  for (const draft of drafts) {
    const name = normalizeName(draft.name, 40);
    const key = name.toLocaleLowerCase();
    // A name that reads as a piece of a sentence is a misreading: no role rather than a wrong one.
    if (!/\p{L}/u.test(name) || seen.has(key) || !isRoleName(name)) continue;
    seen.add(key);
    const can = draft.can.filter(Boolean).join("; ");
    out.push({
      id: `R-${out.length + 1}`,
      name,
      permissions: can.slice(0, 300),
      admin: ADMIN.test(`${draft.aside} ${withoutAllSaid(can, language)}`) || ADMIN_NAME.test(name),
    });
    if (out.length === MAX_ROLES) break;
  }
  return out;
}
