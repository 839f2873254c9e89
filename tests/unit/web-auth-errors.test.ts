import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import { STATUS_MESSAGES } from "#shared/errors/messages";
import { authErrorMessages } from "#web/lib/auth/auth-errors.messages.ts";
import {
  forgotPasswordErrorMessage,
  loginErrorMessage,
  resetPasswordErrorMessage,
  signupErrorMessage,
} from "#web/lib/auth/auth-errors.ts";
import { AUTH_SCREEN_MESSAGES } from "#web/lib/auth/auth-screen-messages.ts";
import { EncryptionError } from "#web/lib/auth/secure-payload.ts";
import { translator } from "#web/lib/i18n/i18n-context.tsx";

const en = translator(authErrorMessages, "en");

/** A tRPC error as the client builds it from the server's answer. */
function failed(httpStatus: number, message = "server says no", appCode = `${httpStatus}`, key?: string) {
  const details = key ? { key } : undefined;
  return TRPCClientError.from({ error: { code: -32600, message, data: { httpStatus, appCode, details } } });
}
const offline = new TRPCClientError("Failed to fetch");

describe("loginErrorMessage", () => {
  it.each([
    [401, AUTH_MESSAGES.invalidCredentials],
    [403, AUTH_MESSAGES.suspended],
    [429, AUTH_MESSAGES.tooManyLogins],
    [500, STATUS_MESSAGES.serverError],
    [404, STATUS_MESSAGES[404]],
  ])("status %i", (status, message) => {
    expect(loginErrorMessage(failed(status), en).text).toBe(message);
  });

  it("covers no answer and a failed encryption", () => {
    expect(loginErrorMessage(offline, en).text).toBe(STATUS_MESSAGES[0]);
    expect(loginErrorMessage(new EncryptionError(), en).text).toBe(AUTH_MESSAGES.encryptionFailed);
  });
});

describe("signupErrorMessage", () => {
  it("turns a taken email (spec: sign-up error code 1; the key emailTaken) into the advice to sign in", () => {
    expect(signupErrorMessage(failed(409, AUTH_MESSAGES.emailTaken, "1", "emailTaken"), en).text).toBe(
      AUTH_MESSAGES.emailTakenClient,
    );
  });

  it("shows the server's reason for a refused payload", () => {
    const reason = "Password must contain at least one number";
    expect(signupErrorMessage(failed(422, reason, "PASSWORD_RULES"), en).text).toBe(reason);
    expect(signupErrorMessage(failed(400, "Please enter a valid email address", "VALIDATION_ERROR"), en).text).toBe(
      "Please enter a valid email address",
    );
  });

  it("falls back to the spec's sentence", () => {
    expect(signupErrorMessage(failed(500), en).text).toBe(AUTH_SCREEN_MESSAGES.signupFailed);
    expect(signupErrorMessage(failed(400, ""), en).text).toBe(AUTH_SCREEN_MESSAGES.signupFailed);
    expect(signupErrorMessage(offline, en).text).toBe(STATUS_MESSAGES[0]);
    expect(signupErrorMessage(new EncryptionError(), en).text).toBe(AUTH_MESSAGES.encryptionFailed);
  });
});

describe("forgotPasswordErrorMessage", () => {
  it.each([
    [404, AUTH_SCREEN_MESSAGES.noAccountForEmail],
    [429, AUTH_MESSAGES.tooManyResets],
    [500, AUTH_SCREEN_MESSAGES.forgotPasswordFailed],
    [400, AUTH_SCREEN_MESSAGES.forgotPasswordFailed],
  ])("status %i", (status, message) => {
    expect(forgotPasswordErrorMessage(failed(status), en).text).toBe(message);
  });
});

describe("resetPasswordErrorMessage", () => {
  it.each([
    [400, AUTH_MESSAGES.invalidResetToken],
    [404, AUTH_MESSAGES.resetTokenNotFound],
    [422, AUTH_MESSAGES.weakPassword],
    [500, STATUS_MESSAGES.serverError],
  ])("status %i", (status, message) => {
    expect(resetPasswordErrorMessage(failed(status), en).text).toBe(message);
  });
});

describe("in another language", () => {
  it("says what the screen decides in that language and leaves the server's words for useServerMessage", () => {
    const es = translator(authErrorMessages, "es");
    expect(loginErrorMessage(failed(429), es).text).toBe(
      "Demasiados intentos de inicio de sesión. Espera unos minutos antes de volver a intentarlo.",
    );
    expect(forgotPasswordErrorMessage(failed(404), es).text).toBe(
      "No se encontró ninguna cuenta con este correo electrónico.",
    );
    expect(signupErrorMessage(failed(422, "Password must contain at least one number"), es).text).toBe(
      "Password must contain at least one number",
    );
  });
});
