import { WORDS as LANGUAGE_WORDS } from "../language";
import { alternation } from "../language/patterns";

/**
 * The words that name a record's status, each language's (language/*.ts): one list for the
 * reader of answers ("Status: angefragt, bestätigt", "estatus: pendiente"), the field types, the
 * actions and the open questions, so a status one of them sees is one all of them see.
 */
const WORDS = [...new Set(Object.values(LANGUAGE_WORDS).flatMap((words) => words.nouns.status))];

/** A status word in an answer's text ("Status", "état", "Zustand"); "\b" would not see "état"'s start. */
export const STATUS_WORD = new RegExp(`(?<![\\p{L}\\p{N}_])${alternation(WORDS)}(?![\\p{L}\\p{N}_])`, "iu");

const KEY_WORDS: ReadonlySet<string> = new Set(
  WORDS.map((word) => word.normalize("NFD").replace(/[\u0300-\u036f]/g, "")),
);

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
