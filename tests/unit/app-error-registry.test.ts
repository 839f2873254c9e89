import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { AppError, keyIssues } from "#shared/errors/app-error";
import {
  AREA_CODES,
  ERROR_GROUPS,
  type ErrorEntry,
  errorEntry,
  errorText,
  isErrorKey,
  issueKey,
  SERVER_MESSAGE_GROUPS,
  SPEC_CODES,
  TEXT_GROUPS,
} from "#shared/errors/catalogue";
import { toEnvelope } from "#shared/errors/envelope";

/** The error catalogue is the one place an error's English, status and code come from (decision 023). */
const ROOT = join(import.meta.dirname, "../..");
const errorEntries = Object.values(ERROR_GROUPS).flatMap((group) => Object.entries(group) as [string, ErrorEntry][]);

describe("the error catalogue", () => {
  it("has unique keys across errors and texts", () => {
    const keys = [...Object.values(ERROR_GROUPS), ...Object.values(TEXT_GROUPS)].flatMap((group) => Object.keys(group));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives every key an English text, a status and a code", () => {
    expect(errorEntries.length).toBeGreaterThan(50);
    for (const [key, entry] of errorEntries) {
      expect(entry.en.trim().length, key).toBeGreaterThan(0);
      expect(
        Number.isInteger(entry.status) && (entry.status === 0 || (entry.status >= 400 && entry.status < 600)),
        key,
      ).toBe(true);
      expect(typeof entry.code, key).toBe("string");
    }
  });

  it("follows one code convention: the spec's own code of the error, else its area's, else the status as a string", () => {
    const named = new Set<string>(Object.values(AREA_CODES));
    for (const [key, entry] of errorEntries) {
      const own = (SPEC_CODES as Record<string, string>)[key];
      if (own) expect(entry.code, key).toBe(own);
      else expect(named.has(entry.code) || entry.code === `${entry.status}`, key).toBe(true);
    }
    expect(errorEntry("validation").code).toBe("VALIDATION_ERROR");
    expect(errorEntry("encryptionError").code).toBe("ENCRYPTION_ERROR");
    expect(errorEntry("emailTaken")).toMatchObject({ status: 409, code: "1" });
    expect(errorEntry("invalidCredentials")).toMatchObject({ status: 401, code: "LOGIN_ERROR" });
    expect(errorEntry("tooManyResets")).toMatchObject({ status: 429, code: "FORGOT_PASSWORD_ERROR" });
    expect(errorEntry("invalidResetToken")).toMatchObject({ status: 400, code: "RESET_PASSWORD_ERROR" });
    expect(errorEntry("unreachable")).toMatchObject({ status: 0, code: "NETWORK_ERROR" });
    expect(errorEntry("definitionNotFound")).toMatchObject({ status: 404, code: "404" });
    // Every 400 and 422 the server answers for a failed check is a validation error.
    for (const [key, entry] of errorEntries) {
      if (entry.code === "VALIDATION_ERROR") expect([400, 422], key).toContain(entry.status);
    }
  });

  it("gives the web catalogues their English from the entries", () => {
    for (const [group, errors] of Object.entries(ERROR_GROUPS)) {
      const english = SERVER_MESSAGE_GROUPS[group as keyof typeof SERVER_MESSAGE_GROUPS] as Record<string, string>;
      for (const [key, entry] of Object.entries(errors) as [string, ErrorEntry][]) expect(english[key]).toBe(entry.en);
    }
  });
});

