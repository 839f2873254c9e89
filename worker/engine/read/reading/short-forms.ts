import type { AnswerLanguage } from "../answer-language";
import { WORDS } from "../language";
import { escapeWord } from "../language/patterns";

/**
 * A text with the short forms founders type read as the words they stand for: "whatsapp pa
 * avisarle" is "para avisarle", "web pr le bureau" "pour le bureau", "websms o.ä." "websms",
 * "listing w/ photos" "with photos". Only the answer's language's forms: "pa" is Spanish, "pr"
 * French.
 */
export function readShortForms(text: string, language: AnswerLanguage): string {
  const pattern = patternOf(language);
  if (!pattern) return text;
  return text
    .replace(pattern, (whole: string, before: string, form: string) => {
      const said = TABLES[language][form.toLocaleLowerCase(language).replace(/\s+/g, " ")];
      return said === undefined ? whole : `${before}${said}`;
    })
    .replace(/ {2,}/g, " ")
    .replace(/\s+([,;.)])/g, "$1");
}

const TABLES = Object.fromEntries(
  (["en", "de", "es", "fr"] as const).map((language) => [
    language,
    Object.fromEntries(
      Object.entries(WORDS[language].text.abbreviations).map(([form, said]) => [form.toLowerCase(), said]),
    ),
  ]),
) as Record<AnswerLanguage, Record<string, string>>;

const patterns = new Map<AnswerLanguage, RegExp | null>();

function patternOf(language: AnswerLanguage): RegExp | null {
  if (patterns.has(language)) return patterns.get(language) ?? null;
  const forms = Object.keys(TABLES[language]).sort((a, b) => b.length - a.length);
  // A form stands alone: no letter before it, and none after it unless it ends in "." or "/".
  const pattern =
    forms.length === 0
      ? null
      : new RegExp(
          `(^|[^\\p{L}\\p{N}])(${forms.map((form) => `${escapeWord(form)}${/[./]$/u.test(form) ? "" : "(?![\\p{L}\\p{N}])"}`).join("|")})`,
          "giu",
        );
  patterns.set(language, pattern);
  return pattern;
}
