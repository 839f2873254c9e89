import { describe, expect, it } from "vitest";
import { safeUrl } from "#web/lib/documents/safe-url.ts";

describe("the Markdown URL filter (spec section 1)", () => {
  it.each([
    "http://example.com/a?b=c#d",
    "https://example.com",
    "irc://irc.example.net/channel",
    "ircs://irc.example.net:6697/channel",
    "mailto:owner@example.com",
    "xmpp:owner@example.com",
  ])("keeps the allowed scheme of %s", (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it("keeps an allowed scheme whatever its case", () => {
    expect(safeUrl("HTTPS://Example.com/Path")).toBe("HTTPS://Example.com/Path");
    expect(safeUrl("MailTo:owner@example.com")).toBe("MailTo:owner@example.com");
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "JAVASCRIPT:alert(document.cookie)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "ftp://example.com/file",
    "tel:+15551234567",
    "blob:https://example.com/uuid",
  ])("empties the address %s", (url) => {
    expect(safeUrl(url)).toBe("");
  });

  it("reads the scheme as a browser does: whitespace and controls cannot hide it", () => {
    expect(safeUrl(" javascript:alert(1)")).toBe("");
    expect(safeUrl("\u0001\u001fjavascript:alert(1)")).toBe("");
    expect(safeUrl("java\tscript:alert(1)")).toBe("");
    expect(safeUrl("java\nscript:alert(1)")).toBe("");
    expect(safeUrl("java\r\nscript:alert(1)")).toBe("");
    expect(safeUrl("  https://example.com  ")).toBe("https://example.com");
  });

  it("keeps addresses without a scheme: relative paths, fragments, queries and protocol-relative", () => {
    for (const url of [
      "docs/rfp.md",
      "../up",
      "/absolute/path",
      "#section-2",
      "?page=2",
      "//cdn.example.com/x.png",
      "",
    ]) {
      expect(safeUrl(url)).toBe(url);
    }
  });

  it("treats a colon after the first slash, question mark or hash as part of a relative address", () => {
    expect(safeUrl("notes/javascript:alert(1)")).toBe("notes/javascript:alert(1)");
    expect(safeUrl("?next=javascript:alert(1)")).toBe("?next=javascript:alert(1)");
    expect(safeUrl("#javascript:alert(1)")).toBe("#javascript:alert(1)");
  });

  it("empties a colon-led or malformed scheme rather than guessing", () => {
    expect(safeUrl(":foo")).toBe("");
    expect(safeUrl("not a scheme:foo")).toBe("");
    expect(safeUrl("C:\\Windows\\System32")).toBe("");
  });
});
