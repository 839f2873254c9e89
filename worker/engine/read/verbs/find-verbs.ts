import { alignedWords } from "#shared/text/identifiers";
import { VERBS, type Verb } from "./lexicon";

/** Every form of every verb, first verb of the lexicon winning when two share a form. */
const FORMS: ReadonlyMap<string, Verb> = (() => {
  const map = new Map<string, Verb>();
  for (const verb of VERBS) {
    const words = [...englishForms(verb.key.replace(/-.*/, "")), ...verb.forms.split(" ")];
    for (const word of words) if (word && !map.has(word)) map.set(word, verb);
  }
  return map;
})();

function englishForms(base: string): string[] {
  if (base.endsWith("e")) return [base, `${base}s`, `${base}d`, `${base.slice(0, -1)}ing`];
  if (/[^aeiou]y$/.test(base)) return [base, `${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`, `${base}ing`];
  const plural = /(?:s|x|ch|sh|z)$/.test(base) ? `${base}es` : `${base}s`;
  return [base, plural, `${base}ed`, `${base}ing`];
}

/**
 * The verbs of a step: the first one, and those joined to it by "or"/"and" ("approves or
 * rejects each match" -> approve, reject). Words are ASCII-folded, as the lexicon is.
 */
export function findVerbs(step: string): {
  verbs: Verb[];
  words: string[];
  /** The words as the founder spelled them, one for one. */
  original: string[];
  start: number;
  after: number;
} {
  const { ascii: words, original } = alignedWords(step);
  // "anyone who didn't cancel gets charged": a verb said not to happen is not what the step does.
  const positions = words
    .map((_, index) => (isVerbAt(words, index) && !NEGATION.test(words[index - 1] ?? "") ? index : -1))
    .filter((index) => index >= 0);
  // "quand le colis est livré l'argent est versé": a leading condition's verb is not what the step does.
  if (CONDITION.test(words[0] ?? "") && positions.length > 1) positions.shift();
  // "approved matches are posted": the verb after an auxiliary is the step's, the earlier one an adjective.
  const first = positions.find((index) => AUXILIARY.test(words[index - 1] ?? "")) ?? positions[0] ?? -1;
  if (first < 0) return { verbs: [], words, original, start: 0, after: 0 };
  const verbs = [FORMS.get(words[first] ?? "") as Verb];
  let index = first + 1;
  if (verbs[0]?.key === "check-in") index += words[index] === "in" ? 1 : 0;
  while (/^(?:or|and|und|oder|y|o|et|ou)$/.test(words[index] ?? "") && FORMS.has(words[index + 1] ?? "")) {
    const next = FORMS.get(words[index + 1] ?? "") as Verb;
    if (!verbs.includes(next)) verbs.push(next);
    index += 2;
  }
  // German separable verbs ("sagt ... ab", "weist ... zu") put a particle at the end: the stem names the verb.
  return { verbs, words, original, start: first, after: index };
}

const AUXILIARY = /^(?:is|are|was|were|be|been|being|gets|get|got|wird|werden|wurde|es|son|fue|est|sont|a|ont|ete)$/;

const CONDITION = /^(?:when|whenever|once|if|quand|lorsque|lorsqu|si|cuando|wenn|sobald|falls|nachdem)$/;

const NEGATION = /^(?:not|never|didnt|dont|doesnt|wont|cant|cannot|t|nicht|nie|niemals|no|nunca|pas|jamais|ne)$/;

/** Words after which a verb's form is a noun: "places an order", "reçoit la commande". */
const ARTICLE =
  /^(?:the|a|an|each|every|their|his|its|our|my|your|un|une|des|du|sa|son|ses|leur|chaque|el|una|su|sus|cada|der|das|den|dem|des|ein|eine|einen|einem|jede|jeden)$/;
/** Object pronouns as well as articles: "il la commande" orders it, "reçoit la commande" receives the order. */
const PRONOUN_OR_ARTICLE = /^(?:la|le|les|l|lo|los|las|die)$/;

/** A verb form, except "check" without "in" (to check is not to check in; "checks people in" is). */
function isVerbAt(words: readonly string[], index: number): boolean {
  const verb = FORMS.get(words[index] ?? "");
  if (!verb) return false;
  const before = words[index - 1] ?? "";
  if (ARTICLE.test(before)) return false;
  // "Pay's weekly", "the owner's": a word with "'s" after it is a noun, not the step's verb.
  if (words[index + 1] === "s") return false;
  if (PRONOUN_OR_ARTICLE.test(before) && FORMS.has(words[index - 2] ?? "")) return false;
  if (verb.key !== "check-in") return true;
  const word = words[index] ?? "";
  // German separates it: "checkt den Hund ein".
  if (word === "checkt") return words.slice(index + 1, index + 5).includes("ein");
  if (!word.startsWith("check")) return true;
  return words[index + 1] === "in" || words[index + 2] === "in" || /^check-?in/.test(word);
}

/** The status value a verb leads to, if the entity lists it ("approve" -> "approved"). */
export function statusSetBy(verb: Verb, values: readonly string[]): string | null {
  const candidates = [...englishForms(verb.key.replace(/-.*/, "")), ...(verb.sets?.split(" ") ?? [])];
  return values.find((value) => candidates.includes(value)) ?? null;
}
