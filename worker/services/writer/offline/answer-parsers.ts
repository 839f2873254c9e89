import { clause, listItems, sentences, splitTopLevel } from "./text";

export type Role = { name: string; can: string };
export type Workflow = { title: string; steps: string[] };
export type Platform = "web" | "ios" | "android" | "mobile" | "desktop";

/** "Owner: everything; Dispatcher: schedule and assign" -> roles; also "Admin (all)" and "Admin - all". */
export function parseRoles(text: string): Role[] {
  const parts = splitTopLevel(text, /[\n;]|(?<=[.!?])\s+(?=\p{Lu})/gu);
  const roles = parts.map(parseRole).filter((role): role is Role => role !== null);
  if (roles.length > 0) return roles;
  // No "name: rights" pairs: the answer is a bare list of role names.
  return listItems(text).map((name) => ({ name, can: "" }));
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
      const titled = flowText.match(/^([\p{L} ]{1,40}):\s+(.+)$/u);
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

/**
 * The platforms q11 names; "mobile" stands for both stores when neither is named. "Mobile-friendly"
 * is a responsive web app, not an app: only "mobile app", "native" or "app store" count.
 */
export function parsePlatforms(text: string): Platform[] {
  const lower = text.toLowerCase();
  const found: Platform[] = [];
  if (/\bweb\b|browser|website|pwa/.test(lower)) found.push("web");
  if (/\bios\b|iphone|ipad/.test(lower)) found.push("ios");
  if (/android/.test(lower)) found.push("android");
  const mobileApps = /mobile apps?\b|native|app stores?\b|play store|phone apps?\b|tablet apps?\b/.test(lower);
  const refused = /\bno (?:native|mobile|app store|phone)/.test(lower);
  if (mobileApps && !refused && !found.includes("ios") && !found.includes("android")) {
    found.push("mobile");
  }
  if (/desktop|windows|mac\s?os|linux/.test(lower)) found.push("desktop");
  return found;
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
};

/** Weeks until the first deadline in q14 ("a beta in 4 months" -> 17), or null when none is stated. */
export function weeksUntilFirstRelease(text: string): number | null {
  const match = text.toLowerCase().match(/\b(\d+(?:\.\d+)?|[a-z]+)\s+(weeks?|months?)\b/);
  if (!match?.[1] || !match[2]) return null;
  const count = Number(match[1]) || NUMBER_WORDS[match[1]];
  if (!count || count <= 0) return null;
  const weeks = match[2].startsWith("month") ? Math.round(count * 4.33) : Math.round(count);
  return Math.min(Math.max(weeks, 4), 104);
}
