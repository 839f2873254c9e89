import type { Language } from "./languages";
import type { ServerMessageTable } from "./server-messages-table";

export type { ServerMessageTable };

/**
 * The server answers in English (the spec's wording, shared with the API's other callers). The
 * interface shows a known message in the user's language, and anything else as it came.
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
  message: string,
  language: Language,
  messages: ServerMessageTable | undefined = table,
): string {
  if (language === "en" || !messages) return message;
  const whole = messages.get(message);
  if (whole) return whole[language];
  return translateJoined(message, language, messages) ?? message;
}

/**
 * Validation answers join several messages with ". ", and a message may itself contain ". ": the
 * parts are regrouped into known messages, preferring the longest from each start.
 */
function translateJoined(message: string, language: Language, messages: ServerMessageTable): string | undefined {
  const parts = message.split(". ");
  if (parts.length < 2) return undefined;
  const dead = new Set<number>();
  const from = (start: number): string[] | undefined => {
    if (start === parts.length) return [];
    if (dead.has(start)) return undefined;
    for (let end = parts.length; end > start; end--) {
      const known = messages.get(parts.slice(start, end).join(". "));
      const rest = known && from(end);
      if (known && rest) return [known[language], ...rest];
    }
    dead.add(start);
    return undefined;
  };
  return from(0)?.join(". ");
}
