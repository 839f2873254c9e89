import { describe, expect, it } from "vitest";
import { expiryFromServer, isExpiring } from "#web/lib/auth/expiry.ts";
import { tokensFromPair } from "#web/lib/auth/tokens.ts";

const NOW = Date.UTC(2030, 0, 1, 12, 0, 0);
const NOW_S = NOW / 1000;

describe("expiryFromServer (spec section 4: the 60-second rule)", () => {
  it("reads a small value as seconds from now", () => {
    expect(expiryFromServer(900, NOW)).toBe(NOW + 900_000);
    expect(expiryFromServer(0, NOW)).toBe(NOW);
  });

  it("reads a value more than 60 s past now, as epoch seconds, as the moment itself", () => {
    expect(expiryFromServer(NOW_S + 61, NOW)).toBe((NOW_S + 61) * 1000);
    expect(expiryFromServer(NOW_S + 3600, NOW)).toBe((NOW_S + 3600) * 1000);
  });

  it("reads a value at most 60 s past now as seconds from now", () => {
    expect(expiryFromServer(NOW_S + 60, NOW)).toBe(NOW + (NOW_S + 60) * 1000);
  });

  it("applies to a login answer", () => {
    expect(tokensFromPair({ access_token: "a", refresh_token: "r", expires_in: 900 }, NOW)).toEqual({
      accessToken: "a",
      refreshToken: "r",
      expiresAt: NOW + 900_000,
    });
  });
});

describe("isExpiring (30 s or less left)", () => {
  it.each([
    [31_000, false],
    [30_001, false],
    [30_000, true],
    [1, true],
    [-5_000, true],
  ])("%i ms left: %s", (left, expected) => {
    expect(isExpiring(NOW + left, NOW)).toBe(expected);
  });
});
