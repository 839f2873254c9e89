import { HTTPException } from "hono/http-exception";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../../shared/errors/app-error";
import { toEnvelope, ZErrorEnvelope } from "../../shared/errors/envelope";
import { messageForStatus, STATUS_MESSAGES } from "../../shared/errors/messages";
import { toAppError } from "../../worker/http/to-app-error";

describe("messageForStatus (spec section 8)", () => {
  it("maps each status as the catalogue says", () => {
    expect(messageForStatus(0)).toBe("Unable to connect to the server. Please try again later.");
    expect(messageForStatus(400)).toBe("The data sent is not valid. Please check the information and try again.");
    expect(messageForStatus(422, "Name is too long")).toBe("Name is too long");
    expect(messageForStatus(401, "ignored")).toBe("Invalid credentials. Please verify your email and password.");
    expect(messageForStatus(403)).toBe("You do not have permission to perform this action.");
    expect(messageForStatus(404)).toBe("The requested resource was not found.");
    expect(messageForStatus(409)).toBe("A record with this information already exists.");
    expect(messageForStatus(409, "Taken")).toBe("Taken");
    expect(messageForStatus(429)).toBe("Too many requests. Please wait a moment before trying again.");
    expect(messageForStatus(418)).toBe("Request error. Please check the data and try again.");
    expect(messageForStatus(503, "details")).toBe("Server error. Please try again later.");
    expect(messageForStatus(302)).toBe("An unexpected error occurred. Please try again.");
  });
});

describe("toAppError", () => {
  it("keeps an AppError as it is", () => {
    const error = AppError.conflict("An account with this email already exists");
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
      code: "VALIDATION_ERROR",
      status: 400,
      message: "Malformed JSON in request body",
    });
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
    const envelope = toEnvelope(AppError.notFound(undefined, { path: "/api/x" }));
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
