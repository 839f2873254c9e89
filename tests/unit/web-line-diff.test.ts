import { describe, expect, it } from "vitest";
import { diffLines, diffSummary, foldUnchanged } from "#web/lib/documents/line-diff.ts";

describe("the line diff of two versions", () => {
  it("marks added, removed and kept lines in reading order", () => {
    const lines = diffLines(
      "# RFP\nBudget: $40,000\nTeam: two\n",
      "# RFP\nBudget: $50,000\nTeam: two\nDeadline: March\n",
    );
    expect(lines).toEqual([
      { type: "same", text: "# RFP" },
      { type: "removed", text: "Budget: $40,000" },
      { type: "added", text: "Budget: $50,000" },
      { type: "same", text: "Team: two" },
      { type: "added", text: "Deadline: March" },
    ]);
    expect(diffSummary(lines)).toEqual({ added: 2, removed: 1 });
  });

  it("finds the common lines between changes (a longest common subsequence)", () => {
    const lines = diffLines("a\nb\nc\nd\ne", "a\nx\nc\ny\ne\nf");
    expect(lines.map((line) => `${line.type[0]}${line.text}`)).toEqual([
      "sa",
      "rb",
      "ax",
      "sc",
      "rd",
      "ay",
      "se",
      "af",
    ]);
  });

  it("handles empty texts, identical texts and Windows line ends", () => {
    expect(diffLines("", "")).toEqual([]);
    expect(diffLines("", "one")).toEqual([{ type: "added", text: "one" }]);
    expect(diffLines("one\r\ntwo", "one\ntwo\n")).toEqual([
      { type: "same", text: "one" },
      { type: "same", text: "two" },
    ]);
    expect(diffSummary(diffLines("x\ny", "x\ny"))).toEqual({ added: 0, removed: 0 });
  });

  it("stays correct for long documents with a small edit", () => {
    const before = Array.from({ length: 5000 }, (_, index) => `line ${index}`);
    const after = [...before];
    after[2500] = "changed";
    const lines = diffLines(before.join("\n"), after.join("\n"));
    expect(diffSummary(lines)).toEqual({ added: 1, removed: 1 });
    expect(lines).toHaveLength(5001);
  });

  it("folds long runs of unchanged lines, keeping three lines of context around each change", () => {
    const before = Array.from({ length: 20 }, (_, index) => `l${index}`);
    const after = [...before];
    after[10] = "new";
    const rows = foldUnchanged(diffLines(before.join("\n"), after.join("\n")));
    expect(rows[0]).toEqual({ type: "skipped", count: 7 });
    expect(rows.slice(1, 4).map((row) => (row.type === "skipped" ? "" : row.text))).toEqual(["l7", "l8", "l9"]);
    expect(rows[4]).toEqual({ type: "removed", text: "l10" });
    expect(rows[5]).toEqual({ type: "added", text: "new" });
    expect(rows.at(-1)).toEqual({ type: "skipped", count: 6 });
  });
});
