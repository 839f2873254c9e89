import { describe, expect, it } from "vitest";
import { bytesToBase64, decryptField } from "#shared/auth/secured-fields";
import { EncryptionError, securePayload } from "#web/lib/auth/secure-payload.ts";

const key = Uint8Array.from({ length: 32 }, (_, index) => index);
const iv = Uint8Array.from({ length: 16 }, (_, index) => 100 + index);
const published = { key: bytesToBase64(key), iv: bytesToBase64(iv) };

describe("securePayload", () => {
  it("sends plain fields when the server publishes no key", async () => {
    const payload = { username: "ana@example.com", password: "Secret1!" };
    expect(await securePayload("login", payload, null)).toEqual(payload);
  });

  it("encrypts the call's sensitive fields with the published key and flags the payload", async () => {
    const secured = await securePayload("resetPassword", { token: "t0k3n", newPassword: "Secret1!" }, published);
    expect(secured.secured).toBe(true);
    expect(secured.token).toBe("t0k3n");
    expect(secured.newPassword).not.toBe("Secret1!");
    expect(await decryptField(secured.newPassword, { key, iv })).toBe("Secret1!");
  });

  it("reports a key it cannot use as the spec's encryption failure", async () => {
    const payload = { emailAddress: "ana@example.com" };
    await expect(securePayload("forgotPassword", payload, { key: "not base64!", iv: published.iv })).rejects.toThrow(
      EncryptionError,
    );
    await expect(
      securePayload("forgotPassword", payload, { key: bytesToBase64(key.slice(0, 5)), iv: published.iv }),
    ).rejects.toThrow("Failed to secure your data. Please try again.");
  });
});
