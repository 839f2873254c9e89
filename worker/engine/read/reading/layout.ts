import type { AnswerLanguage } from "../answer-language";
import { WORDS } from "../language";
import { alternation } from "../language/patterns";
import type { HedgeWords } from "../language/types";
import { linesOf, maskBrackets, sentencesOf } from "./segment";
import { STATUS_WORD } from "./status-words";

/**
 * An answer as it is laid out, before its words are read: lines (bullets and numbers off), the
 * sentences of each line, and the label a colon sets at the start of one ("Plus tard : x, y",
 * "dueño: todo", "draw: sub submits -> PM approves"). A label on a line of its own ("Pour la v1, à
 * mon avis :") heads the lines below it. A colon inside brackets ("Orders (customer, status:
 * quoted, shipped)") or between digits ("10:30") sets no label.
 */
export type Part = {
  /** The words before the colon, or null. */
  label: string | null;
  /** What follows the label, or the whole sentence. */
  body: string;
  /** The label of a line of its own above this one, or null. */
  heading: string | null;
  /** The sentence as written (label and body). */
  text: string;
  /** Its line is an item of a list of two or more ("- a", "2) b"): one thing, whatever its commas. */
  listed: boolean;
};

const BULLET = /^\s*(?:[-*•·‣–—]|\d{1,2}[.)])\s+/u;

const MAX_LABEL_WORDS = 7;

export function layoutParts(text: string, language: AnswerLanguage): Part[] {
  const out: Part[] = [];
  let heading: string | null = null;
  const raw = text.split(/\r?\n|\u2028|\u2029/).filter((line) => line.trim().length > 0);
  const items = new Set(raw.filter((line) => BULLET.test(line)).map((line) => line.replace(BULLET, "").trim()));
  const list = items.size >= 2;
  for (const line of linesOf(text)) {
    const listed = list && items.has(line);
    const sentences = sentencesOf(line, language);
    for (const [index, sentence] of sentences.entries()) {
      const split = labelOf(sentence);
      if (split && !/[\p{L}\p{N}]/u.test(split.body) && index === sentences.length - 1 && sentences.length === 1) {
        // "Pour la v1, à mon avis :" over the bullets that follow.
        heading = split.label;
        continue;
      }
      out.push({ label: split?.label ?? null, body: split?.body ?? sentence, heading, text: sentence, listed });
    }
  }
  return out;
}

/** "Plus tard : la caisse, …" -> label "Plus tard", body "la caisse, …"; null when no label opens it. */
export function labelOf(sentence: string): { label: string; body: string } | null {
  const masked = maskBrackets(sentence);
  const colon = masked.search(/:(?!\d)/u);
  if (colon <= 0) return null;
  const label = sentence.slice(0, colon).trim();
  if (!/\p{L}/u.test(label) || (/\d$/u.test(label) && /^\d/u.test(sentence.slice(colon + 1)))) return null;
  if (label.split(/\s+/).length > MAX_LABEL_WORDS || /[.!?]/u.test(label.replace(/\b\p{L}{1,4}\./gu, ""))) return null;
  return { label, body: sentence.slice(colon + 1).trim() };
}

export type LabelKind = "later" | "could" | "should" | "must" | "aside";

