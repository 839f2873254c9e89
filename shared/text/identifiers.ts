/**
 * Safe identifiers from free text: OpenAPI component names must match [A-Za-z0-9._-]+ and paths
 * should be plain ASCII, while answers may be "Fichas clínicas" or "客户".
 */

/** Lower-case ASCII words: accents are dropped ("clínica" -> "clinica"), other scripts vanish. */
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

export function pascalCase(words: readonly string[]): string {
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join("");
}

export function camelCase(words: readonly string[]): string {
  const pascal = pascalCase(words);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/**
 * The key of a field that points at a record: "truckId", "playerIds". Words that start with a
 * digit ("2,5 Mio") get a word in front, so the key is still an identifier.
 */
export function referenceKeyOf(words: readonly string[], plural = false): string {
  const base = words.length > 0 ? words : ["record"];
  const key = camelCase(/^\d/.test(base[0] ?? "") ? ["ref", ...base] : base);
  return `${key}${plural ? "Ids" : "Id"}`;
}

export function kebabCase(words: readonly string[]): string {
  return words.join("-");
}

/** Words that are the same in singular and plural, or irregular (a data model meets them often). */
const UNCOUNTABLE = new Set([
  "staff",
  "data",
  "equipment",
  "information",
  "inventory",
  "feedback",
  "series",
  "news",
  "media",
  "software",
  "stock",
  "personnel",
  "analytics",
  "logistics",
  "physics",
  "statistics",
  "economics",
  "mathematics",
  "electronics",
  "ethics",
  "graphics",
]);
const IRREGULAR: Record<string, string> = {
  people: "person",
  children: "child",
  men: "man",
  women: "woman",
  statuses: "status",
  buses: "bus",
  campuses: "campus",
};

/** English singular of a lower-case word, good enough for entity names ("invoices" -> "invoice"). */
export function singular(word: string): string {
  if (UNCOUNTABLE.has(word)) return word;
  // A founder's word is never a property of Object ("constructor"): look only at the table's own keys.
  const irregular = Object.hasOwn(IRREGULAR, word) ? IRREGULAR[word] : undefined;
  if (irregular) return irregular;
  if (/[^aeiou]ies$/.test(word) && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|ch|sh|zz)es$/.test(word)) return word.slice(0, -2);
  if (/(?:ss|us|is)$/.test(word) || word.length < 3) return word;
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/** English plural of a lower-case word, for collection paths ("category" -> "categories"). */
export function plural(word: string): string {
  if (UNCOUNTABLE.has(word)) return word;
  const irregular = Object.entries(IRREGULAR).find(([, one]) => one === word);
  if (irregular) return irregular[0];
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(?:s|x|ch|sh|z)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** Words of a name with the last one made singular ("care plans" -> ["care", "plan"]). */
export function singularWords(words: readonly string[]): string[] {
  const last = words.at(-1);
  return last === undefined ? [] : [...words.slice(0, -1), singular(last)];
}

/** Words of a name with the last one made plural ("care plan" -> ["care", "plans"]). */
export function pluralWords(words: readonly string[]): string[] {
  const last = words.at(-1);
  return last === undefined ? [] : [...words.slice(0, -1), plural(last)];
}

/**
 * The ASCII words of a text with, for each, the founder's own spelling of it ("catálogo" for
 * "catalogo"), so what the analyzer matches in ASCII can be written back as written.
 */
export function alignedWords(text: string): { ascii: string[]; original: string[] } {
  const ascii: string[] = [];
  const original: string[] = [];
  for (const token of text.normalize("NFC").split(/[^\p{L}\p{N}]+/u)) {
    const words = asciiWords(token);
    for (const word of words) {
      ascii.push(word);
      original.push(words.length === 1 ? token.toLowerCase() : word);
    }
  }
  return { ascii, original };
}
