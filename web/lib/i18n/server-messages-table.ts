import type { Catalogue, Messages } from "./define-messages";
import type { Language } from "./languages";
import { serverMessages } from "./server-messages.messages";
import { clientServerMessages } from "./server-messages-client.messages";
import { commerceServerMessages } from "./server-messages-commerce.messages";
import { definitionServerMessages } from "./server-messages-definitions.messages";
import { ruleServerMessages } from "./server-messages-rules.messages";

/**
 * A server message's text in a language, by its key; undefined for an unknown key or a language
 * whose pack has not arrived (catalogues are read at each look-up, so a pack loaded later counts).
 */
export type ServerMessageTable = { text(key: string, language: Language): string | undefined };

const CATALOGUES: readonly Catalogue<Messages>[] = [
  serverMessages,
  commerceServerMessages,
  definitionServerMessages,
  ruleServerMessages,
  clientServerMessages,
];

/** Every known server message, by its key (what the server sends beside the English). */
export function createServerMessageTable(): ServerMessageTable {
  const byKey = new Map<string, Catalogue<Messages>>();
  for (const catalogue of CATALOGUES) for (const key of Object.keys(catalogue.en)) byKey.set(key, catalogue);
  return {
    text: (key, language) => (byKey.get(key)?.[language] as Messages | undefined)?.[key],
  };
}
