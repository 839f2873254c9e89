import { describe, expect, it } from "vitest";
import { resetTokenFrom } from "#web/lib/auth/reset-token.ts";

describe("resetTokenFrom", () => {
  it("reads token, else resetToken, else code, else verification_code", () => {
    expect(resetTokenFrom(new URLSearchParams("verification_code=d&code=c&resetToken=b&token=a"))).toBe("a");
    expect(resetTokenFrom(new URLSearchParams("verification_code=d&code=c&resetToken=b"))).toBe("b");
    expect(resetTokenFrom(new URLSearchParams("verification_code=d&code=c"))).toBe("c");
    expect(resetTokenFrom(new URLSearchParams("verification_code=d"))).toBe("d");
  });

  it("skips empty parameters and finds none in a link without one", () => {
    expect(resetTokenFrom(new URLSearchParams("token=&code=c"))).toBe("c");
    expect(resetTokenFrom(new URLSearchParams("other=x"))).toBeNull();
    expect(resetTokenFrom(new URLSearchParams(""))).toBeNull();
  });
});
