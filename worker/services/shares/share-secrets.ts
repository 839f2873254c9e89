import { constantTimeEqual, toBase64Url } from "#shared/auth/tokens";

/**
 * The secrets of a share link (decision 026): the token in its address, 128 random bits of which
 * only the SHA-256 is stored, and the access a right passcode grants, signed and short-lived so the
 * recipient's page can keep it in sessionStorage without a cookie any other route would trust.
 */
export const ACCESS_TTL_MS = 60 * 60 * 1000;

export function newShareToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

export function shareUrl(appUrl: string, token: string): string {
  return `${appUrl}/s/${token}`;
}

async function hmac(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(`share-access:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toBase64Url(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text))));
}

/** `<expires>.<signature>` over the share's id and the expiry. */
export async function signAccess(secret: string, shareId: string, now: Date) {
  const expires = now.getTime() + ACCESS_TTL_MS;
  const signature = await hmac(secret, `${shareId}:${expires}`);
  return { access: `${expires}.${signature}`, expiresAt: new Date(expires).toISOString() };
}

export async function verifyAccess(secret: string, shareId: string, access: string, now: Date): Promise<boolean> {
  const [expiresText = "", signature = ""] = access.split(".");
  const expires = Number(expiresText);
  if (!/^\d{1,16}$/.test(expiresText) || expires < now.getTime()) return false;
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(await hmac(secret, `${shareId}:${expires}`)), encoder.encode(signature));
}
