import { asciiWords } from "./identifiers";

/** The language the founder wrote the answers in (not always the interface's). */
export type AnswerLanguage = "en" | "es" | "fr" | "de";

// Short words that are frequent in one language and rare in the others.
const MARKERS: Record<AnswerLanguage, ReadonlySet<string>> = {
  en: new Set("the and of to with for is are our we they their from this that will can".split(" ")),
  es: new Set("el los las y del con para es son nuestro nuestra que una por se sus como".split(" ")),
  fr: new Set("le les et des du avec pour est sont notre nous une pas dans sur aux qui".split(" ")),
  de: new Set("der die das und mit fur ist sind unsere wir ein eine nicht auf den dem zu".split(" ")),
};

/** By counting marker words across all answers; English when nothing stands out. */
export function detectAnswerLanguage(answers: Readonly<Record<string, string>>): AnswerLanguage {
  const words = asciiWords(Object.values(answers).join(" "));
  let best: AnswerLanguage = "en";
  let bestCount = 0;
  for (const language of Object.keys(MARKERS) as AnswerLanguage[]) {
    const markers = MARKERS[language];
    const count = words.filter((word) => markers.has(word)).length;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}
