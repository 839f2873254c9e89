import { bytesToBase64 } from "#shared/auth/secured-fields";

/** Bytes as unpadded base64url, safe in a URL. */
export function toBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A random opaque token (refresh, password reset): 32 bytes, base64url. */
export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** Compares secrets in time that does not depend on where they first differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i % Math.max(b.length, 1)] ?? 0);
  return difference === 0;
}

/** Tokens are stored as their SHA-256, so a copy of the database cannot be used to sign in. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
