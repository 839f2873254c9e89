import { base64ToBytes, bytesToBase64 } from "#shared/auth/secured-fields";
import { constantTimeEqual } from "#shared/auth/tokens";

/**
 * Password hashes: PBKDF2-SHA256 with a 16-byte random salt, stored as
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>` so the parameters can be raised later
 * (docs/decisions/003). 100,000 iterations is the most production Workers allow.
 */
const PBKDF2_ITERATIONS = 100_000;
const SCHEME = "pbkdf2-sha256";
const SALT_BYTES = 16;
const HASH_BYTES = 32;

/**
 * A well-formed hash of a random password nobody knows: checking an unknown email against it
 * costs the same work as checking a real account, so timing does not tell the two apart.
 */
export const DUMMY_PASSWORD_HASH = `${SCHEME}$${PBKDF2_ITERATIONS}$q2b1l5V0m3N5c2Q4a0dUeA==$0o4w3dJ1aU4V9mCqf6wJ9mO3s7rU1b5cX8k2Z4y6Q0E=`;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${bytesToBase64(salt)}$${bytesToBase64(hash)}`;
}

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(password, parsed.salt, parsed.iterations);
  return constantTimeEqual(actual, parsed.hash);
}

/** True when the stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.iterations < PBKDF2_ITERATIONS;
}

function parse(stored: string) {
  const [scheme, iterations, salt, hash] = stored.split("$");
  if (scheme !== SCHEME || !iterations || !salt || !hash) return undefined;
  const count = Number(iterations);
  const saltBytes = base64ToBytes(salt);
  const hashBytes = base64ToBytes(hash);
  if (!Number.isInteger(count) || count < 1 || !saltBytes || !hashBytes) return undefined;
  return { iterations: count, salt: saltBytes, hash: hashBytes };
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password), "PBKDF2", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt: salt as BufferSource, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}
