import { constantTimeEqual, toBase64Url } from "#shared/auth/tokens";

/** Links for a new tab or a download, where no bearer header can be sent: valid 5 minutes. */
export const LINK_TTL_MS = 5 * 60 * 1000;

type LinkClaims = {
  definitionId: string;
  kind: string;
  version: number | null;
  download: boolean;
  /** "pptx" for the pitch deck as PowerPoint; null for the document as stored. */
  format: string | null;
  expires: number;
};

function payload(claims: LinkClaims): string {
  return [
    claims.definitionId,
    claims.kind,
    claims.version ?? "current",
    claims.download ? "1" : "0",
    claims.format ?? "text",
    claims.expires,
  ].join(":");
}

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`document-links:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text));
  return toBase64Url(new Uint8Array(signature));
}

export async function signLink(secret: string, claims: LinkClaims): Promise<string> {
  return hmac(secret, payload(claims));
}

/** Constant-time comparison of the expected and the given signature, and the expiry. */
export async function verifyLink(secret: string, claims: LinkClaims, signature: string, now: Date): Promise<boolean> {
  if (claims.expires < now.getTime()) return false;
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(await hmac(secret, payload(claims))), encoder.encode(signature));
}
