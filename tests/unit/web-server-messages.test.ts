import { describe, expect, it } from "vitest";
import { PASSWORD_RULES } from "#shared/auth/password-rules";
import { AUTH_MESSAGES, SETTINGS_MESSAGES } from "#shared/errors/auth-messages";
import { COMMERCE_MESSAGES } from "#shared/errors/commerce-messages";
import { DEFINITION_MESSAGES, DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import { STATUS_MESSAGES } from "#shared/errors/messages";
import { serverMessageKey } from "#shared/errors/server-message-keys";
import { ANSWER_MESSAGES } from "#shared/questionnaire/answers";
import { answerProblem } from "#web/lib/definitions/answer-problem.ts";
import { loadServerMessages, translateServerMessage } from "#web/lib/i18n/server-messages.ts";
import { createServerMessageTable } from "#web/lib/i18n/server-messages-table.ts";
import type { ServerText } from "#web/lib/i18n/server-text.ts";

const table = createServerMessageTable();
const messages = (group: object): string[] =>
  Object.values(group).flatMap((value) => (typeof value === "string" ? [value] : messages(value as object)));

const keyOf = (text: string) => {
  const key = serverMessageKey(text);
  if (!key) throw new Error(`not registered: ${text}`);
  return key;
};
const keyedText = (text: string): ServerText => ({ key: keyOf(text), text });

describe("translateServerMessage", () => {
  it("knows every message the server sends, by its key", () => {
    const all = [
      ...messages(STATUS_MESSAGES),
      ...messages(AUTH_MESSAGES),
      ...messages(SETTINGS_MESSAGES),
      ...messages(COMMERCE_MESSAGES),
      ...messages(DEFINITION_MESSAGES),
      ...messages(DOCUMENT_MESSAGES),
      ...messages(ANSWER_MESSAGES),
      ...PASSWORD_RULES.map((rule) => rule.message),
    ];
    for (const message of all) expect(table.text(keyOf(message), "en"), message).toBe(message);
  });

  it("shows a keyed message in the language, English as it came, one without a key unchanged", () => {
    expect(translateServerMessage(keyedText(SETTINGS_MESSAGES.wrongCurrentPassword), "es", table)).toBe(
      "La contraseña actual no es correcta",
    );
    expect(translateServerMessage(keyedText(STATUS_MESSAGES[429]), "de", table)).toBe(
      "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    );
    expect(translateServerMessage(keyedText(SETTINGS_MESSAGES.wrongCurrentPassword), "en", table)).toBe(
      SETTINGS_MESSAGES.wrongCurrentPassword,
    );
    expect(translateServerMessage({ text: "Something only this server says", key: null }, "fr", table)).toBe(
      "Something only this server says",
    );
  });

  it("goes by the key, not the text", () => {
    // A reworded English text still reads as its key's translation.
    const reworded = { key: keyOf(SETTINGS_MESSAGES.wrongCurrentPassword), text: "Current password is wrong" };
    expect(translateServerMessage(reworded, "es", table)).toBe("La contraseña actual no es correcta");
    expect(translateServerMessage({ text: SETTINGS_MESSAGES.wrongCurrentPassword }, "es", table)).toBe(
      SETTINGS_MESSAGES.wrongCurrentPassword,
    );
  });

  it("translates each part of a message joined from several, by the parts' keys", () => {
    const rules = PASSWORD_RULES.filter((rule) => rule.id !== "length").map((rule) => rule.message);
    const message = { text: rules.join(". "), key: "validation", parts: rules.map(keyOf) };
    expect(translateServerMessage(message, "es", table)).toBe(
      [
        "La contraseña debe contener al menos una letra mayúscula",
        "La contraseña debe contener al menos una letra minúscula",
        "La contraseña debe contener al menos un número",
        "La contraseña debe contener al menos un carácter especial",
      ].join(". "),
    );
  });

  it("leaves a joined message as sent when a part's key is unknown", () => {
    const text = `${SETTINGS_MESSAGES.samePassword}. Something else`;
    expect(translateServerMessage({ text, parts: [keyOf(SETTINGS_MESSAGES.samePassword), "nope"] }, "de", table)).toBe(
      text,
    );
  });

  it("uses the translations once they are loaded, English until then", async () => {
    const notFound = keyedText(DEFINITION_MESSAGES.notFound);
    expect(translateServerMessage(notFound, "de")).toBe(DEFINITION_MESSAGES.notFound);
    await loadServerMessages();
    expect(translateServerMessage(notFound, "de")).toBe("Produktdefinition nicht gefunden");
  });
});

describe("the answer rules' keys", () => {
  it("are the registry's", () => {
    for (const reason of Object.keys(ANSWER_MESSAGES) as (keyof typeof ANSWER_MESSAGES)[]) {
      expect(answerProblem(reason)).toEqual(keyedText(ANSWER_MESSAGES[reason]));
    }
  });
});
