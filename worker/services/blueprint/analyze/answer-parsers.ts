import { capitalise, clause, listItems, sentences, splitTopLevel } from "./text";

export type Role = { name: string; can: string };
export type Workflow = { title: string; steps: string[] };

/** "Owner: everything; Dispatcher: schedule and assign" -> roles; also "Admin (all)" and "Admin - all". */
export function parseRoles(text: string): Role[] {
  // "Owner (all data), Helper (logs inspections)": a comma after a closing bracket also ends a role.
  const parts = splitTopLevel(text, /[\n;]|(?<=[.!?])\s+(?=\p{Lu})|(?<=\)),\s*/gu);
  const roles = parts.map(parseRole).filter((role): role is Role => role !== null);
  if (roles.length > 0) return roles.map((role) => ({ ...role, name: capitalise(role.name) }));
  // No "name: rights" pairs: the answer is a bare list of role names.
  return listItems(text, { splitLoneAnd: true }).map((name) => ({ name: capitalise(name), can: "" }));
}

function parseRole(part: string): Role | null {
  const match = part.match(/^([^:()]{1,40}?)\s*(?::|\(|\s[-–—]\s)\s*(.+?)\)?\s*$/);
  const name = clause(match?.[1] ?? "");
  if (!match || name.split(" ").length > 4) return null;
  return { name, can: clause(match[2] ?? "") };
}

/**
 * Workflows from q8: one per line, semicolon or sentence when steps are joined by arrows;
 * otherwise one workflow whose steps are its numbered items, sentences or "then" clauses.
 * "Booking: client picks a slot -> ..." keeps "Booking" as the title.
 */
export function parseWorkflows(text: string): Workflow[] {
  const arrow = /\s*(?:->|→|=>|⇒|\s>\s)\s*/;
  if (!arrow.test(text)) return [{ title: "", steps: plainSteps(text) }].filter((flow) => flow.steps.length > 0);
  return sentences(text)
    .map((flowText) => {
      const titled = flowText.match(/^([\p{L}\d' -]{1,40}):\s+(.+)$/u);
      const body = titled?.[2] ?? flowText;
      const steps = body
        .split(arrow)
        .map(clause)
        .filter((step) => step.length > 0);
      return { title: clause(titled?.[1] ?? ""), steps };
    })
    .filter((flow) => flow.steps.length > 0);
}

function plainSteps(text: string): string[] {
  const numbered = text
    .split(/(?:^|\s)\d+[.)]\s+/)
    .map(clause)
    .filter(Boolean);
  if (numbered.length > 1) return numbered;
  return sentences(text)
    .flatMap((part) => part.split(/,?\s+then\s+/i))
    .map(clause)
    .filter((step) => step.length > 0);
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  zwei: 2,
  drei: 3,
  vier: 4,
  sechs: 6,
  dos: 2,
  tres: 3,
  cuatro: 4,
  seis: 6,
  deux: 2,
  trois: 3,
  quatre: 4,
};

const WEEKS = /^(?:weeks?|wochen?|semanas?|semaines?)$/;
const MONTHS = /^(?:months?|monate?n?|meses|mes|mois)$/;

/** Weeks until the first deadline in q14 ("a beta in 4 months" -> 17), or null when none is stated. */
export function weeksUntilFirstRelease(text: string): number | null {
  const words = text.toLowerCase().match(/\d+(?:[.,]\d+)?|\p{L}+/gu) ?? [];
  for (let index = 0; index + 1 < words.length; index++) {
    const unit = words[index + 1] ?? "";
    if (!WEEKS.test(unit) && !MONTHS.test(unit)) continue;
    const word = words[index] ?? "";
    const count =
      Number(word.replace(",", ".")) || (Object.hasOwn(NUMBER_WORDS, word) ? NUMBER_WORDS[word] : undefined);
    if (!count || count <= 0) continue;
    const weeks = MONTHS.test(unit) ? Math.round(count * 4.33) : Math.round(count);
    return Math.min(Math.max(weeks, 4), 104);
  }
  return null;
}
