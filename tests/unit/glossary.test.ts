import { describe, expect, it } from "vitest";
import { DECK_TEXT } from "#engine/deck/i18n/index";
import { DOCUMENT_TEXT } from "#engine/renderings/i18n/index";
import { CATALOGUE } from "#shared/commerce/catalogue";
import { DOCUMENT_KINDS } from "#shared/documents/kinds";
import { GLOSSARY, type Glossary } from "#shared/glossary/terms";
import type { TLanguage } from "#shared/schemas/settings";
import { definedCatalogues } from "#web/lib/i18n/define-messages.ts";

// Every catalogue of the interface, so definedCatalogues() holds them all.
import.meta.glob("../../web/**/*.messages.ts", { eager: true });

const OTHERS: Exclude<TLanguage, "en">[] = ["es", "fr", "de"];

/** One text in English and in another language, said at the same place. */
type Pair = { where: string; en: string; other: string; language: TLanguage };

/** The strings of two objects of one shape, side by side by key path (functions are skipped). */
function pairsOf(where: string, en: unknown, other: unknown, language: TLanguage): Pair[] {
  if (typeof en === "string" && typeof other === "string") return [{ where, en, other, language }];
  if (!en || typeof en !== "object" || !other || typeof other !== "object") return [];
  return Object.entries(en).flatMap(([key, value]) =>
    pairsOf(`${where}.${key}`, value, (other as Record<string, unknown>)[key], language),
  );
}

function everyPair(): Pair[] {
  const pairs: Pair[] = [];
  definedCatalogues().forEach((catalogue, index) => {
    for (const language of OTHERS)
      pairs.push(...pairsOf(`catalogue ${index}`, catalogue.en, catalogue[language], language));
  });
  for (const language of OTHERS) {
    pairs.push(...pairsOf("documents", DOCUMENT_TEXT.en, DOCUMENT_TEXT[language], language));
    pairs.push(...pairsOf("deck", DECK_TEXT.en, DECK_TEXT[language], language));
  }
  return pairs;
}

/** Labels that must be the term itself; names that must appear wherever the English names them. */
const EXACT: (keyof Glossary)[] = ["priority", "definitionStatus"];
const NAMED: (keyof Glossary)[] = ["documentKind", "packageName"];

function mismatches(pairs: readonly Pair[]): string[] {
  const found: string[] = [];
  for (const pair of pairs) {
    for (const group of EXACT) {
      for (const [id, english] of Object.entries(GLOSSARY.en[group])) {
        const term = (GLOSSARY[pair.language][group] as Record<string, string>)[id];
        if (pair.en.trim() === english && pair.other.trim() !== term)
          found.push(
            `${pair.where} (${pair.language}): "${pair.other}" for ${group}.${id}, the glossary says "${term}"`,
          );
      }
    }
    for (const group of NAMED) {
      for (const [id, english] of Object.entries(GLOSSARY.en[group])) {
        const term = (GLOSSARY[pair.language][group] as Record<string, string>)[id] ?? "";
        // A package's name is a proper noun ("Complete Documentation", not "the complete
        // documentation set"); a document is named in any case ("an investor pitch deck").
        const names =
          group === "packageName" ? pair.en.includes(english) : pair.en.toLowerCase().includes(english.toLowerCase());
        if (names && !pair.other.toLowerCase().includes(term.toLowerCase()))
          found.push(`${pair.where} (${pair.language}): "${pair.other}" names ${group}.${id} without "${term}"`);
      }
    }
  }
  return found;
}

describe("the glossary", () => {
  it("is the English the product fixes elsewhere: the documents' and the packages' names", () => {
    expect(DOCUMENT_KINDS.map((info) => info.label)).toEqual(Object.values(GLOSSARY.en.documentKind));
    expect(CATALOGUE.map((item) => item.name)).toEqual(Object.values(GLOSSARY.en.packageName));
  });

  it("is shown the same way by every page, document and deck in every language", () => {
    const pairs = everyPair();
    expect(pairs.length).toBeGreaterThan(1000);
    expect(mismatches(pairs)).toEqual([]);
  });

  it("catches a term shown differently (a planted Spanish 'Debe' for Must)", () => {
    const planted: Pair = { where: "planted", en: "Must", other: "Debe", language: "es" };
    const named: Pair = { where: "planted", en: "Buy Complete Documentation", other: "Comprar Docs", language: "es" };
    expect(mismatches([planted, named])).toHaveLength(2);
  });
});
