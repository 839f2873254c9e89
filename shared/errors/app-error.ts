import { type ErrorCode, type ErrorKey, type ErrorParams, errorEntry, errorText, isErrorKey } from "./catalogue";
import { STATUS_MESSAGE_KEYS } from "./messages";

export type { ErrorCode, ErrorKey };

/** A failed check's issue as clients receive it: its English and its key (null for a text the catalogue does not know). */
export type KeyedIssue = Record<string, unknown> & { message: string; key: ErrorKey | null };

type ErrorDetails = Record<string, unknown> | readonly KeyedIssue[] | undefined;

/**
 * The one error type thrown by services and routes; the edges turn it into an envelope. It is
 * thrown by key (shared/errors/catalogue.ts): the key's entry gives the English, the status and
 * `error.code`, so none of them is decided at the call site. Decision 023.
 */
export class AppError extends Error {
  readonly key: ErrorKey;
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails;
  /** The values filled into the key's English (sent beside the key, for translations to fill in). */
  readonly params: ErrorParams | undefined;
  /** For a message joined from several (a validation's issues, a password's broken rules): their keys in order. */
  readonly parts: readonly ErrorKey[] | undefined;

  constructor(key: ErrorKey, params?: ErrorParams, details?: ErrorDetails) {
    const entry = errorEntry(key);
    super(errorText(key, params));
    this.name = "AppError";
    this.key = key;
    this.code = entry.code;
    this.status = entry.status;
    this.details = details;
    this.params = params;
    this.parts = undefined;
  }

  /**
   * A message joined with '. ' from several keyed ones (each once), e.g. a password's broken
   * rules: one part is that key's error; several are `validation` with their keys as `parts`,
   * and the status the parts share (else validation's).
   */
  static joined(keys: readonly ErrorKey[], details?: ErrorDetails): AppError {
    const unique = [...new Set(keys)];
    if (unique.length === 0) return new AppError("validation", undefined, details);
    if (unique.length === 1) return new AppError(unique[0] as ErrorKey, undefined, details);
    const statuses = new Set(unique.map((key) => errorEntry(key).status));
    const status = statuses.size === 1 ? [...statuses][0] : undefined;
    return AppError.compose("validation", details, {
      message: unique.map((key) => errorText(key)).join(". "),
      status: status ?? errorEntry("validation").status,
      parts: unique,
    });
  }

  /**
   * A failed schema check: the issues' own messages (the spec's), each once, joined with '. '. An
   * issue whose message names a key (`issueKey` in a schema) is written in that key's English and
   * keyed by it; any other (a schema library's own wording) keeps its text with key null.
   */
  static fromIssues(issues: readonly { message: string }[]): AppError {
    const keyed = keyIssues(issues);
    const texts = [...new Set(keyed.map((issue) => issue.message).filter(Boolean))];
    const keys = texts.map((text) => keyed.find((issue) => issue.message === text)?.key ?? null);
    const allKeyed = keys.every((key): key is ErrorKey => key !== null);
    if (texts.length === 0) return new AppError("validation", undefined, keyed);
    if (allKeyed) {
      const joined = AppError.joined(keys);
      // A failed schema check answers 400; a key of another status (a bad id's "not found")
      // keeps its key, but status and code say what happened: the request did not validate.
      const code = joined.status === 400 ? joined.code : errorEntry("validation").code;
      return AppError.compose(joined.key, keyed, { message: joined.message, status: 400, code, parts: joined.parts });
    }
    return AppError.compose("validation", keyed, { message: texts.join(". "), status: 400 });
  }

  /** The generic error of an HTTP status (spec section 8's status message); its code is the status. */
  static ofStatus(status: number, details?: ErrorDetails): AppError {
    const key = statusMessageKey(status);
    return AppError.compose(key, details, { message: errorText(key), status, code: `${status}` });
  }

  static unauthorized(): AppError {
    return new AppError("authenticationRequired");
  }

  static notFound(details?: ErrorDetails): AppError {
    return new AppError("notFound", undefined, details);
  }

  static payloadTooLarge(limitBytes: number): AppError {
    return new AppError("payloadTooLarge", undefined, { limitBytes });
  }

  static internal(): AppError {
    return new AppError("serverError");
  }

  /** The key's error with a message made of others (and, for a status's message, that status). */
  private static compose(
    key: ErrorKey,
    details: ErrorDetails,
    composed: { message: string; status: number; code?: ErrorCode; parts?: readonly ErrorKey[] },
  ): AppError {
    const error = new AppError(key, undefined, details);
    const { message, status, code = error.code, parts } = composed;
    return Object.assign(error, { message, status, code, parts });
  }
}

/** Issues with their English written out and their key: an issue's message may name a key. */
export function keyIssues<T extends { message: string }>(issues: readonly T[]): KeyedIssue[] {
  return issues.map((issue) =>
    isErrorKey(issue.message)
      ? { ...issue, message: errorText(issue.message), key: issue.message }
      : { ...issue, key: null },
  );
}

/** The key of a status's own message (spec section 8), as the catalogue names it. */
export function statusMessageKey(status: number): ErrorKey {
  const byStatus = STATUS_MESSAGE_KEYS as Record<number, string>;
  const key =
    byStatus[status] ?? (status < 500 ? STATUS_MESSAGE_KEYS.otherClientError : STATUS_MESSAGE_KEYS.serverError);
  return isErrorKey(key) ? key : "serverError";
}
