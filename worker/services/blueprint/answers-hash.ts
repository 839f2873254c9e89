import { toBase64Url } from "#shared/auth/tokens";
import { BLUEPRINT_FORMAT } from "#shared/blueprint/schema";
import type { TLanguage } from "#shared/schemas/settings";
import type { Answers } from "#worker/ports";

/**
 * What a blueprint was built from, as one SHA-256: the answers (in prompt order), the confirmed
 * features, the language and the blueprint format. Another hash means the blueprint is out of date.
 */
export async function answersHash(answers: Answers, features: readonly string[], language: TLanguage): Promise<string> {
  const canonical = JSON.stringify({
    format: BLUEPRINT_FORMAT,
    language,
    features,
    answers: Object.keys(answers)
      .sort()
      .map((id) => [id, answers[id]]),
  });
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical));
  return toBase64Url(new Uint8Array(digest));
}
