import { describe, expect, it } from "vitest";
import { PASSWORD_RULES } from "../../shared/auth/password-rules";
import { AUTH_MESSAGES, SETTINGS_MESSAGES } from "../../shared/errors/auth-messages";
import { COMMERCE_MESSAGES } from "../../shared/errors/commerce-messages";
import { DEFINITION_MESSAGES, DOCUMENT_MESSAGES } from "../../shared/errors/definition-messages";
import { STATUS_MESSAGES } from "../../shared/errors/messages";
import { ANSWER_MESSAGES } from "../../shared/questionnaire/answers";
import { loadServerMessages, translateServerMessage } from "../../web/lib/i18n/server-messages";
import { createServerMessageTable } from "../../web/lib/i18n/server-messages-table";

const table = createServerMessageTable();
const messages = (group: object): string[] =>
  Object.values(group).flatMap((value) => (typeof value === "string" ? [value] : messages(value as object)));

describe("translateServerMessage", () => {
  it("knows every message the server sends", () => {
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
    for (const message of all) expect(table.has(message), message).toBe(true);
  });

  it("shows a known message in the language, English as it came, an unknown one unchanged", () => {
    expect(translateServerMessage(SETTINGS_MESSAGES.wrongCurrentPassword, "es", table)).toBe(
      "La contraseña actual no es correcta",
    );
    expect(translateServerMessage(STATUS_MESSAGES[429], "de", table)).toBe(
      "Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.",
    );
    expect(translateServerMessage(SETTINGS_MESSAGES.wrongCurrentPassword, "en", table)).toBe(
      SETTINGS_MESSAGES.wrongCurrentPassword,
    );
    expect(translateServerMessage("Something only this server says", "fr", table)).toBe(
      "Something only this server says",
    );
  });

  it("translates each part of a validation message joined with '. '", () => {
    const joined = PASSWORD_RULES.filter((rule) => rule.id !== "length")
      .map((rule) => rule.message)
      .join(". ");
    expect(translateServerMessage(joined, "es", table)).toBe(
      [
        "La contraseña debe contener al menos una letra mayúscula",
        "La contraseña debe contener al menos una letra minúscula",
        "La contraseña debe contener al menos un número",
        "La contraseña debe contener al menos un carácter especial",
      ].join(". "),
    );
  });

  it("keeps together a joined part that itself contains '. '", () => {
    const joined = [AUTH_MESSAGES.weakPassword, SETTINGS_MESSAGES.samePassword].join(". ");
    expect(translateServerMessage(joined, "fr", table)).toBe(
      "Le mot de passe ne respecte pas les exigences. Veuillez réessayer.. Le nouveau mot de passe doit être différent de l'actuel",
    );
  });

  it("leaves a joined message alone when any part is unknown", () => {
    const joined = `${SETTINGS_MESSAGES.samePassword}. Something else`;
    expect(translateServerMessage(joined, "de", table)).toBe(joined);
  });

  it("uses the translations once they are loaded, English until then", async () => {
    expect(translateServerMessage(DEFINITION_MESSAGES.notFound, "de")).toBe(DEFINITION_MESSAGES.notFound);
    await loadServerMessages();
    expect(translateServerMessage(DEFINITION_MESSAGES.notFound, "de")).toBe("Produktdefinition nicht gefunden");
  });
});
