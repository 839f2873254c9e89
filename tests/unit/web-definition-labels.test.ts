import { describe, expect, it } from "vitest";
import { definitionName, documentCount, packageBadge, statusBadge } from "../../web/lib/definitions/definition-labels";

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
