import { describe, expect, it } from "vitest";
import type { TBlueprintDocument } from "#shared/schemas/blueprints";
import { documentsInOtherLanguage } from "#web/lib/documents/document-language.ts";

const document = (kind: TBlueprintDocument["kind"], language: TBlueprintDocument["language"]): TBlueprintDocument => ({
  kind,
  version: 1,
  blueprintVersion: 1,
  current: true,
  check: null,
  language,
});

describe("documents in another language", () => {
  it("are those whose language is not the user's now; a document of unknown language is not guessed", () => {
    const documents = [document("rfp", "en"), document("pitch", "de"), document("openapi", null)];
    expect(documentsInOtherLanguage({ language: "de", documents })).toEqual([{ kind: "rfp", language: "en" }]);
    expect(documentsInOtherLanguage({ language: "en", documents })).toEqual([{ kind: "pitch", language: "de" }]);
    expect(documentsInOtherLanguage(undefined)).toEqual([]);
  });
});
