/**
 * The one way a name the founder wrote becomes a name in the blueprint (a role, a record's label,
 * a requirement's title): Unicode composed (NFC, so "ä" typed two ways is one letter), no control
 * characters, single spaces, no stray punctuation at either end, and cut at a word within `max`.
 * The schema applies it to every name it holds, and the builders call it before they compare
 * names, so a name and a reference to it can never differ by a space or a cut.
 */
export function normalizeName(text: string, max: number): string {
  const line = text
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .replace(/^[\s,.;:!?\-–—/|]+|[\s,;:\-–—/|(]+$/gu, "")
    .trim();
  const chars = [...line];
  if (chars.length <= max) return line;
  const cut = chars.slice(0, max).join("");
  const atWord = cut.replace(/\s+\S*$/u, "");
  return (atWord.length >= max / 2 ? atWord : cut).replace(/[\s,;:\-–—/|(]+$/u, "").trim();
}
