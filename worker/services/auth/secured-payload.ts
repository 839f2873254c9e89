import { decryptField, SECURED_FIELDS, type SecuredCall } from "#shared/auth/secured-fields";
import { AppError } from "#shared/errors/app-error";
import type { Config } from "#worker/config/config";

/**
 * The payload with its sensitive fields in plain text. A payload flagged `secured: true` is
 * decrypted with the configured key; one that does not decrypt is a 400 ENCRYPTION_ERROR.
 */
export async function openSecuredPayload<T extends { secured?: boolean }>(
  call: SecuredCall,
  payload: T,
  config: Config,
): Promise<T> {
  if (!payload.secured) return payload;
  const key = config.securedFields;
  if (!key) throw new AppError("encryptionNotConfigured");
  const plain: Record<string, unknown> = { ...payload };
  for (const field of SECURED_FIELDS[call]) {
    const value = plain[field];
    if (typeof value !== "string" || value === "") continue;
    try {
      plain[field] = await decryptField(value, key);
    } catch {
      throw new AppError("encryptionError", undefined, { field });
    }
  }
  return plain as T;
}
