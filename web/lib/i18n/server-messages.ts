import { interpolate, placeholders } from "./define-messages";
import { type Language, LOCALES } from "./languages";
import type { ServerMessageTable } from "./server-messages-table";
import type { ServerText } from "./server-text";

export type { ServerMessageTable };

/**
 * The server answers in English (the spec's wording, shared with the API's other callers) and
 * names each message by a stable key. The interface shows a keyed message in the user's language,
 * and anything else as it came.
 *
 * The translations are a chunk of their own, fetched only for a language other than English (as
 * soon as one is chosen, well before a call can fail), so English visitors never download them.
 */
let table: ServerMessageTable | undefined;
let loading: Promise<ServerMessageTable | undefined> | undefined;
const listeners = new Set<() => void>();

export function loadServerMessages(): Promise<ServerMessageTable | undefined> {
  loading ??= import("./server-messages-table").then(
    (module) => {
      table = module.createServerMessageTable();
      for (const listener of listeners) listener();
      return table;
    },
    () => {
      // Offline or a replaced deployment: messages stay in English, and the next call tries again.
      loading = undefined;
      return undefined;
    },
  );
  return loading;
}

/** The translations once loaded (for useSyncExternalStore). */
export function loadedServerMessages(): ServerMessageTable | undefined {
  return table;
}

export function subscribeServerMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function translateServerMessage(
  message: ServerText,
  language: Language,
  messages: ServerMessageTable | undefined = table,
): string {
  if (language === "en" || !messages) return message.text;
  // Several messages joined (a validation's issues): each part by its key, or the whole as sent.
  if (message.parts && message.parts.length > 0) {
    const parts = message.parts.map((key) => messages.text(key, language));
    return parts.every((part) => part !== undefined) ? parts.join(". ") : message.text;
  }
  const translated = message.key ? messages.text(message.key, language) : undefined;
  if (!translated) return message.text;
  // A text with values: filled from the server's, or the English as sent when a value is missing.
  const filled = interpolate(translated, message.params, LOCALES[language]);
  return placeholders(filled).length > 0 ? message.text : filled;
}
