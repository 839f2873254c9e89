import { describe, expect, it } from "vitest";
import * as zod from "zod";
import * as shim from "#worker/cloudflare/zod/index";

const withoutLocales = (names: string[]) => names.filter((name) => name !== "locales").sort();

describe("the Workers build's zod (wrangler.toml aliases zod to it)", () => {
  it("exports everything zod exports but the locales, at the top, in z and in core", () => {
    expect(Object.keys(shim).sort()).toEqual(withoutLocales(Object.keys(zod)));
    expect(Object.keys(shim.z).sort()).toEqual(withoutLocales(Object.keys(zod.z)));
    expect(Object.keys(shim.core).sort()).toEqual(withoutLocales(Object.keys(zod.core)));
    expect("locales" in shim.z).toBe(false);
  });

  it("is zod itself, not a copy: the same classes and functions", () => {
    expect(shim.string).toBe(zod.string);
    expect(shim.z.ZodType).toBe(zod.ZodType);
    expect(shim.core.$ZodType).toBe(zod.core.$ZodType);
    expect(shim.z.object({ name: shim.z.string() }).safeParse({ name: 3 }).error?.issues[0]?.message).toBe(
      "Invalid input: expected string, received number",
    );
  });
});
