import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "#shared/http-headers";

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy();
  const directives = new Map(
    policy.split("; ").map((part) => {
      const [name, ...sources] = part.split(" ");
      return [name, sources] as const;
    }),
  );

  it("forbids framing and plugins and inline scripts", () => {
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("script-src")).not.toContain("'unsafe-inline'");
    expect(directives.get("script-src")).not.toContain("'unsafe-eval'");
  });

  it("lets the SPA load its own files and the card provider", () => {
    expect(directives.get("default-src")).toEqual(["'self'"]);
    expect(directives.get("script-src")).toEqual(["'self'", "https://js.stripe.com"]);
    expect(directives.get("connect-src")).toContain("'self'");
  });
});
