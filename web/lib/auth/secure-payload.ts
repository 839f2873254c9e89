import { base64ToBytes, type SecuredCall, secureFields } from "#shared/auth/secured-fields";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import type { TClientConfig } from "#shared/schemas/auth";

/** The fields could not be encrypted (a broken key in the configuration, or no WebCrypto). */
export class EncryptionError extends Error {
  constructor() {
    super(AUTH_MESSAGES.encryptionFailed);
    this.name = "EncryptionError";
  }
}

/**
 * The payload as the server expects it: with the spec's secured-field envelope when the server
 * publishes a key (GET /api/client-config), plain otherwise.
 */
export async function securePayload<T extends Record<string, unknown>>(
  call: SecuredCall,
  payload: T,
  securedFields: TClientConfig["securedFields"],
): Promise<T & { secured?: true }> {
  if (!securedFields) return payload;
  try {
    const key = base64ToBytes(securedFields.key);
    const iv = base64ToBytes(securedFields.iv);
    if (!key || !iv) throw new Error("the secured-field key or IV is not base64");
    return await secureFields(call, payload, { key, iv });
  } catch {
    throw new EncryptionError();
  }
}
