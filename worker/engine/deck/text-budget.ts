import { firstSentenceEnd } from "../read/reading/segment";
import { capitalise, clause, oneLine, sentence } from "../text/text";

/**
 * Slide text fits because it is budgeted: a slide's type scales with its width, so text that
 * fits its budget fits at every screen size. Text over budget is shortened where a reader would
 * stop (a sentence's end, a clause, a word) and marked with an ellipsis, never cut mid-word.
 */
export const BUDGET = {
  headline: 90,
  heading: 60,
  lead: 170,
  body: 240,
  item: 80,
  cell: 60,
  note: 320,
  /** Items of one list on one slide; a longer list continues on the next slide. */
  items: 6,
} as const;

export function fitText(text: string, max: number): string {
  const line = oneLine(text);
  if (line.length <= max) return line;
  const head = line.slice(0, max - 1);
  const sentenceEnd = Math.max(...[". ", "! ", "? "].map((mark) => head.lastIndexOf(mark)));
  if (sentenceEnd >= max * 0.5) return line.slice(0, sentenceEnd + 1);
  const clauseEnd = Math.max(...[", ", "; ", " – ", " - ", ": ", " ("].map((mark) => head.lastIndexOf(mark)));
  if (clauseEnd >= max * 0.5) return `${clause(line.slice(0, clauseEnd))}…`;
  const space = head.lastIndexOf(" ");
  return `${clause(space > 0 ? head.slice(0, space) : head)}…`;
}

/** The first sentence of a text, fitted: what a headline can take from an answer. */
export function firstSentence(text: string, max: number = BUDGET.headline): string {
  const line = oneLine(text);
  // "Ein Markt von 1,1 Mrd. €": a stop after an abbreviation ends no headline (nor drops a currency).
  const end = firstSentenceEnd(line);
  return fitText(clause(end > 0 ? line.slice(0, end) : line), max);
}

/** A list cut into slide-sized pages: [1..6], [7..12]... */
export function pages<T>(items: readonly T[], size: number = BUDGET.items): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result.length > 0 ? result : [[]];
}

/**
 * A list cut into as few slide-sized pages as it needs, balanced: 7 items are 4 and 3, 10 are 5
 * and 5, 13 are 5, 4 and 4. A continuation therefore never holds fewer than three items when a
 * page holds six.
 */
export function balancedPages<T>(items: readonly T[], size: number = BUDGET.items): T[][] {
  if (items.length <= size) return [items.slice()];
  const count = Math.ceil(items.length / size);
  const result: T[][] = [];
  let start = 0;
  for (let page = 0; page < count; page += 1) {
    const length = Math.ceil((items.length - start) / (count - page));
    result.push(items.slice(start, start + length));
    start += length;
  }
  return result;
}

const CONJUNCTIONS = [" and ", " but ", " y ", " pero ", " et ", " mais ", " und ", " aber "];

/**
 * A headline from an answer and what is left of it: the first sentence when it fits, else its
 * first clause (a whole thought, no ellipsis) with the rest of the sentence carried over.
 */
export function headlineOf(text: string, max: number = BUDGET.headline): { headline: string; rest: string } {
  const line = oneLine(text);
  // "Ein Markt von 1,1 Mrd. €": a stop after an abbreviation ends no headline (nor drops a currency).
  const end = firstSentenceEnd(line);
  const first = clause(end > 0 ? line.slice(0, end) : line);
  const after = end > 0 ? line.slice(end + 1).trim() : "";
  if (first.length <= max) return { headline: first, rest: after };
  // A clause's end, else the conjunction that starts the next one ("…un café al día y el cliente…").
  const at = (marks: readonly string[]) =>
    marks
      .map((item) => [first.lastIndexOf(item, max), item] as const)
      .reduce((best, item) => (item[0] > best[0] ? item : best), [-1, ""] as readonly [number, string]);
  const punctuation = at(["; ", " – ", ": ", ", "]);
  const [cut, mark] = punctuation[0] >= max * 0.4 ? punctuation : at(CONJUNCTIONS);
  if (cut >= max * 0.4) {
    const carried = sentence(capitalise(first.slice(cut + mark.length).trim()));
    return { headline: clause(first.slice(0, cut)), rest: [carried, after].filter(Boolean).join(" ") };
  }
  return { headline: fitText(first, max), rest: after };
}

/**
 * A chart's label from a longer text: its first thought as a headline would take it, else its
 * first clause ("Go-to-market, starting with partnerships with…" is "Go-to-market"); an ellipsis
 * only when even that does not fit. The whole text stays in the speaker notes.
 */
export function labelOf(text: string, max: number): string {
  const { headline } = headlineOf(text, max);
  if (!headline.endsWith("…")) return headline;
  const first =
    oneLine(text)
      .split(/,\s|;\s|:\s|\s[–-]\s|\s\(/u)[0]
      ?.trim() ?? "";
  return first.length >= 3 && first.length <= max ? clause(first) : headline;
}
