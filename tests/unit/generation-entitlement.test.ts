import { describe, expect, it } from "vitest";
import {
  GENERATION_REFUSAL_MESSAGES,
  generationRefusal,
  generationVerdicts,
} from "#shared/documents/generation-entitlement";
import { DEFINITION_MESSAGES } from "#shared/errors/definition-messages";

const both = { rfpGeneratorPackages: 1, completeDocumentationPackages: 1 };
const none = { rfpGeneratorPackages: 0, completeDocumentationPackages: 0 };

describe("who may generate what (spec sections 5-6), one rule for server and web", () => {
  it("needs the definition's package still owned for the RFP", () => {
    expect(generationRefusal("rfp", "rfpGeneratorPackages", { ...none, rfpGeneratorPackages: 1 })).toBeNull();
    expect(generationRefusal("rfp", "rfpGeneratorPackages", { ...both, rfpGeneratorPackages: 0 })).toBe(
      "no_rfp_package",
    );
    expect(
      generationRefusal("rfp", "completeDocumentationPackages", { ...none, completeDocumentationPackages: 1 }),
    ).toBe(null);
    expect(
      generationRefusal("rfp", "completeDocumentationPackages", { ...both, completeDocumentationPackages: 0 }),
    ).toBe("no_complete_package");
    expect(generationRefusal("rfp", null, both)).toBe("no_package");
  });

  it.each(["pitch", "openapi", "app_prompt"] as const)("needs a complete definition and package for the %s", (kind) => {
    expect(generationRefusal(kind, "completeDocumentationPackages", both)).toBeNull();
    expect(generationRefusal(kind, "rfpGeneratorPackages", both)).toBe("rfp_only_definition");
    // Without the package at all, the package is the reason (spec section 5's button words).
    expect(generationRefusal(kind, "rfpGeneratorPackages", { ...both, completeDocumentationPackages: 0 })).toBe(
      "no_complete_package",
    );
    expect(
      generationRefusal(kind, "completeDocumentationPackages", { ...both, completeDocumentationPackages: 0 }),
    ).toBe("no_complete_package");
    expect(generationRefusal(kind, null, both)).toBe("no_complete_package");
  });

  it("gives a verdict for every kind, and every refusal the spec's words", () => {
    expect(generationVerdicts("rfpGeneratorPackages", both)).toEqual({
      rfp: null,
      pitch: "rfp_only_definition",
      openapi: "rfp_only_definition",
      app_prompt: "rfp_only_definition",
    });
    expect(GENERATION_REFUSAL_MESSAGES.rfp_only_definition).toBe(DEFINITION_MESSAGES.featureNotAvailable);
    expect(GENERATION_REFUSAL_MESSAGES.no_complete_package).toBe(
      DEFINITION_MESSAGES.noPackage.completeDocumentationPackages,
    );
  });
});
