import { describe, expect, it } from "vitest";
import { isDefinitionPackage } from "#shared/commerce/definition-packages";
import { createOptions } from "#web/lib/definitions/create-options.ts";
import { questionnairePath } from "#web/lib/definitions/definition-packages.ts";

const none = {
  rfpGeneratorPackages: 0,
  rfpGeneratorPackagesUsed: 0,
  completeDocumentationPackages: 0,
  completeDocumentationPackagesUsed: 0,
};

describe("Create Definition (spec section 5)", () => {
  it("is off without packages or a user", () => {
    const off = { canCreate: false, available: { rfpGeneratorPackages: false, completeDocumentationPackages: false } };
    expect(createOptions(none)).toEqual(off);
    expect(createOptions(null)).toEqual(off);
  });

  it("offers the RFP package while it is unused", () => {
    expect(createOptions({ ...none, rfpGeneratorPackages: 1 }).available.rfpGeneratorPackages).toBe(true);
    const used = createOptions({ ...none, rfpGeneratorPackages: 1, rfpGeneratorPackagesUsed: 1 });
    expect(used.canCreate).toBe(true);
    expect(used.available).toEqual({ rfpGeneratorPackages: false, completeDocumentationPackages: false });
  });

  it("offers the complete package while owned minus used is above 0", () => {
    const some = { ...none, completeDocumentationPackages: 2, completeDocumentationPackagesUsed: 1 };
    expect(createOptions(some).available.completeDocumentationPackages).toBe(true);
    const spent = { ...some, completeDocumentationPackagesUsed: 2 };
    expect(createOptions(spent)).toEqual({
      canCreate: true,
      available: { rfpGeneratorPackages: false, completeDocumentationPackages: false },
    });
  });

  it("leads to the questionnaire of the chosen package", () => {
    expect(questionnairePath("rfpGeneratorPackages")).toBe("/product-definitions/new?package=rfpGeneratorPackages");
    expect(questionnairePath("completeDocumentationPackages", "abc")).toBe(
      "/product-definitions/new?conversationId=abc&package=completeDocumentationPackages",
    );
    expect(questionnairePath(null, "abc")).toBe("/product-definitions/new?conversationId=abc");
  });

  it("knows the two package types a definition takes", () => {
    expect(isDefinitionPackage("rfpGeneratorPackages")).toBe(true);
    expect(isDefinitionPackage("completeDocumentationPackages")).toBe(true);
    expect(isDefinitionPackage("developmentWeekPackages")).toBe(false);
    expect(isDefinitionPackage("hasOwnProperty")).toBe(false);
    expect(isDefinitionPackage(null)).toBe(false);
  });
});
