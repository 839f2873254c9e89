import { requestErrorMessage, statusMessage, toApiError } from "../api-error";
import { asIs, type ServerText } from "../i18n/server-text";
import { type DefinitionTexts, ENGLISH_DEFINITION_TEXTS } from "./definition-texts";

/**
 * A failed questionnaire call in the spec's words: its 403s name the missing package or the
 * feature the package lacks, so the server's message is shown; a 404 is the spec's "no questions".
 * Messages from the server stay in English with their keys: the screen passes the result through useServerMessage.
 */
export function questionnaireErrorMessage(error: unknown, t: DefinitionTexts = ENGLISH_DEFINITION_TEXTS): ServerText {
  const status = toApiError(error).status;
  if (status === 404) return asIs(t("notLoaded"));
  if (status === 403) return toApiError(error).serverMessage ?? statusMessage(403);
  return requestErrorMessage(error);
}

/** The definition does not exist for this user (404), or its id cannot name one (400). */
export function isMissingDefinition(error: unknown): boolean {
  const status = toApiError(error).status;
  return status === 404 || status === 400;
}
