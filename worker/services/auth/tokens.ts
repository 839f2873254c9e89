import { bytesToBase64 } from "../../../shared/auth/secured-fields";

/** A random opaque token (refresh, password reset): 32 bytes, base64url, safe in a URL. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return bytesToBase64(bytes).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Tokens are stored as their SHA-256, so a copy of the database cannot be used to sign in. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
