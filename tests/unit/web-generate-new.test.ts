import { describe, expect, it } from "vitest";
import type { DocumentKind } from "#shared/documents/kinds";
import { DEFINITION_MESSAGES, DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import type { TDefinitionListItem } from "#shared/schemas/definitions";
import { documentTextPath, generationStreamPath, sameOriginPath } from "#web/lib/documents/document-paths.ts";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { blockMessage, generationBlock, isPackageBlock } from "#web/lib/documents/entitlements.ts";
import {
  existingDocuments,
  generateNewCandidates,
  isReadyForDocuments,
  readinessOf,
} from "#web/lib/documents/generate-new.ts";
import { usageText, utcDate } from "#web/lib/documents/usage-text.ts";
import { translator } from "#web/lib/i18n/i18n-context.tsx";

function definition(id: string, overrides: Partial<TDefinitionListItem> = {}): TDefinitionListItem {
  return {
    id,
    name: id,
    vision: "",
    status: "in_progress",
    packageType: "completeDocumentationPackages",
    currentPromptId: null,
    documentsGenerated: 0,
    developmentHoursUsed: 0,
    lastUpdated: "2026-11-22T10:00:00.000Z",
    documents: { rfpUrl: null, pitchDeckUrl: null, openapiUrl: null, lovablePromptUrl: null, apiSpecUrl: null },
    ...overrides,
  };
}

const both = { rfpGeneratorPackages: 1, completeDocumentationPackages: 1 };

describe("the web's Generate buttons", () => {
  it("apply the shared rule to the signed-in user's packages (none while signed out)", () => {
    expect(generationBlock("rfp", "rfpGeneratorPackages", both)).toBeNull();
    expect(generationBlock("rfp", "rfpGeneratorPackages", null)).toBe("no_rfp_package");
    expect(generationBlock("pitch", "rfpGeneratorPackages", both)).toBe("rfp_only_definition");
  });

  it("tell a package reason (labelled 'Not allowed for this package') from the questionnaire's", () => {
    expect(isPackageBlock("no_rfp_package")).toBe(true);
    expect(isPackageBlock("no_complete_package")).toBe(true);
    expect(isPackageBlock("rfp_only_definition")).toBe(true);
    expect(isPackageBlock("questionnaire_open")).toBe(false);
    expect(blockMessage("no_complete_package").text).toBe(DEFINITION_MESSAGES.noPackage.completeDocumentationPackages);
    expect(blockMessage("questionnaire_open").text).toBe(DOCUMENT_MESSAGES.questionnaireOpen);
  });
});

describe("the Generate New list on /documents", () => {
  const definitions = [
    definition("has-rfp", { status: "complete" }),
    definition("ready"),
    definition("halfway"),
    definition("unknown"),
    definition("draft", { status: "draft" }),
    definition("unbound", { packageType: null }),
    definition("free", { packageType: "rfpGeneratorPackages", status: "complete" }),
    definition("all", { status: "complete" }),
  ];
  const links = (id: string, kinds: DocumentKind[]) => {
    const link = (kind: DocumentKind) => (kinds.includes(kind) ? `/api/conversations/${id}/documents/${kind}` : null);
    const openapiUrl = link("openapi");
    const documents = {
      rfpUrl: link("rfp"),
      pitchDeckUrl: link("pitch"),
      openapiUrl,
      lovablePromptUrl: link("app_prompt"),
      apiSpecUrl: openapiUrl,
    };
    return { id, documents };
  };
  const existing = existingDocuments([
    links("has-rfp", ["rfp"]),
    links("free", ["rfp"]),
    links("all", ["rfp", "pitch"]),
    links("ready", []),
  ]);
  const ready = new Map([
    ["ready", true],
    ["halfway", false],
  ]);

  it("offers the RFP to bound definitions without one, asking which are through the features", () => {
    const rows = generateNewCandidates("rfp", definitions, existing, both, ready);
    expect(rows.map((row) => [row.definition.id, row.blocked, row.checking])).toEqual([
      ["ready", null, false],
      ["halfway", "questionnaire_open", false],
      ["unknown", null, true],
      ["draft", "questionnaire_open", false],
    ]);
    expect(rows[1]?.continuePath).toBe(
      "/product-definitions/new?conversationId=halfway&package=completeDocumentationPackages",
    );
    const listed = [
      { id: "at-choice", currentPromptId: "qGenerateRFP" },
      { id: "done", currentPromptId: "qFinal" },
      { id: "halfway", currentPromptId: "q7" },
      { id: "new", currentPromptId: null },
    ];
    expect([...readinessOf(listed)]).toEqual([
      ["at-choice", true],
      ["done", true],
      ["halfway", false],
      ["new", false],
    ]);
  });

  it("offers the other documents once there is an RFP, keeping RFP-only definitions listed with the reason", () => {
    const pitch = generateNewCandidates("pitch", definitions, existing, both, ready);
    expect(pitch.map((row) => [row.definition.id, row.blocked])).toEqual([
      ["has-rfp", null],
      ["free", "rfp_only_definition"],
    ]);
    expect(
      generateNewCandidates("openapi", definitions, existing, both, ready).map((row) => row.definition.id),
    ).toEqual(["has-rfp", "free", "all"]);
  });

  it("gives the package's reason before the questionnaire's", () => {
    const rows = generateNewCandidates(
      "rfp",
      definitions,
      existing,
      { rfpGeneratorPackages: 0, completeDocumentationPackages: 0 },
      ready,
    );
    expect(new Set(rows.map((row) => row.blocked))).toEqual(new Set(["no_complete_package"]));
  });

  it("counts a questionnaire as ready at the document choice or at its end", () => {
    expect(isReadyForDocuments("qGenerateRFP")).toBe(true);
    expect(isReadyForDocuments("qFinal")).toBe(true);
    expect(isReadyForDocuments("qGenerateFeatures")).toBe(false);
    expect(isReadyForDocuments(null)).toBe(false);
  });
});

describe("document addresses and names", () => {
  it("requests documents on the page's own origin, whatever address the server wrote", () => {
    expect(sameOriginPath("http://localhost:8788/api/conversations/a/documents/rfp")).toBe(
      "/api/conversations/a/documents/rfp",
    );
    expect(sameOriginPath("https://app.test/api/x?expires=1&signature=s")).toBe("/api/x?expires=1&signature=s");
    expect(sameOriginPath("/api/y")).toBe("/api/y");
    expect(documentTextPath("http://h/api/doc", 3)).toBe("/api/doc?version=3");
    expect(documentTextPath("/api/doc")).toBe("/api/doc");
    expect(generationStreamPath("id", "app_prompt")).toBe("/api/conversations/id/documents/app_prompt/stream");
  });

  it("words the usage card (spec section 9), in the user's language", () => {
    const en = translator(documentsMessages, "en");
    expect(usageText({ limit: 10, used: 2.5, remaining: 7.5 }, en)).toBe(
      "Monthly usage: 2.5 of 10 used · 7.5 remaining",
    );
    expect(usageText({ limit: 10, used: 0, remaining: 10 }, en)).toBe("Monthly usage: 0 of 10 used · 10 remaining");
    expect(usageText({ limit: 10, used: 4.5, remaining: 5.5 }, translator(documentsMessages, "es"))).toBe(
      "Uso mensual: 4,5 de 10 usados · 5,5 restantes",
    );
  });

  it("dates the reset in UTC, in the chosen date format", () => {
    const reset = "2026-12-01T00:00:00.000Z";
    expect(utcDate(reset, "MM/DD/YYYY")).toBe("12/01/2026");
    expect(utcDate(reset, "DD/MM/YYYY")).toBe("01/12/2026");
    expect(utcDate(reset, "YYYY-MM-DD")).toBe("2026-12-01");
  });
});
