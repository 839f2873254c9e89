import { describe, expect, it } from "vitest";
import { carriedReturnTo, returnPathOf, returnToState } from "#web/lib/auth/return-to.ts";
import { storedQuantity } from "#web/pages/checkout/checkout-input.ts";

describe("where sign-in leads", () => {
  it("returns to the page that sent the visitor, query kept", () => {
    expect(returnPathOf(returnToState("/checkout?packageId=dev-hours&definitionId=x"))).toBe(
      "/checkout?packageId=dev-hours&definitionId=x",
    );
  });

  it("opens the dashboard without a return address or with one off this site", () => {
    for (const state of [null, undefined, {}, { returnTo: 3 }, { returnTo: "https://evil.example" }]) {
      expect(returnPathOf(state)).toBe("/dashboard");
    }
    expect(returnPathOf({ returnTo: "//evil.example/x" })).toBe("/dashboard");
    expect(returnPathOf({ returnTo: "/\\evil.example" })).toBe("/dashboard");
  });

  it("carries a return address from login to sign-up, and nothing when there is none", () => {
    expect(carriedReturnTo({ returnTo: "/checkout?packageId=dev-week", email: "a@b.c" })).toEqual({
      returnTo: "/checkout?packageId=dev-week",
    });
    expect(carriedReturnTo({ email: "a@b.c" })).toBeUndefined();
  });
});

describe("the checkout's kept quantity", () => {
  it("applies only to the package it was chosen for", () => {
    const stored = JSON.stringify({ packageId: "dev-hours", quantity: 3 });
    expect(storedQuantity(stored, "dev-hours")).toBe(3);
    expect(storedQuantity(stored, "dev-week")).toBe(1);
  });

  it("falls back to 1 for anything that is not a whole quantity of at least 1", () => {
    for (const stored of [
      null,
      "",
      "{",
      "[]",
      '{"packageId":"dev-hours","quantity":0}',
      '{"packageId":"dev-hours","quantity":1.5}',
    ]) {
      expect(storedQuantity(stored, "dev-hours")).toBe(1);
    }
  });
});
