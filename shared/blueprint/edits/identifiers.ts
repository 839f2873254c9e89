/**
 * Identifiers for what the founder renames or adds on the Blueprint view, made the way the
 * analyzer makes them (shared/text/identifiers.ts): ASCII words, a PascalCase record name,
 * a kebab-case collection, a camelCase field key, snake_case enum values.
 */
import { asciiWords, pascalCase, singularWords } from "#shared/text/identifiers";

/** Words with the last one made singular, for English names ("care plans" -> care plan). */
function singularIn(words: readonly string[], english: boolean): string[] {
  return english ? singularWords(words) : [...words];
}

/** A name not yet taken: `base`, else `base2`, `base3`... (`max` characters at most). */
export function unique(base: string, taken: ReadonlySet<string>, max = 60): string {
  const stem = base.slice(0, max - 2);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

/** PascalCase record name from a label ("Bank transactions" -> BankTransaction in English). */
export function recordNameOf(label: string, english: boolean): string {
  const words = singularIn(asciiWords(label), english);
  const name = pascalCase(words).slice(0, 58);
  if (!name) return "Record";
  return /^[A-Z]/.test(name) ? name : `R${name}`.slice(0, 58);
}

/** kebab-case collection from a label ("Bank transactions" -> bank-transactions). */
export function collectionOf(label: string): string {
  const words = asciiWords(label);
  return words.length > 0 ? words.join("-").slice(0, 60).replace(/-+$/, "") : "records";
}

/** camelCase field key from a label ("due date" -> dueDate); never a reserved key. */
export function fieldKeyOf(label: string): string {
  const words = asciiWords(label);
  const key = pascalCase(/^\d/.test(words[0] ?? "") ? ["field", ...words] : words).slice(0, 56);
  const camel = key.charAt(0).toLowerCase() + key.slice(1);
  if (!camel) return "field";
  return ["id", "createdAt", "updatedAt"].includes(camel) ? `${camel}Field` : camel;
}

/** snake_case enum value from what the founder typed ("In progress" -> in_progress); empty when none. */
export function enumValueOf(label: string): string {
  return asciiWords(label).join("_").slice(0, 60).replace(/_+$/, "");
}
