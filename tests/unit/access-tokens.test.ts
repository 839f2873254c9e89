import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, issueAccessToken, verifyAccessToken } from "#worker/services/auth/access-tokens";

const SECRET = "a-secret-of-at-least-thirty-two-characters!";
const claims = { userId: "u-1", email: "ada@example.com", firstName: "Ada", sessionId: "s-1" };
const issuedAt = new Date("2026-11-27T10:00:00Z");
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe("access tokens", () => {
  it("are taken again after a first check, until the second they expire", async () => {
    const token = await issueAccessToken(claims, SECRET, issuedAt);
    const who = { userId: "u-1", sessionId: "s-1" };
    expect(await verifyAccessToken(token, SECRET, later(1))).toEqual(who);
    // The second time comes from what the first check learned; expiry still holds.
    expect(await verifyAccessToken(token, SECRET, later(ACCESS_TOKEN_TTL_SECONDS - 1))).toEqual(who);
    await expect(verifyAccessToken(token, SECRET, later(ACCESS_TOKEN_TTL_SECONDS))).rejects.toMatchObject({
      status: 401,
    });
  });

  it("are refused under another secret, even once taken under theirs", async () => {
    const token = await issueAccessToken(claims, SECRET, issuedAt);
    expect(await verifyAccessToken(token, SECRET, later(1))).toMatchObject({ userId: "u-1" });
    await expect(verifyAccessToken(token, `${SECRET}-rotated`, later(1))).rejects.toMatchObject({ status: 401 });
  });

  it("are refused when a single character of a taken token changes", async () => {
    const token = await issueAccessToken(claims, SECRET, issuedAt);
    await verifyAccessToken(token, SECRET, later(1));
    const [header, payload, signature = ""] = token.split(".");
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === "A" ? "B" : "A"}${signature.at(-1)}`;
    await expect(verifyAccessToken(`${header}.${payload}.${flipped}`, SECRET, later(1))).rejects.toMatchObject({
      status: 401,
    });
  });
});
