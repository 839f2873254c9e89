import { describe, expect, it } from "vitest";
import type { Catalogue, Messages } from "#shared/i18n/catalogue";
import { definedCatalogues, placeholders } from "#web/lib/i18n/define-messages.ts";
import { LANGUAGES } from "#web/lib/i18n/languages.ts";

// Every catalogue of the interface, wherever it lives (*.messages.ts next to what uses it).
const modules = import.meta.glob("../../web/**/*.messages.ts", { eager: true });

describe("the interface catalogues", () => {
  it("are found", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
    expect(definedCatalogues().length).toBeGreaterThanOrEqual(Object.keys(modules).length);
  });

  it("give every language exactly the English keys, each filled, with the same placeholders", () => {
    for (const catalogue of definedCatalogues()) {
      const keys = Object.keys(catalogue.en).sort();
      for (const language of LANGUAGES) {
        const strings = catalogue[language] as Record<string, string>;
        expect(Object.keys(strings).sort(), `${language}: ${keys.slice(0, 3).join(", ")}…`).toEqual(keys);
        for (const key of keys) {
          expect(strings[key]?.trim().length, `${language}.${key} is empty`).toBeGreaterThan(0);
          expect(placeholders(strings[key] ?? ""), `${language}.${key}`).toEqual(placeholders(catalogue.en[key] ?? ""));
        }
      }
    }
  });

  it("hold the worker's and shared catalogues (emails) to the same rules", () => {
    const outside = import.meta.glob(["../../worker/**/*.messages.ts", "../../shared/**/*.messages.ts"], {
      eager: true,
    }) as Record<string, Record<string, unknown>>;
    const catalogues = Object.values(outside).flatMap((module) =>
      Object.values(module).filter(
        (value): value is Catalogue<Messages> => typeof value === "object" && value !== null && "en" in value,
      ),
    );
    expect(catalogues.length).toBeGreaterThan(0);
    for (const catalogue of catalogues) {
      const keys = Object.keys(catalogue.en).sort();
      for (const language of LANGUAGES) {
        const strings = catalogue[language] as Record<string, string>;
        expect(Object.keys(strings).sort()).toEqual(keys);
        for (const key of keys) {
          expect(strings[key]?.trim().length, `${language}.${key} is empty`).toBeGreaterThan(0);
          expect(placeholders(strings[key] ?? ""), `${language}.${key}`).toEqual(placeholders(catalogue.en[key] ?? ""));
        }
      }
      for (const key of keys) if (key.endsWith("_one")) expect(keys).toContain(key.replace(/_one$/, "_other"));
    }
  });

  it("pair every plural key", () => {
    for (const catalogue of definedCatalogues()) {
      for (const key of Object.keys(catalogue.en)) {
        if (key.endsWith("_one")) expect(Object.keys(catalogue.en)).toContain(key.replace(/_one$/, "_other"));
      }
    }
  });
});