const every = (pick: (words: HedgeWords) => readonly string[]) => [
  ...new Set(Object.values(WORDS).flatMap((words) => pick(words.hedges))),
];
const all = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${alternation(words)}(?![\\p{L}\\p{N}])`, "giu");
const LATER = all([...every((words) => words.later), ...every((words) => words.wait)]);
const COULD = all(every((words) => words.could));
const MUST = all(every((words) => words.must));
const SHOULD = all([...every((words) => words.should), ...every((words) => words.shouldLabel)]);
const ASIDE = all([
  ...every((words) => words.asides),
  ...every((words) => words.doubt),
  ...every((words) => words.leading),
]);

/**
 * What a label says, when it says only how sure or how needed the items are: "Plus tard",
 * "post-MVP" (later), "Si possible", "Wünschenswert, sofern im Budget" (could), "Für die erste
 * Version zwingend erforderlich", "Indispensable" (must), "Je dirais", "À peu près comme ça"
 * (aside); null for a label that names something ("dueño", "Résa", "Reporting").
 */
export function labelKind(label: string): LabelKind | null {
  const later = new RegExp(LATER.source, "giu").test(label);
  const could = new RegExp(COULD.source, "giu").test(label);
  const must = new RegExp(MUST.source, "giu").test(label);
  const should = new RegExp(SHOULD.source, "giu").test(label);
  const rest = [LATER, COULD, SHOULD, MUST, ASIDE]
    .reduce((text, pattern) => text.replace(new RegExp(pattern.source, "giu"), " "), label)
    .replace(/[\s,;:.!?()+–—-]+/gu, " ")
    .trim();
  if (/\p{L}{2}/u.test(rest)) return null;
  if (later) return "later";
  if (could) return "could";
  if (should && !must) return "should";
  if (must) return "must";
  return "aside";
}

/** "Nach derzeitiger Planung: 10 zahlende Unternehmen" -> "10 zahlende Unternehmen": a hedging label off. */
export function withoutHedgeLabel(text: string): string {
  const split = labelOf(text);
  return split?.body && labelKind(split.label) !== null ? split.body : text;
}

/** A cell that says when: "v1", "P0", "MVP", "post-v1", "v2 maybe". */
const PHASE_CELL = /^(?:post[- ]?)?(?:[vp]\d{1,2}|mvp)\b/iu;

/**
 * A table typed into an answer ("Role | Permissions\nParish admin | everything"), as the lines
 * the readers know: each row its first cell and the rest, "Parish admin: everything" or, for the
 * answers that name things with their details, "Parish (name, EIN, diocese)". A header row (the
 * first of three or more, every cell a word or two) and a markdown rule ("---|---") are dropped.
 */
export function fromTable(text: string, style: "colon" | "bracket"): string {
  const lines = text.split(/\r?\n/);
  const cells = (line: string) =>
    line
      .replace(/^\s*\|/u, "")
      .replace(/\|\s*$/u, "")
      .split("|")
      .map((cell) => cell.trim());
  const isRow = (line: string) => /\S\s*\|\s*\S/u.test(line);
  const rows = lines.filter(isRow);
  if (rows.length < 2) return text;
  const rule = (line: string) => /^[\s|:-]+$/u.test(line) && line.includes("-");
  const first = rows[0] ?? "";
  const header = rows.length >= 3 && cells(first).every((cell) => cell.split(/\s+/).length <= 2 && !/\d/u.test(cell));
  // "Objekt | Felder | Status": the cells under a status column are the values of a status; a
  // "Phase" column holding "v1" and "post-v1" says when instead.
  const named = header ? cells(first).findIndex((cell) => STATUS_WORD.test(cell)) : -1;
  const when = rows.slice(1).some((row) => PHASE_CELL.test(cells(row)[named] ?? ""));
  const statusColumn = named > 0 && !when ? named : -1;
  return lines
    .filter((line) => !rule(line))
    .filter((line, index, all) => !(header && line === first && all.indexOf(first) === index))
    .map((line) => {
      if (!isRow(line)) return line;
      // A phase column ("v1", "P0") says when, not what: version 1 is no detail, "post-v1" is later.
      const [name = "", ...rest] = cells(line)
        .map((cell, index) => (index === statusColumn && cell ? `status: ${cell}` : cell))
        .filter(Boolean)
        .filter((cell) => !/^(?:[vp]\d{1,2}|mvp)$/iu.test(cell));
      const details = rest.join(style === "colon" ? "; " : ", ");
      if (!details) return name;
      return style === "colon" ? `${name}: ${details}` : `${name} (${details})`;
    })
    .join("\n");
}
