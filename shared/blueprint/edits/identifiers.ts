/**
 * Identifiers for what the founder renames or adds on the Blueprint view, made the way the
 * analyzer makes them (worker/engine/text/identifiers.ts): ASCII words, a PascalCase record name,
 * a kebab-case collection, a camelCase field key, snake_case enum values.
 */

/** Lower-case ASCII words: accents dropped ("clínica" -> "clinica"), other scripts vanish. */
export function asciiWords(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

const pascal = (words: readonly string[]) => words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");

/** English singular of a lower-case word, good enough for a record's name ("invoices" -> "invoice"). */
export function singular(word: string): string {
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh|zz|us)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word) || word.length < 3) return word;
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/** Words with the last one made singular, for English names ("care plans" -> care plan). */
export function singularWords(words: readonly string[], english: boolean): string[] {
  const last = words.at(-1);
  if (last === undefined || !english) return [...words];
  return [...words.slice(0, -1), singular(last)];
}

/** A name not yet taken: `base`, else `base2`, `base3`... (`max` characters at most). */
export function unique(base: string, taken: ReadonlySet<string>, max = 60): string {
  const stem = base.slice(0, max - 2);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${stem}${n}`)) return `${stem}${n}`;
}

/** PascalCase record name from a label ("Bank transactions" -> BankTransaction in English). */
export function recordNameOf(label: string, english: boolean): string {
  const words = singularWords(asciiWords(label), english);
  const name = pascal(words).slice(0, 58);
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
  const key = pascal(/^\d/.test(words[0] ?? "") ? ["field", ...words] : words).slice(0, 56);
  const camel = key.charAt(0).toLowerCase() + key.slice(1);
  if (!camel) return "field";
  return ["id", "createdAt", "updatedAt"].includes(camel) ? `${camel}Field` : camel;
}

/** snake_case enum value from what the founder typed ("In progress" -> in_progress); empty when none. */
export function enumValueOf(label: string): string {
  return asciiWords(label).join("_").slice(0, 60).replace(/_+$/, "");
}
