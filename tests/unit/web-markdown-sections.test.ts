import { describe, expect, it } from "vitest";
import { markdownSections } from "#web/lib/documents/markdown-sections.ts";

describe("markdownSections", () => {
  it("cuts before each top-level heading, and the pieces joined are the text", () => {
    const text = "# Title\nIntro\n\n## One\nA\n### Inside\nB\n## Two\nC";
    const sections = markdownSections(text);
    expect(sections).toEqual(["# Title\nIntro\n", "## One\nA\n### Inside\nB", "## Two\nC"]);
    expect(sections.join("\n")).toBe(text);
  });

  it("never cuts inside a fenced code block", () => {
    const text = "## Code\n```md\n## not a heading\n~~~\n## still code\n```\n## After\nx";
    expect(markdownSections(text)).toEqual([
      "## Code\n```md\n## not a heading\n~~~\n## still code\n```",
      "## After\nx",
    ]);
  });

  it("keeps a text with link or footnote definitions whole", () => {
    const text = "## One\nSee [the spec][spec].\n## Two\n[spec]: https://example.com";
    expect(markdownSections(text)).toEqual([text]);
    expect(markdownSections("## One\nA[^1]\n## Two\n[^1]: note")).toHaveLength(1);
  });

  it("keeps a text without headings whole", () => {
    expect(markdownSections("plain\ntext")).toEqual(["plain\ntext"]);
    expect(markdownSections("")).toEqual([""]);
  });
});
