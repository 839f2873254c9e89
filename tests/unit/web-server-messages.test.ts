import { describe, expect, it } from "vitest";
import { PASSWORD_RULES } from "#shared/auth/password-rules";
import { SETTINGS_MESSAGES } from "#shared/errors/auth-messages";
import {
  ANSWER_REFUSAL_KEYS,
  ERROR_GROUPS,
  passwordRuleKey,
  SERVER_MESSAGE_GROUPS,
  type ServerMessageKey,
  TEXT_GROUPS,
} from "#shared/errors/catalogue";
import { DEFINITION_MESSAGES } from "#shared/errors/definition-messages";
import { STATUS_MESSAGES } from "#shared/errors/messages";
import { ANSWER_MESSAGES } from "#shared/questionnaire/answers";
import { answerProblem } from "#web/lib/definitions/answer-problem.ts";
import { loadServerMessages, translateServerMessage } from "#web/lib/i18n/server-messages.ts";
import { createServerMessageTable } from "#web/lib/i18n/server-messages-table.ts";
import type { ServerText } from "#web/lib/i18n/server-text.ts";

const table = createServerMessageTable();
const english = Object.assign({}, ...Object.values(SERVER_MESSAGE_GROUPS)) as Record<ServerMessageKey, string>;
const keyedText = (key: ServerMessageKey): ServerText => ({ key, text: english[key] });

describe("translateServerMessage", () => {
  it("knows every key of the catalogue, errors and texts, in English and translated in es, fr and de", () => {
    const keys = [...Object.values(ERROR_GROUPS), ...Object.values(TEXT_GROUPS)].flatMap((group) => Object.keys(group));
    expect(keys.length).toBe(Object.keys(english).length);
    for (const key of keys as ServerMessageKey[]) {
      expect(table.text(key, "en"), key).toBe(english[key]);
      for (const language of ["es", "fr", "de"] as const) {
        expect(table.text(key, language)?.trim().length, `${language}.${key}`).toBeGreaterThan(0);
      }
    }
    // The shared constants are the catalogue's English (spot checks across the groups).
    expect(english.invalidData).toBe(STATUS_MESSAGES[400]);
    expect(english.wrongCurrentPassword).toBe(SETTINGS_MESSAGES.wrongCurrentPassword);
    expect(english.definitionNotFound).toBe(DEFINITION_MESSAGES.notFound);
    expect(english.passwordNumber).toBe(PASSWORD_RULES.find((rule) => rule.id === "number")?.message);
  });

  it("shows a keyed message in the language, English as it came, one without a key unchanged", () => {
    expect(translateServerMessage(keyedText("wrongCurrentPassword"), "es", table)).toBe(
      "La contraseña actual no es correcta",
    );
    expect(translateServerMessage(keyedText("tooManyRequests"), "de", table)).toBe(
      "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    );
    expect(translateServerMessage(keyedText("wrongCurrentPassword"), "en", table)).toBe(
      SETTINGS_MESSAGES.wrongCurrentPassword,
    );
    expect(translateServerMessage({ text: "Something only this server says", key: null }, "fr", table)).toBe(
      "Something only this server says",
    );
  });

  it("goes by the key, not the text", () => {
    // A reworded English text still reads as its key's translation.
    const reworded = { key: "wrongCurrentPassword", text: "Current password is wrong" };
    expect(translateServerMessage(reworded, "es", table)).toBe("La contraseña actual no es correcta");
    expect(translateServerMessage({ text: SETTINGS_MESSAGES.wrongCurrentPassword }, "es", table)).toBe(
      SETTINGS_MESSAGES.wrongCurrentPassword,
    );
  });

  it("translates each part of a message joined from several, by the parts' keys", () => {
    const rules = PASSWORD_RULES.filter((rule) => rule.id !== "length");
    const message = {
      text: rules.map((rule) => rule.message).join(". "),
      key: "validation",
      parts: rules.map((rule) => passwordRuleKey(rule.id)),
    };
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
    expect(translateServerMessage({ text, parts: ["samePassword", "nope"] }, "de", table)).toBe(text);
  });

  it("uses the translations once they are loaded, English until then", async () => {
    const notFound = keyedText("definitionNotFound");
    expect(translateServerMessage(notFound, "de")).toBe(DEFINITION_MESSAGES.notFound);
    await loadServerMessages();
    expect(translateServerMessage(notFound, "de")).toBe("Produktdefinition nicht gefunden");
  });
});

describe("the answer rules' keys", () => {
  it("are the registry's", () => {
    for (const reason of Object.keys(ANSWER_MESSAGES) as (keyof typeof ANSWER_MESSAGES)[]) {
      expect(answerProblem(reason)).toEqual({ key: ANSWER_REFUSAL_KEYS[reason], text: ANSWER_MESSAGES[reason] });
      expect(english[ANSWER_REFUSAL_KEYS[reason]]).toBe(ANSWER_MESSAGES[reason]);
    }
  });
});

describe("a message with values", () => {
  it("is translated with the values the server sent, or shown as sent without them", () => {
    const sent = { key: "notEnoughHours", text: "Not enough hours available: 2 dev hours left" };
    expect(translateServerMessage({ ...sent, params: { available: 2, kind: "dev" } }, "es", table)).toBe(
      "No hay suficientes horas disponibles: quedan 2 horas de dev",
    );
    expect(translateServerMessage(sent, "es", table)).toBe(sent.text);
    const declined = {
      key: "paymentDeclined",
      text: "Your card was declined.",
      params: { reason: "Your card was declined." },
    };
    expect(translateServerMessage(declined, "fr", table)).toBe("Your card was declined.");
  });
});
