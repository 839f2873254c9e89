import type { Language } from "./languages";
import { serverMessages } from "./server-messages.messages";

/**
 * The server answers in English (the spec's wording, shared with the API's other callers). The
 * interface shows a known message in the user's language, and anything else as it came.
 */
const byEnglish = new Map<string, string>(Object.entries(serverMessages.en).map(([key, text]) => [text, key]));

export function translateServerMessage(message: string, language: Language): string {
  if (language === "en") return message;
  const key = byEnglish.get(message);
  if (key) return (serverMessages[language] as Record<string, string>)[key] ?? message;
  // Validation answers join several rule messages with ". ": translate each part.
  if (message.includes(". ")) {
    const parts = message.split(". ");
    if (parts.every((part) => byEnglish.has(part)))
      return parts.map((part) => translateServerMessage(part, language)).join(". ");
  }
  return message;
}
