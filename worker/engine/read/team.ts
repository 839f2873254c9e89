import type { TTeamMember } from "#shared/blueprint/schema";
import { capitalise, clause } from "../text/text";
import type { AnswerLanguage } from "./answer-language";
import { allWords, type WORDS } from "./language";
import { alternation } from "./language/patterns";
import { layoutParts } from "./reading/layout";
import { LEXICON } from "./reading/lexicon";
import { maskBrackets, splitOutsideBrackets } from "./reading/segment";

const MAX_MEMBERS = 6;

/**
 * The people of q17 as the founder describes them, each with what they do or bring: "Two founders
 * (a farmer and a former restaurant manager)", "we r 2: me (agri engg) & cofounder (ex-OLX)",
 * "Drei Personen (Markus, Bauingenieur; Anna, Produktmanagerin; ein Vertriebler in Teilzeit)",
 * "- me: ex-PM at a GC\n- cofounder: engineer", "Somos 3: yo (ingeniero civil), mi socia que viene
 * de compras y un dev de medio tiempo", "Solo.". What they look for (money, a vendor) is not the
 * team. Empty when the answer describes no one.
 */
export function readTeam(answer: string, language: AnswerLanguage): TTeamMember[] {
  const words = patternsOf(language);
  const parts = layoutParts(answer, language)
    .flatMap((part) =>
      splitOutsideBrackets(part.text, /;/g).map((text, index) => ({
        ...part,
        text,
        label: index === 0 ? part.label : null,
      })),
    )
    .filter((part) => {
      const text = part.text.replace(/^\s*[-–•*]\s*/u, "");
      return !words.seeking.test(text) && !words.missing.test(text);
    });
  if (parts.length === 0) return [];
  // "- me: ex-PM at a GC\n- cofounder: engineer": a person per labelled line.
  const labelled = parts.filter((part) => part.label && personLabel(part.label, words));
  if (labelled.length >= 2)
    return labelled.slice(0, MAX_MEMBERS).map((part) => ({
      ...member(`${part.label ?? ""} (${labelBody(part.text)})`, words, language),
      said: capitalise(clause(part.text.replace(/^\s*[-–•*]\s*/u, ""))).slice(0, 160),
    }));
  const text = parts.map((part) => part.text).join("; ");
  const members = membersOf(text, words, language).slice(0, MAX_MEMBERS);
  // "Solo.", "Just me, I ran a truck for six years": one person, whatever follows; "Just me
  // (yoga) and a friend who does marketing" is two.
  if (words.alone.test(clause(text)) && (members.length < 2 || !/\(/u.test(text))) {
    const said = capitalise(clause(parts[0]?.text ?? text)).slice(0, 160);
    return [{ name: null, role: said.slice(0, 120), said }];
  }
  return members;
}

function labelBody(text: string): string {
  const colon = maskBrackets(text).indexOf(":");
  return colon < 0 ? text : text.slice(colon + 1).trim();
}

/** A label that is a person: "me", "cofounder", "Jonas"; not a count ("we r 2") nor a lead ("Somos 3"). */
function personLabel(label: string, words: Patterns): boolean {
  const plain = label.replace(/\([^)]*\)/g, "").trim();
  return plain.split(/\s+/).length <= 3 && !/\d/u.test(plain) && !words.count.test(plain) && !words.lead.test(plain);
}

