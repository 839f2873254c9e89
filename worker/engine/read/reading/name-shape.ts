import { LEXICON } from "./lexicon";

/**
 * Whether a role's or a record's name is a name and not a piece of a sentence. One rule for the
 * reader, which drops what fails it, and for the consistency check, which finds it in a blueprint
 * a model wrote: the documents agree with the reader by construction.
 */

const MAX_WORDS = 4;
const AUXILIARY =
  /^(?:is|are|has|have|can|may|must|will|ist|sind|hat|haben|kann|darf|es|son|tiene|puede|est|sont|peut|ont)$/;
const PREPOSITION = /^(?:of|for|de|del|du|des|d'|à|a|al|au|aux|von|vom|der|für|zur|zum)$/;

const wordsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}'’-]+/gu, "").toLocaleLowerCase())
    .filter((word) => word.length > 0);

/**
 * A conjugated verb, in any of the four languages: an auxiliary, an English third person or past
 * ("schedules", "approved") of a verb the lexicon knows, or a known Spanish, French or German form
 * that is not an infinitive (infinitives are nouns in names: "Einkaufen", "Le dîner").
 */
function finiteVerb(word: string): boolean {
  if (word.length < 2) return false;
  if (AUXILIARY.test(word)) return true;
  if (/(?:[^s]s|ed)$/.test(word) && LEXICON.en.verbs.has(word)) return true;
  return (["es", "fr", "de"] as const).some(
    (language) => LEXICON[language].verbs.has(word) && !/(?:ar|er|ir|re|en)$/.test(word),
  );
}

/** "Fleet manager", not "Fleet manager schedules" or "Approves repair costs. Mechanics". */
export function isRoleName(name: string): boolean {
  const words = wordsOf(name);
  // One word that is also a verb ("Messages", "Consulta") is a noun.
  return words.length <= MAX_WORDS && (words.length < 2 || !words.some(finiteVerb));
}

/**
 * "Swap requests", "Puntos de recogida", not "Has the problem" or "Driver picks up load": a record
 * starts with no verb, and a verb inside it has no words after it (a last word that could be a verb
 * is a plural noun) and follows no preposition (it is a complement).
 */
export function isRecordName(label: string): boolean {
  const words = wordsOf(label);
  if (words.length > MAX_WORDS) return false;
  if (words.length < 2) return true;
  return !words.some(
    (word, index) =>
      (index === 0 || (index < words.length - 1 && !PREPOSITION.test(words[index - 1] ?? ""))) && finiteVerb(word),
  );
}
