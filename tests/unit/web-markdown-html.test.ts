import { describe, expect, it } from "vitest";
import { markdownHtml } from "#web/lib/documents/markdown-html.ts";

const names = { table: "Tabelle", code: "Code" };

describe("markdownHtml: a document's Markdown as the page shows it", () => {
  it("puts headings one level below the page's h1 and keeps GFM: tables, strikethrough, task lists", () => {
    const html = markdownHtml("# RFP\n## Scope\n###### Six\n\n~~old~~\n\n- [x] done\n", names);
    expect(html).toContain("<h2>RFP</h2>");
    expect(html).toContain("<h3>Scope</h3>");
    expect(html).toContain("<h6>Six</h6>");
    expect(html).toContain("<del>old</del>");
    expect(html).toMatch(/<input type="checkbox" checked disabled>/);
  });

  it("wraps a table and a code block in a focusable box named in the user's language", () => {
    const html = markdownHtml("| Id | Title |\n|---|---|\n| FR-1 | Booking |\n\n```\nnpm start\n```\n", names);
    expect(html).toContain('<section tabindex="0" aria-label="Tabelle" class="markdown-table"><table>');
    expect(html).toContain('<section tabindex="0" aria-label="Code" class="markdown-code"><pre>');
  });

  it("keeps ids whole outside code, and leaves code as written", () => {
    const html = markdownHtml("See FR-10 and NFR-2.\n\n`FR-3`\n", names);
    expect(html).toContain('<span class="nowrap">FR-10</span>');
    expect(html).toContain('<span class="nowrap">NFR-2</span>');
    expect(html).toContain("<code>FR-3</code>");
  });

  it("drops raw HTML, escapes text and empties addresses with a scheme the spec does not allow", () => {
    const html = markdownHtml(
      [
        '<script>alert(1)</script> <img src=x onerror="alert(2)"> <b>bold</b>',
        "",
        "[a](javascript:alert(3)) [b](JaVaScRiPt:alert(4)) [c](java\nscript:alert(5)) ![d](data:text/html,x)",
        "",
        "[ok](https://example.com/a?b=1&c=2) [mail](mailto:a@b.c) [rel](/documents) & < > \" '",
      ].join("\n"),
      names,
    );
    expect(html).not.toMatch(/<script|<img src="x"|onerror|<b>|javascript:|data:text/i);
    expect(html).toContain('<a href="https://example.com/a?b=1&#x26;c=2">ok</a>');
    expect(html).toContain('<a href="mailto:a@b.c">mail</a>');
    expect(html).toContain('<a href="/documents">rel</a>');
    expect(html).toContain("&#x26; &#x3C; > \" '");
    expect(html.match(/href=""/g)).toHaveLength(2);
  });
});
