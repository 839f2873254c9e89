import { asciiWords } from "#shared/text/identifiers";

/** The language the founder wrote the answers in (not always the interface's). */
export type AnswerLanguage = "en" | "es" | "fr" | "de";

// Short words that are frequent in one language and rare in the others.
const MARKERS: Record<AnswerLanguage, ReadonlySet<string>> = {
  en: new Set("the and of to with for is are our we they their from this that will can".split(" ")),
  es: new Set("el los las y del con para es son nuestro nuestra que una por se sus como".split(" ")),
  fr: new Set("le les et des du avec pour est sont notre nous une pas dans sur aux qui".split(" ")),
  de: new Set("der die das und mit fur ist sind unsere wir ein eine nicht auf den dem zu".split(" ")),
};

/** Letters only one of the languages uses, each worth a marker word. */
const LETTERS: Record<AnswerLanguage, RegExp> = {
  en: /(?!)/g,
  es: /[ñ¿¡]/g,
  fr: /[èêçàùœ]/g,
  de: /[äöüß]/g,
};

/**
 * By counting marker words (and letters) across all answers. Answers of one or two words carry
 * few markers: below three, the user's interface language, which they most likely write in,
 * decides; English when nothing stands out and no interface language is known.
 */
export function detectAnswerLanguage(
  answers: Readonly<Record<string, string>>,
  interfaceLanguage: AnswerLanguage = "en",
): AnswerLanguage {
  const text = Object.values(answers).join(" ");
  const words = asciiWords(text);
  let best: AnswerLanguage = interfaceLanguage;
  let bestCount = 0;
  for (const language of Object.keys(MARKERS) as AnswerLanguage[]) {
    const markers = MARKERS[language];
    const count =
      words.filter((word) => markers.has(word)).length + (text.toLowerCase().match(LETTERS[language]) ?? []).length;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return bestCount >= 3 ? best : interfaceLanguage;
}
