/**
 * The spec's field envelope (section 7): each sensitive field is AES-256-CBC encrypted with a
 * configured key and IV, base64 encoded, and the payload is flagged `secured: true`. WebCrypto
 * only, so the browser, Node and workerd run the same code. This is compatibility with the
 * spec's client, not a security boundary: the key ships to the browser (docs/decisions/007).
 */
export type SecuredFieldKey = { key: Uint8Array; iv: Uint8Array };

/** The fields each call encrypts, as the spec's client sends them. */
export const SECURED_FIELDS = {
  signup: ["email", "password", "firstName", "lastName"],
  login: ["username", "password"],
  forgotPassword: ["emailAddress"],
  resetPassword: ["newPassword"],
  changePassword: ["currentPassword", "newPassword"],
} as const;

export type SecuredCall = keyof typeof SECURED_FIELDS;

const keys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function importKey(raw: Uint8Array): Promise<CryptoKey> {
  let key = keys.get(raw);
  if (!key) {
    key = crypto.subtle.importKey("raw", raw as BufferSource, "AES-CBC", false, ["encrypt", "decrypt"]);
    keys.set(raw, key);
  }
  return key;
}

export async function encryptField(plain: string, { key, iv }: SecuredFieldKey): Promise<string> {
  const cipher = await crypto.subtle.encrypt(
    { name: "AES-CBC", iv: iv as BufferSource },
    await importKey(key),
    new TextEncoder().encode(plain),
  );
  return bytesToBase64(new Uint8Array(cipher));
}

/** Throws when the text is not base64 of a ciphertext made with this key and IV. */
export async function decryptField(encoded: string, { key, iv }: SecuredFieldKey): Promise<string> {
  const cipher = base64ToBytes(encoded);
  if (!cipher || cipher.length === 0 || cipher.length % 16 !== 0) throw new Error("not an AES-CBC ciphertext");
  const plain = await crypto.subtle.decrypt(
    { name: "AES-CBC", iv: iv as BufferSource },
    await importKey(key),
    cipher as BufferSource,
  );
  return new TextDecoder("utf-8", { fatal: true }).decode(plain);
}

/** Encrypts the call's sensitive fields that are present, and flags the payload. */
export async function secureFields<T extends Record<string, unknown>>(
  call: SecuredCall,
  payload: T,
  key: SecuredFieldKey,
): Promise<T & { secured: true }> {
  const out: Record<string, unknown> = { ...payload };
  for (const field of SECURED_FIELDS[call]) {
    const value = out[field];
    if (typeof value === "string") out[field] = await encryptField(value, key);
  }
  return { ...(out as T), secured: true };
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(value: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) return undefined;
  try {
    return Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}
