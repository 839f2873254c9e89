import type { TLanguage } from "#shared/settings/options";
import { normalizeFree } from "./grammar";
import type { TPlatformChoice } from "./types";
import { allWords, wordOf } from "./words";

/**
 * q11 platforms: `Web, iOS, Android, Desktop app, other: smart TV` — the ticked platforms in
 * that order, then the other platform after its word and a colon (it may hold commas: it is
 * last). Nothing ticked and no other platform serializes to "" (no answer).
 */
export function normalizePlatforms(choice: TPlatformChoice): TPlatformChoice {
  return { ...choice, other: normalizeFree(choice.other, { brackets: true }) };
}

export function serializePlatforms(choice: TPlatformChoice, language: TLanguage): string {
  const normal = normalizePlatforms(choice);
  const items = [
    ...(normal.web ? ["Web"] : []),
    ...(normal.ios ? ["iOS"] : []),
    ...(normal.android ? ["Android"] : []),
    ...(normal.desktop ? [wordOf(language, "desktop")] : []),
  ];
  if (normal.other) {
    const other = wordOf(language, "other");
    items.push(
      `${items.length === 0 ? other.charAt(0).toLocaleUpperCase(language) + other.slice(1) : other}: ${normal.other}`,
    );
  }
  return items.join(", ");
}

export function parsePlatforms(text: string): TPlatformChoice | null {
  const line = text.normalize("NFC").trim();
  if (!line || /[\n\r;]/.test(line) || /[.!?…]\s+\p{Lu}|[.!?…]$/u.test(line)) return null;
  const choice: TPlatformChoice = { web: false, ios: false, android: false, desktop: false, other: "" };
  const otherWords = allWords("other").map((word) => word.toLocaleLowerCase());
  const desktopWords = allWords("desktop").map((word) => word.toLocaleLowerCase());
  let rest = line;
  let order = 0;
  while (rest) {
    const comma = rest.indexOf(",");
    const item = (comma < 0 ? rest : rest.slice(0, comma)).trim();
    const lower = item.toLocaleLowerCase();
    const colon = lower.indexOf(":");
    if (colon > 0 && otherWords.includes(lower.slice(0, colon).trim())) {
      const other = rest.slice(rest.indexOf(":") + 1).trim();
      if (!other || normalizeFree(other, { brackets: true }) !== other) return null;
      choice.other = other;
      return choice;
    }
    // Each platform once, in the serializer's order.
    const at = ["web", "ios", "android"].indexOf(lower) + 1 || (desktopWords.includes(lower) ? 4 : 0);
    if (at <= order) return null;
    order = at;
    if (at === 1) choice.web = true;
    if (at === 2) choice.ios = true;
    if (at === 3) choice.android = true;
    if (at === 4) choice.desktop = true;
    if (comma < 0) break;
    rest = rest.slice(comma + 1).trim();
    if (!rest) return null;
  }
  return choice;
}
