import type { Catalogue, Messages } from "./define-messages";
import type { Language } from "./languages";
import { serverMessages } from "./server-messages.messages";
import { clientServerMessages } from "./server-messages-client.messages";
import { commerceServerMessages } from "./server-messages-commerce.messages";
import { definitionServerMessages } from "./server-messages-definitions.messages";
import { ruleServerMessages } from "./server-messages-rules.messages";

/** An English server message to its text in each language. */
export type ServerMessageTable = ReadonlyMap<string, Readonly<Record<Language, string>>>;

const CATALOGUES: readonly Catalogue<Messages>[] = [
  serverMessages,
  commerceServerMessages,
  definitionServerMessages,
  ruleServerMessages,
  clientServerMessages,
];

/** Every known server message, looked up by its English text (what the server sends). */
export function createServerMessageTable(): ServerMessageTable {
  const table = new Map<string, Record<Language, string>>();
  for (const catalogue of CATALOGUES) {
    for (const [key, english] of Object.entries(catalogue.en)) {
      table.set(english, {
        en: english,
        es: catalogue.es[key] ?? english,
        fr: catalogue.fr[key] ?? english,
        de: catalogue.de[key] ?? english,
      });
    }
  }
  return table;
}
