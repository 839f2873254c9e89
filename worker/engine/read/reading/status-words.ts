/**
 * The words that name a record's status, in the four languages: one list for the reader of
 * answers ("Status: angefragt, bestätigt"), the field types, the actions and the open questions,
 * so a status one of them sees is one all of them see.
 */
const WORDS = ["status", "state", "stage", "phase", "estado", "statut", "état", "etat", "zustand"] as const;

/** A status word in an answer's text ("Status", "état", "Zustand"); "\b" would not see "état"'s start. */
export const STATUS_WORD = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${WORDS.join("|")})(?![\\p{L}\\p{N}_])`, "iu");

const KEY_WORDS: ReadonlySet<string> = new Set(WORDS);

/**
 * A field key that names a status: "status", "bookingStatus", "estado", a German compound
 * ("buchungsstatus", "fahrzeugzustand"). The key's last word decides ("statusDate" is a date,
 * "statement" and "estate" no status at all).
 */
export function isStatusKey(key: string): boolean {
  const words = key.split(/(?=[A-Z])|[^A-Za-z\u00C0-\u024F]+/u).filter(Boolean);
  const last = (words.at(-1) ?? "").toLowerCase();
  return KEY_WORDS.has(last) || COMPOUND_END.test(last);
}

const COMPOUND_END = /(?:status|zustand|phase)$/u;
