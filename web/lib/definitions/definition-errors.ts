import { DEFINITION_MESSAGES } from "../../../shared/errors/definition-messages";
import { STATUS_MESSAGES } from "../../../shared/errors/messages";
import { httpStatusOf, requestErrorMessage, serverMessageOf } from "../request-error";

/**
 * A failed questionnaire call in the spec's words: its 403s name the missing package or the
 * feature the package lacks, so the server's message is shown; a 404 is the spec's "no questions".
 */
export function questionnaireErrorMessage(error: unknown): string {
  const status = httpStatusOf(error);
  if (status === 404) return DEFINITION_MESSAGES.notLoaded;
  if (status === 403) return serverMessageOf(error) || STATUS_MESSAGES[403];
  return requestErrorMessage(error);
}

/** The definition does not exist for this user (404), or its id cannot name one (400). */
export function isMissingDefinition(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 404 || status === 400;
}

/** Spec section 8's message for a conversation that failed to load. */
export const MESSAGES_LOAD_FAILED = "Error al cargar los mensajes";
