import { AppError } from "#shared/errors/app-error";
import { errorText } from "#shared/errors/catalogue";
import { DEFAULT_PAGE_LIMIT } from "#shared/lists/pages";

/**
 * Where a page of a newest-first list starts: the last row's sort keys, as Postgres wrote them
 * (text keeps the timestamps' microseconds, which a JavaScript Date would round away and so
 * repeat or skip rows), and its id to break ties. Opaque to callers: base64url JSON.
 */
export type Keyset = readonly string[];

function encodeCursor(keys: Keyset): string {
  return Buffer.from(JSON.stringify(keys)).toString("base64url");
}

/** The keys of a cursor this server made, with `size` parts; anything else is a 400. */
export function decodeCursor(cursor: string, size: number): Keyset {
  try {
    const keys: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(keys) && keys.length === size && keys.every(isKey)) return keys;
  } catch {
    // Falls through to the refusal below.
  }
  throw new AppError("invalidCursor", undefined, { cursor: errorText("invalidCursor") });
}

function isKey(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 64;
}

/** One more row than the page, so the last page knows it is the last. */
export function pageOf<T>(rows: readonly T[], limit: number, keysOf: (row: T) => Keyset) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keysOf(last)) : null };
}

export function limitOf(limit: number | undefined): number {
  return limit ?? DEFAULT_PAGE_LIMIT;
}
