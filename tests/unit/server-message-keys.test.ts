import { describe, expect, it } from "vitest";
import { AppError } from "#shared/errors/app-error";
import { AUTH_MESSAGES, SETTINGS_MESSAGES } from "#shared/errors/auth-messages";
import { COMMERCE_MESSAGES } from "#shared/errors/commerce-messages";
import { DEFINITION_MESSAGES, DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import { STATUS_MESSAGES } from "#shared/errors/messages";
import { SERVER_MESSAGE_GROUPS, serverMessageKey, serverMessageParts } from "#shared/errors/server-message-keys";

const texts = (table: object): string[] =>
  Object.values(table).flatMap((value) => (typeof value === "string" ? [value] : texts(value)));

describe("the server messages' keys", () => {
  it("are unique across the groups, and each names one text", () => {
    const keys = Object.values(SERVER_MESSAGE_GROUPS).flatMap((group) => Object.keys(group));
    expect(new Set(keys).size).toBe(keys.length);
    const values = Object.values(SERVER_MESSAGE_GROUPS).flatMap((group) => Object.values(group) as string[]);
    expect(new Set(values).size).toBe(values.length);
  });

  it("cover every shared message constant", () => {
    const tables = [
      STATUS_MESSAGES,
      AUTH_MESSAGES,
      SETTINGS_MESSAGES,
      COMMERCE_MESSAGES,
      DEFINITION_MESSAGES,
      DOCUMENT_MESSAGES,
    ];
    const missing = tables.flatMap(texts).filter((text) => serverMessageKey(text) === undefined);
    expect(missing).toEqual([]);
  });

  it("key every AppError: its message's, or its status's", () => {
    expect(AppError.notFound(DEFINITION_MESSAGES.notFound).key).toBe("definitionNotFound");
    expect(AppError.notFound("Something the registry does not know").key).toBe("notFound");
    expect(AppError.fromIssues([{ message: "a" }, { message: "b" }]).key).toBe("validation");
    expect(AppError.internal().key).toBe("serverError");
    expect(AppError.tooManyRequests().key).toBe("tooManyRequests");
    // A message with values in it names its key.
    expect(
      new AppError("409", "Not enough hours available: 2 dev hours left", 409, undefined, "notEnoughHours").key,
    ).toBe("notEnoughHours");
  });
});

describe("a message made of several", () => {
  it("is read as its parts' keys, a part with '. ' of its own included", () => {
    const rule = SERVER_MESSAGE_GROUPS.rules.passwordNumber;
    expect(serverMessageParts(`${AUTH_MESSAGES.invalidCredentials}. ${rule}`)).toEqual([
      "invalidCredentials",
      "passwordNumber",
    ]);
    expect(serverMessageParts(AUTH_MESSAGES.invalidCredentials)).toBeUndefined();
    expect(serverMessageParts(`${rule}. Something the registry does not know`)).toBeUndefined();
    expect(serverMessageParts("One sentence")).toBeUndefined();
  });
});
