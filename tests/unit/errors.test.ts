import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "#shared/errors/app-error";
import { errorEntry } from "#shared/errors/catalogue";
import { toEnvelope, ZErrorEnvelope } from "#shared/errors/envelope";
import { STATUS_MESSAGE_KEYS, STATUS_MESSAGES } from "#shared/errors/messages";
import { ApiError, requestErrorMessage } from "#web/lib/api-error.ts";
import { toAppError } from "#worker/http/to-app-error";

describe("requestErrorMessage (spec section 8)", () => {
  const read = (status: number, message = "") =>
    requestErrorMessage(new ApiError(status, message, undefined, message ? { key: "someKey" } : undefined));
  it("maps each status as the catalogue says, with the status message's key", () => {
    expect(read(0)).toEqual({ text: "Unable to connect to the server. Please try again later.", key: "unreachable" });
    expect(read(400).text).toBe("The data sent is not valid. Please check the information and try again.");
    expect(read(422, "Name is too long")).toEqual({ text: "Name is too long", key: "someKey", parts: undefined });
    expect(read(401, "ignored")).toEqual({
      text: "Invalid credentials. Please verify your email and password.",
      key: "unauthorized",
    });
    expect(read(403).text).toBe("You do not have permission to perform this action.");
    expect(read(404).text).toBe("The requested resource was not found.");
    expect(read(409).text).toBe("A record with this information already exists.");
    expect(read(409, "Taken").text).toBe("Taken");
    expect(read(429).text).toBe("Too many requests. Please wait a moment before trying again.");
    expect(read(418).text).toBe("Request error. Please check the data and try again.");
    expect(read(503, "details")).toEqual({ text: "Server error. Please try again later.", key: "serverError" });
    expect(read(302).key).toBe("unexpected");
  });

  it("names each status message by its key in the registry", () => {
    for (const [id, key] of Object.entries(STATUS_MESSAGE_KEYS)) {
      // The fallback ('An unexpected error occurred') is a text of the screens, not an error the server sends.
      if (id === "fallback") continue;
      expect(errorEntry(key as Parameters<typeof errorEntry>[0]).en, key).toBe(
        STATUS_MESSAGES[id as keyof typeof STATUS_MESSAGES],
      );
    }
  });
});

describe("toAppError", () => {
  it("keeps an AppError as it is", () => {
    const error = new AppError("emailTaken");
    expect(toAppError(error)).toBe(error);
  });

  it("turns a zod failure into VALIDATION_ERROR whose message joins the issues' own, each once", () => {
    const schema = z.object({
      a: z.string("A is required"),
      b: z.string("A is required"),
      c: z.number("C is a number"),
    });
    const error = toAppError(schema.safeParse({}).error);
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", status: 400 });
    expect(error.message).toBe("A is required. C is a number");
    expect(error.details).toHaveLength(3);
  });

  it("falls back to the catalogue's validation message when the issues carry none", () => {
    expect(AppError.fromIssues([]).message).toBe("Please check your information and try again");
  });

  it("keeps Hono's client errors and hides its server errors", () => {
    expect(toAppError(new HTTPException(400, { message: "Malformed JSON in request body" }))).toMatchObject({
      key: "requestRefused",
      code: "VALIDATION_ERROR",
      status: 400,
      message: "Malformed JSON in request body",
    });
    expect(toAppError(new HTTPException(400))).toMatchObject({ key: "invalidData", code: "VALIDATION_ERROR" });
    expect(toAppError(new HTTPException(405))).toMatchObject({ code: "405", status: 405 });
    expect(toAppError(new HTTPException(502, { message: "upstream said x" }))).toMatchObject({
      status: 500,
      message: STATUS_MESSAGES.serverError,
    });
  });

  it("reveals nothing of an unexpected error", () => {
    const error = toAppError(new TypeError("cannot read properties of undefined (secret internals)"));
    expect(error).toMatchObject({ code: "500", status: 500, message: "Server error. Please try again later." });
    expect(JSON.stringify(toEnvelope(error))).not.toContain("secret internals");
  });
});

describe("toEnvelope", () => {
  it("writes the spec's envelope", () => {
    const envelope = toEnvelope(AppError.notFound({ path: "/api/x" }));
    expect(envelope).toEqual({
      success: false,
      message: "The requested resource was not found.",
      error: {
        code: "404",
        message: "The requested resource was not found.",
        details: { key: "notFound", path: "/api/x" },
      },
    });
    expect(ZErrorEnvelope.parse(envelope)).toEqual(envelope);
  });
});
