import { asciiWords } from "#shared/text/identifiers";

/**
 * Matching what the founder wrote in one answer against another ("Referee assignment" in the
 * features and "referee assignment and the stats page" in q14a): significant words, reduced to
 * crude stems so "assigns", "assigned" and "assignment" meet, in English, Spanish, French and
 * German alike. Deterministic and dictionary-free on purpose: it only has to compare a founder's
 * words with the same founder's words.
 */

const STOP_WORDS = new Set(
  [
    // English
    "a an the and or of for to in on at by with from into per our their its it is are be can will as all any each",
    "every some this that these those who what which when how we they them you your his her new own other more",
    "first version v1 app apps feature features basic simple main only also just via using use based etc plus",
    // Spanish
    "el la los las un una unos unas y o de del al en con por para que su sus es son se lo como cada todo todos",
    "nuestra nuestro primera primer version",
    // French
    "le les un une des et ou de du au aux en avec par pour que qui sa son ses est sont se ce cette chaque tout",
    "tous notre nos premiere",
    // German
    "der die das den dem des ein eine einen einem einer und oder von vom zu zum zur im in mit fur auf aus ist",
    "sind sich sein ihre ihr jede jeder alle unsere unser erste",
  ]
    .join(" ")
    .split(" "),
);

const PLURAL: readonly [RegExp, string][] = [
  [/ies$/, "y"],
  [/(?<=(?:ss|x|ch|sh|z))es$/, ""],
  [/(?<![su])s$/, ""],
];
const SUFFIXES = [
  // German plurals of loan words: "Positionen" is a "Position", "Materialien" a "Material".
  "ationen",
  "ionen",
  "alien",
  "ations",
  "ation",
  "ungen",
  "ments",
  "ment",
  "ings",
  "ing",
  "ions",
  "ion",
  "ung",
  "ed",
  "en",
  "er",
  "ar",
  "ir",
  "al",
  "e",
  "a",
  "o",
];
const MIN_STEM = 3;

/** A crude stem: plural off, then one derivational suffix, then a final "e". */
export function stem(word: string): string {
  let out = word;
  for (const [pattern, replacement] of PLURAL) {
    const next = out.replace(pattern, replacement);
    if (next !== out && next.length >= MIN_STEM) {
      out = next;
      break;
    }
  }
  // A vowel ending ("reserva", "producto") goes only from longer words: "data" must not meet "date".
  const suffix = SUFFIXES.find(
    (candidate) =>
      out.endsWith(candidate) &&
      out.length - candidate.length >= (candidate.length === 1 && candidate !== "e" ? 4 : MIN_STEM),
  );
  if (suffix) out = out.slice(0, -suffix.length);
  return out.length > MIN_STEM ? out.replace(/e$/, "") : out;
}

/** The significant words of a text as stems, in order, without repeats. */
export function stems(text: string): string[] {
  const out: string[] = [];
  for (const word of asciiWords(text)) {
    if (word.length < 2 || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
    const root = stem(word);
    if (!out.includes(root)) out.push(root);
  }
  return out;
}

/** Dice's coefficient of two texts' stems: 1 for the same words, 0 for none shared. */
export function similarity(a: string, b: string): number {
  const left = stems(a);
  const right = stems(b);
  if (left.length === 0 || right.length === 0) return 0;
  const shared = left.filter((word) => right.includes(word)).length;
  return (2 * shared) / (left.length + right.length);
}

/** Whether two short phrases name the same thing. */
export function samePhrase(a: string, b: string): boolean {
  return similarity(a, b) >= 0.6;
}

/**
 * Two titles of one feature: the same significant words in any order ("Invoice export", "Export of
 * invoices") and the same numbers ("Feature 1 ..." and "Feature 4 ..." are two features), or the
 * same text but for case and punctuation ("Ja", "㐀").
 */
export function sameFeature(a: string, b: string): boolean {
  const words = (text: string) => [...stems(text)].sort().join(" ");
  const numbers = (text: string) => (text.match(/\d+/g) ?? []).join(" ");
  const plain = (text: string) =>
    text
      .toLocaleLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  if (numbers(a) !== numbers(b)) return false;
  if (plain(a) !== "" && plain(a) === plain(b)) return true;
  // One significant word is too little to tell ("Integration: et", "Integration: w").
  return stems(a).length > 1 && words(a) === words(b);
}

/** Whether a longer text mentions every significant word of a short phrase ("Xero" in "post to Xero"). */
export function mentions(text: string, phrase: string): boolean {
  const words = stems(phrase);
  if (words.length === 0) return false;
  const inText = new Set(stems(text));
  return words.every((word) => inText.has(word));
}
