import { describe, expect, it } from "vitest";
import { STATUS_FILTERS, statusFilterLabel } from "#web/lib/definitions/definition-filter.ts";
import { definitionName, documentCount, packageBadge, statusBadge } from "#web/lib/definitions/definition-labels.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { translator } from "#web/lib/i18n/i18n-context.tsx";

describe("status badges (spec section 3)", () => {
  it.each([
    ["complete", "Completed", "default"],
    ["in_progress", "In Progress", "secondary"],
    ["draft", "Draft", "outline"],
    ["archived", "Unknown", "outline"],
    ["", "Unknown", "outline"],
    [null, "Unknown", "outline"],
    // Inherited object keys are not statuses.
    ["toString", "Unknown", "outline"],
  ])("%s is %s (%s)", (status, label, variant) => {
    expect(statusBadge(status)).toEqual({ label, variant });
  });
});

describe("package badges (spec section 3)", () => {
  it.each([
    ["rfpGeneratorPackages", "Free", "outline"],
    ["completeDocumentationPackages", "Complete Documentation", "default"],
    ["developmentWeekPackages", "Dev Week", "secondary"],
    ["developmentHoursPackages", "Dev Hours", "secondary"],
    ["CompletePackages", "Unknown", "outline"],
    [null, "Unknown", "outline"],
  ])("%s is %s (%s)", (packageType, label, variant) => {
    expect(packageBadge(packageType)).toEqual({ label, variant });
  });
});

describe("definition texts", () => {
  it("names an unnamed definition", () => {
    expect(definitionName("TaskNest")).toBe("TaskNest");
    expect(definitionName("  ")).toBe("Untitled definition");
  });

  it("counts documents", () => {
    expect(documentCount(0)).toBe("No documents");
    expect(documentCount(1)).toBe("1 document");
    expect(documentCount(4)).toBe("4 documents");
  });
});

describe("in the user's language", () => {
  const es = translator(definitionMessages, "es");
  const fr = translator(definitionMessages, "fr");

  it("labels statuses, packages and unnamed definitions", () => {
    expect(statusBadge("in_progress", es)).toEqual({ label: "En curso", variant: "secondary" });
    expect(packageBadge("completeDocumentationPackages", fr)).toEqual({
      label: "Documentation complète",
      variant: "default",
    });
    expect(definitionName(" ", es)).toBe("Definición sin título");
  });

  it("counts documents with the language's plural rules", () => {
    expect(documentCount(0, es)).toBe("Sin documentos");
    expect(documentCount(1, es)).toBe("1 documento");
    expect(documentCount(1234, es)).toBe("1234 documentos");
    expect(documentCount(1234, translator(definitionMessages, "de"))).toBe("1.234 Dokumente");
  });

  it("names the status filter's options while the address keeps the English value", () => {
    expect(STATUS_FILTERS.map((option) => statusFilterLabel(option, es))).toEqual([
      "Todos los estados",
      "En curso",
      "Borrador",
      "Completada",
    ]);
    expect(STATUS_FILTERS.map((option) => statusFilterLabel(option))).toEqual(STATUS_FILTERS);
  });
});