/** The members of the team text: after a lead ("we r 2:", "Somos tres (…)"), in brackets or not. */
function membersOf(text: string, words: Patterns, language: AnswerLanguage): TTeamMember[] {
  let body = text.replace(/^\s*[-–•*]\s*/u, "");
  // "wir sind zu zweit: …", "On est trois : …": the lead says how many, the rest who.
  const colon = maskBrackets(body).indexOf(":");
  // "Moi, Yassine Benjelloun : 8 ans …" is a person and what they bring, not a lead.
  const speaker = words.pronoun.test(/^[\p{L}'’]+/u.exec(body)?.[0] ?? "");
  if (colon > 0 && colon < 40 && !speaker) body = body.slice(colon + 1).trim();
  // "Drei Personen (Markus, …; Anna, …) plus …", "There are three of us (…)": a count and its bracket.
  // "Wir sind zu dritt (Lena – Ex-Laborleiterin (Umweltanalytik, 12 Jahre); Jannik – CTO)": brackets nest.
  const bracket = outerBracket(body);
  if (bracket?.inside && (words.count.test(bracket.before) || words.lead.test(bracket.before))) {
    const inside = pieces(bracket.inside, words, language);
    const after = clause(bracket.after.replace(/^[,;.]?\s*/u, "").replace(words.joinerStart, ""));
    const rest = after && !words.seeking.test(after) ? pieces(after, words, language) : [];
    return [...inside, ...rest].map((piece) => member(piece, words, language));
  }
  return pieces(body, words, language).map((piece) => member(piece, words, language));
}

/** The first bracket at the top level and the text around it; null without one. */
function outerBracket(text: string): { before: string; inside: string; after: string } | null {
  const masked = maskBrackets(text);
  const open = masked.indexOf("(");
  const close = masked.indexOf(")", open + 1);
  if (open < 0 || close < 0) return null;
  return {
    before: text.slice(0, open).trim(),
    inside: text.slice(open + 1, close),
    after: text.slice(close + 1).trim(),
  };
}

/** The people of a list: ";" if the founder used it, else commas and "and", appositions joined back. */
function pieces(text: string, words: Patterns, language: AnswerLanguage): string[] {
  if (maskBrackets(text).includes(";"))
    return (
      splitOutsideBrackets(text, /;/g)
        // "Nadine Gerber (CEO, …), Marco Pfister (CTO, …)", "Me (…), my brother Sipho (…)": a name
        // after a closed bracket is the next person.
        .flatMap((piece) =>
          splitOutsideBrackets(piece, /(?<=\))\s*,\s*(?=(?:\p{Ll}+\s+){0,2}\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s*\()/gu),
        )
        .map((piece) => clause(clause(piece).replace(words.joinerStart, "")))
        .filter((piece) => piece && !countOnly(piece, words) && !words.missing.test(piece))
    );
  const masked = maskBrackets(text);
  const raw: { start: number; end: number; comma: boolean }[] = [];
  let start = 0;
  let comma = false;
  for (const match of masked.matchAll(words.separator)) {
    raw.push({ start, end: match.index, comma });
    comma = match[0].trim() === ",";
    start = match.index + match[0].length;
  }
  raw.push({ start, end: text.length, comma });
  // Spans of the answer, so a person described over several pieces keeps the words between them.
  const out: { start: number; end: number }[] = [];
  for (const piece of raw.filter((item) => text.slice(item.start, item.end).trim())) {
    const last = out.at(-1);
    const lastText = last ? text.slice(last.start, last.end).trim() : "";
    const cleaned = text.slice(piece.start, piece.end).trim().replace(words.joinerStart, "");
    // "yo, mecánico y perito": a piece with no word of its own goes on describing the one before;
    // after a person closed by a bracket ("me (agri engg) & cofounder (ex-OLX)") a new one starts.
    const closed = last !== undefined && /\)\s*$/u.test(lastText) && !piece.comma;
    // "and me, a product person": an article after the founder's own word describes them.
    // "myself, Siobhán Kearney, CEO", "Eoin Brady, our CTO", "Lucía, 12 años como agente": after
    // the founder's own word a name, after a bare name what they do.
    const apposition =
      last !== undefined &&
      ((words.pronoun.test(lastText) && (words.indefinite.test(cleaned) || /^\p{Lu}\p{Ll}+/u.test(cleaned))) ||
        (BARE_NAME.test(lastText) && !startsWithName(cleaned, language, words)));
    if (last !== undefined && (apposition || (!ownStart(cleaned, language, words) && !closed))) last.end = piece.end;
    else out.push({ start: piece.start, end: piece.end });
  }
  return out
    .map((span) => clause(text.slice(span.start, span.end).replace(words.joinerStart, "")))
    .filter((piece) => /\p{L}{2}/u.test(piece))
    .filter((piece) => !countOnly(piece, words) && !words.missing.test(piece));
}

/** One to three capitalised words and nothing else: "Lucía", "Méabh O'Sullivan". */
const BARE_NAME = /^\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}[\p{L}'’]+){0,2}$/u;

/**
 * Whether a piece opens with a person of its own: a name, the founder's word ("and me"), a
 * number of people; German capitalises every noun, so there a capital says nothing.
 */
function startsWithName(piece: string, language: AnswerLanguage, words: Patterns): boolean {
  const first = piece.split(/[\s,]+/)[0] ?? "";
  if (words.pronoun.test(first)) return true;
  return (
    language !== "de" &&
    /^\p{Lu}\p{Ll}/u.test(first) &&
    !LEXICON[language].determiners.has(first.toLocaleLowerCase(language))
  );
}

/** "There are three of us", "Somos dos": how many, not who. */
function countOnly(piece: string, words: Patterns): boolean {
  // "Three.", "Zu dritt": a number alone says how many.
  if (piece.split(/\s+/).length === 1 && words.count.test(` ${piece.replace(/[.!]$/u, "")}`)) return true;
  return words.lead.test(piece) && words.count.test(piece) && piece.split(/\s+/).length <= 6;
}

/** A piece that starts a person: an article, a possessive, a pronoun, a number word, a name. */
function ownStart(piece: string, language: AnswerLanguage, words: Patterns): boolean {
  const first = piece.split(/\s+/)[0] ?? "";
  const lower = first.toLocaleLowerCase(language).replace(/['’].*$/u, "");
  if (/^\p{Lu}\p{Ll}+$/u.test(first) || /^\d/u.test(first)) return true;
  return LEXICON[language].determiners.has(lower) || words.pronoun.test(first) || /^[ld]['’]/iu.test(first);
}

/** "Jonas (CTO, Teilzeit)" -> Jonas, "CTO, Teilzeit"; "me (agri engg)" -> "agri engg"; "mi socia que …" -> "Socia que …". */
function member(piece: string, words: Patterns, language: AnswerLanguage): TTeamMember {
  const bracket = /^([^()]*?)\s*\(([^()]*)\)\s*(.*)$/u.exec(piece);
  // "und ich, Malte – Product", "myself, Siobhán Kearney, CEO", "I'm Hamish Reid": the founder
  // named; "My cousin Josh Reid is a developer": a relative named.
  const written = clause(bracket?.[1] ?? piece);
  const selfNamed = /^([\p{L}'’]+),?\s+(\p{Lu}.*)$/u.exec(written);
  const selfIs = written.replace(words.selfIs, "");
  const relative = words.relative.exec(written);
  const head =
    selfNamed?.[2] && words.pronoun.test(selfNamed[1] ?? "")
      ? clause(selfNamed[2])
      : selfIs !== written && /^\p{Lu}\p{Ll}+\s+\p{Lu}/u.test(selfIs)
        ? clause(selfIs)
        : relative?.[2]
          ? clause(
              [relative[2], relative[1], clause(relative[3] ?? "").replace(words.copula, "")]
                .filter(Boolean)
                .join(", "),
            )
          : written;
  const aside = clause(bracket?.[2] ?? "");
  const after = clause(bracket?.[3] ?? "");
  // "Jonas Weber (ex-Bosch)", "Léa (ancienne cheffe)": a name is one to three capitalised words.
  const first =
    /^\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}[\p{L}'’]*\p{Ll}[\p{L}'’]*){0,2}(?=[\s,]|$)/u.exec(head)?.[0] ??
    head.split(/[\s,]+/)[0] ??
    "";
  const firstWord = first.split(/[\s-]/)[0] ?? "";
  const named =
    /^\p{Lu}\p{Ll}+/u.test(first) &&
    !words.pronoun.test(firstWord) &&
    !LEXICON[language].determiners.has(firstWord.toLocaleLowerCase(language)) &&
    // German capitalises every noun: "Schreinermeister mit …" names a trade, not a person.
    (language !== "de" ||
      aside !== "" ||
      first.includes(" ") ||
      /^[,\s]*$/u.test(head.slice(first.length)) ||
      // "Jannik – CTO": a dash after a name says what they do.
      /^\s+[–—]\s/u.test(head.slice(first.length)));
  // "Me, a product person from a fintech": the founder's own word is no description.
  const withoutSelf = words.pronoun.test(firstWord)
    ? clause(head.slice(firstWord.length).replace(/^[\s,–—:-]+/u, ""))
    : head;
  const headRest = named
    ? clause(
        head
          .slice(first.length)
          .replace(/^[\s,–—:-]+/u, "")
          .replace(words.copula, ""),
      )
    : withoutSelf;
  const self = words.pronoun.test(headRest.split(/\s+/)[0] ?? "") && headRest.split(/\s+/).length <= 2;
  // "Hamish Reid, and I run a contracting business": what follows the name, without "and I".
  const own = headRest.replace(words.joinerStart, "").replace(words.pronounStart, "");
  const described = [self ? "" : stripDeterminers(own.replace(words.selfIs, ""), language), aside, after]
    .filter(Boolean)
    .join(", ");
  return {
    name: named ? first : null,
    role: capitalise(described || head).slice(0, 120),
    said: capitalise(clause(piece)).slice(0, 160),
  };
}

function stripDeterminers(text: string, language: AnswerLanguage): string {
  const tokens = text.split(/\s+/);
  while (tokens.length > 1 && LEXICON[language].determiners.has((tokens[0] ?? "").toLocaleLowerCase(language)))
    tokens.shift();
  return tokens.join(" ");
}

type Patterns = ReturnType<typeof buildPatterns>;
const cache = new Map<AnswerLanguage, Patterns>();

function patternsOf(language: AnswerLanguage): Patterns {
  const known = cache.get(language) ?? buildPatterns(language);
  cache.set(language, known);
  return known;
}

function buildPatterns(language: AnswerLanguage) {
  const team = (pick: (words: (typeof WORDS)["en"]["team"]) => readonly string[]) =>
    allWords(language, (words) => pick(words.team));
  const numbers = allWords(language, (words) =>
    Object.entries(words.money.numberWords)
      .filter(([, value]) => value >= 2)
      .map(([word]) => word),
  );
  const and = allWords(language, (words) => words.money.and);
  return {
    // "raising …", "We're hoping to raise …", "y buscamos …": a clause about what they look for.
    seeking: new RegExp(
      // "Pas de programmeur: on cherche une firme": a label of a few words may come first.
      `^(?:[^:()]{1,40}:\\s*)?(?:[\\p{L}\\p{N}'’]+,?\\s+){0,5}${alternation(team((words) => words.seeking))}(?![\\p{L}])`,
      "iu",
    ),
    indefinite: new RegExp(`^${alternation(team((words) => words.indefinite))}\\s`, "iu"),
    selfIs: new RegExp(`^${alternation(team((words) => words.selfIs))}\\s+`, "iu"),
    alone: new RegExp(`^(?:${alternation(team((words) => words.alone))})(?![\\p{L}])`, "iu"),
    missing: new RegExp(`^(?:${alternation(team((words) => words.missing))})(?![\\p{L}])`, "iu"),
    pronoun: new RegExp(`^${alternation(team((words) => words.pronouns))}$`, "iu"),
    pronounStart: new RegExp(`^${alternation(team((words) => words.pronouns))}\\s+`, "iu"),
    lead: new RegExp(`^(?:${alternation(team((words) => words.lead))})(?![\\p{L}])`, "iu"),
    // "Two founders", "Drei Personen", "2 leut", "Deux fondateurs", "three of us".
    // "8 ans commercial terrain" is a duration, not a count of people.
    count: new RegExp(
      `(?:^|\\s)(?:\\d+(?!\\d)|${alternation(numbers)})(?![\\p{L}])(?!\\s*${alternation(allWords(language, (words) => words.text.durations))}(?![\\p{L}]))`,
      "iu",
    ),
    separator: new RegExp(
      `,\\s*(?:${alternation(and)}\\s+)?|\\s+(?:${alternation([...and, "&", "+", "plus"])})\\s+`,
      "giu",
    ),
    joinerStart: new RegExp(`^(?:${alternation([...and, "&", "+", "plus"])})\\s+`, "iu"),
    // "Aroha Tipene is our ops lead": what the person is, after the verb.
    copula: new RegExp(`^${alternation(team((words) => words.copulas))}\\s+`, "iu"),
    // "My cousin Josh Reid is a developer": the relation, the name, the rest.
    relative: new RegExp(
      `^(?:${alternation(
        [...allWords(language, (words) => words.nouns.possessives), "my", "mi", "mon", "ma", "mein", "meine"].flatMap(
          (word) => [word, capitalise(word)],
        ),
      )})\\s+(\\p{Ll}+)\\s+(\\p{Lu}\\p{Ll}+(?:\\s+\\p{Lu}[\\p{L}'’]+){0,2})(.*)$`,
      "u",
    ),
  };
}
