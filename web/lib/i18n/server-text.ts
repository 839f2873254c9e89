import type { ServerMessageKey, ServerMessageText } from "#shared/errors/catalogue";
import type { Params } from "./define-messages";

/**
 * A message from the server's catalogue (spec section 8) as it reaches a screen: the English text,
 * and the stable key (or, for several joined, the keys of its parts) the interface translates it
 * by (`useServerMessage`), with the values its key's text names (`{reason}`...). Without a key the text shows as it is: a message already in the user's
 * language, or one the registry does not know.
 */
export type ServerText = { text: string; key?: string | null; parts?: readonly string[]; params?: Params };

/** A registered message the interface shows itself; the compiler holds the text to the key's. */
export function keyed<K extends ServerMessageKey>(key: K, text: ServerMessageText<K>): ServerText {
  return { key, text };
}

/** A text already in the user's language: shown as it is. */
export function asIs(text: string): ServerText {
  return { text };
}