describe("AppError", () => {
  it("is thrown by key: the entry gives message, status and code", () => {
    const error = new AppError("definitionNotFound");
    expect(error).toMatchObject({ key: "definitionNotFound", status: 404, code: "404" });
    expect(error.message).toBe(errorEntry("definitionNotFound").en);
  });

  it("fills a template from its params and sends them beside the key", () => {
    const error = new AppError("notEnoughHours", { available: 2, kind: "dev" }, { requested: 5, available: 2 });
    expect(error.message).toBe("Not enough hours available: 2 dev hours left");
    expect(toEnvelope(error).error).toEqual({
      code: "409",
      message: "Not enough hours available: 2 dev hours left",
      details: { requested: 5, available: 2, key: "notEnoughHours", params: { available: 2, kind: "dev" } },
    });
  });

  it("joins several keys: one is its own error, several are validation with their parts", () => {
    expect(AppError.joined(["passwordNumber"])).toMatchObject({ key: "passwordNumber", status: 422 });
    const joined = AppError.joined(["passwordLength", "passwordNumber"], { reason: "x" });
    expect(joined).toMatchObject({ key: "validation", code: "VALIDATION_ERROR", status: 422 });
    expect(joined.message).toBe(`${errorText("passwordLength")}. ${errorText("passwordNumber")}`);
    expect(toEnvelope(joined).error.details).toEqual({
      reason: "x",
      key: "validation",
      parts: ["passwordLength", "passwordNumber"],
    });
  });

  it("keys a schema's issues by the key they name, and leaves any other text unkeyed", () => {
    const keyed = AppError.fromIssues([
      { message: issueKey("missingConversation") },
      { message: issueKey("answerEmpty") },
    ]);
    expect(keyed).toMatchObject({ key: "validation", status: 400, parts: ["missingConversation", "answerEmpty"] });
    expect(keyed.message).toBe(`${errorText("missingConversation")}. ${errorText("answerEmpty")}`);
    const one = AppError.fromIssues([{ message: issueKey("unknownKind") }]);
    expect(one).toMatchObject({ key: "unknownKind", status: 400, message: errorText("unknownKind") });
    const mixed = AppError.fromIssues([
      { message: issueKey("missingConversation") },
      { message: "Invalid message id" },
    ]);
    expect(mixed).toMatchObject({ key: "validation", parts: undefined });
    expect(toEnvelope(mixed).error.details).toEqual({
      key: "validation",
      issues: [
        { message: errorText("missingConversation"), key: "missingConversation" },
        { message: "Invalid message id", key: null },
      ],
    });
    expect(keyIssues([{ message: "A text that merely looks like English" }])).toEqual([
      { message: "A text that merely looks like English", key: null },
    ]);
  });

  it("answers a bare HTTP status with its status message and the status as code", () => {
    expect(AppError.ofStatus(405)).toMatchObject({ key: "otherClientError", status: 405, code: "405" });
    expect(AppError.ofStatus(404)).toMatchObject({ key: "notFound", status: 404, code: "404" });
  });
});

/** Source files of the server and the shared code (the engine's document findings are not responses). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "engine" ? [] : sources(path);
    return path.endsWith(".ts") ? [path] : [];
  });
}

/** The text of each call `opener(...)` in a file, parentheses balanced. */
function calls(text: string, opener: RegExp): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(opener)) {
    let depth = 0;
    const start = (match.index ?? 0) + match[0].length - 1;
    for (let index = start; index < text.length; index++) {
      if (text[index] === "(") depth++;
      if (text[index] === ")" && --depth === 0) {
        found.push(text.slice(start, index + 1));
        break;
      }
    }
  }
  return found;
}

/** Whether a call's first argument is a literal other than a catalogue key, or it spells a message. */
function literalText(call: string): boolean {
  const first = /^\(\s*(["'`])([^"'`]*)\1/.exec(call);
  if (first && (first[1] === "`" || !isErrorKey(first[2] ?? ""))) return true;
  return /^\(\s*`/.test(call) || LITERAL_MESSAGE.test(call);
}
const LITERAL_MESSAGE = /\b(message|error)\s*:\s*["'`]/;

describe("no literal message outside the catalogue", () => {
  const files = [...sources(join(ROOT, "worker")), ...sources(join(ROOT, "shared"))];

  it("finds the sources", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("throws AppError by a catalogue key only, and passes no literal text to its helpers", () => {
    const problems: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const where = relative(ROOT, file);
      for (const call of calls(text, /(?:new AppError|AppError\.\w+)\(/g)) {
        if (literalText(call)) problems.push(`${where}: ${call.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("writes no literal message into a response or an error envelope", () => {
    const problems: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const where = relative(ROOT, file);
      for (const call of calls(text, /\b(?:c|ctx|context)\.json\(|Response\.json\(|new Response\(|toEnvelope\(/g)) {
        if (LITERAL_MESSAGE.test(call)) problems.push(`${where}: ${call.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("would catch one", () => {
    const sample = 'throw new AppError("Purchase not found"); return c.json({ success: false, message: "Nope" }, 400);';
    expect(calls(sample, /new AppError\(/g)[0]).toBe('("Purchase not found")');
    expect(literalText('("Purchase not found")')).toBe(true);
    expect(literalText("(`No such token`)")).toBe(true);
    expect(literalText('(undefined, { message: "Nope" })')).toBe(true);
    expect(literalText('("purchaseNotFound", undefined, { param: "x" })')).toBe(false);
    expect(LITERAL_MESSAGE.test(calls(sample, /\bc\.json\(/g)[0] ?? "")).toBe(true);
  });
});
