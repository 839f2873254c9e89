import type { TBlock, TDeck } from "#shared/deck/schema";
import type { TLanguage } from "#shared/settings/options";

/**
 * Soft hyphens (U+00AD) in long words, so a German compound ("Gewährleistungsfristenüberwachung")
 * or a long Spanish or French word breaks at a syllable inside its card instead of running out of
 * it: the browser and PowerPoint show a hyphen only where they break the line. A syllable rule, not
 * a dictionary: a break before a consonant between vowels ("Ge·währ"), or between two consonants
 * ("leis·tungs"), never inside a cluster the language keeps together ("sch", "ch", "ll", "gn"),
 * and never within three letters of either end. Short words are left as written.
 */

const MIN_WORD = 11;
const EDGE = 3;
const VOWELS = new Set([..."aeiouyäöüáéíóúàèìòùâêîôûëïœæ"]);

/** Letters a language keeps together across a break. */
const CLUSTERS: Record<TLanguage, readonly string[]> = {
  en: ["ch", "sh", "th", "ph", "wh", "qu", "pr", "pl", "tr", "br", "bl", "cr", "cl", "gr", "gl", "fr", "fl", "dr"],
  de: [
    "sch",
    "ch",
    "ck",
    "ph",
    "th",
    "qu",
    "st",
    "sp",
    "pr",
    "pl",
    "tr",
    "br",
    "bl",
    "kr",
    "kl",
    "gr",
    "gl",
    "fr",
    "fl",
    "dr",
  ],
  es: ["ch", "ll", "rr", "qu", "gu", "bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "tr"],
  fr: [
    "ch",
    "ph",
    "th",
    "gn",
    "qu",
    "gu",
    "bl",
    "br",
    "cl",
    "cr",
    "dr",
    "fl",
    "fr",
    "gl",
    "gr",
    "pl",
    "pr",
    "tr",
    "vr",
  ],
};

const SHY = "\u00ad";

/**
 * The word with soft hyphens at its syllable breaks: in each run of consonants between two
 * vowels, before the cluster that ends it when the language keeps one together ("Pro·to·koll",
 * "Bau·stel·le"), else before its last consonant ("Ge·währ", "leis·tungs", "Mehr·spra·chig").
 */
export function hyphenateWord(word: string, language: TLanguage): string {
  if ([...word].length < MIN_WORD || word.includes(SHY)) return word;
  const letters = [...word];
  const lower = letters.map((letter) => letter.toLocaleLowerCase(language));
  const vowel = (index: number) => VOWELS.has(lower[index] ?? "");
  const clusters = [...CLUSTERS[language]].sort((a, b) => b.length - a.length);
  const breaks: number[] = [];
  let index = 0;
  while (index < letters.length) {
    if (!vowel(index)) {
      index++;
      continue;
    }
    // The consonants after this vowel, up to the next one.
    let end = index + 1;
    while (end < letters.length && !vowel(end) && /\p{L}/u.test(letters[end] ?? "")) end++;
    if (end >= letters.length || !vowel(end) || end === index + 1) {
      index = end;
      continue;
    }
    const run = lower.slice(index + 1, end).join("");
    const tail = clusters.find((cluster) => run.endsWith(cluster) && cluster.length <= run.length);
    // A run that is one cluster ("ch" in "Sprachig") goes whole to the next syllable.
    const at = tail ? end - tail.length : end - 1;
    if (at >= EDGE && letters.length - at >= EDGE && at > index) breaks.push(at);
    index = end;
  }
  if (breaks.length === 0) return word;
  return letters.map((letter, position) => (breaks.includes(position) ? `${SHY}${letter}` : letter)).join("");
}

/** Every long word of a text, hyphenated. */
export function hyphenate(text: string, language: TLanguage): string {
  return text.replace(/\p{L}{11,}/gu, (word) => hyphenateWord(word, language));
}

/**
 * The slides' text of an HTML fragment hyphenated; tags, scripts, styles and the speaker's notes
 * (read aloud and searched, not fitted into cards) as they are.
 */
export function hyphenateHtml(markup: string, language: TLanguage): string {
  return markup.replace(
    /(<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<aside class="notes">[\s\S]*?<\/aside>|<[^>]*>)|([^<]+)/gu,
    (whole, tag, text) => (tag ? whole : hyphenate(text as string, language)),
  );
}

/** The deck with its slides' visible texts hyphenated (the notes as written), for the .pptx. */
export function hyphenateDeck(deck: TDeck): TDeck {
  const h = (text: string) => hyphenate(text, deck.language);
  return {
    ...deck,
    slides: deck.slides.map((slide) => ({
      ...slide,
      headline: h(slide.headline),
      blocks: slide.blocks.map((block): TBlock => {
        if (block.type === "text") return { ...block, text: h(block.text) };
        if (block.type === "list") return { ...block, items: block.items.map(h) };
        if (block.type === "table") return { ...block, rows: block.rows.map((row) => row.map(h)) };
        if (block.chart.type === "bars")
          return {
            ...block,
            chart: {
              ...block.chart,
              bars: block.chart.bars.map((bar) => ({ ...bar, label: h(bar.label), detail: h(bar.detail) })),
            },
          };
        return {
          ...block,
          chart: { ...block.chart, phases: block.chart.phases.map((phase) => ({ ...phase, label: h(phase.label) })) },
        };
      }),
    })),
  };
}
