import { describe, expect, it } from "vitest";
import { NAME_MESSAGE, NAME_TOO_LONG_MESSAGE } from "#shared/auth/name-rules";
import { AUTH_MESSAGES } from "#shared/errors/auth-messages";
import { authErrorMessages } from "#web/lib/auth/auth-errors.messages.ts";
import { translator } from "#web/lib/i18n/i18n-context.tsx";
import { checkSignup, EMPTY_SIGNUP, type SignupValues, signupRefusal } from "#web/pages/signup/signup-rules.ts";

const en = translator(authErrorMessages, "en");

const complete: SignupValues = {
  firstName: "José Ángel",
  lastName: "Núñez Müller",
  email: "jose@example.com",
  password: "Secret1!",
  confirmPassword: "Secret1!",
  acceptedTerms: true,
};

describe("checkSignup", () => {
  it("is ready once names, email and a valid, confirmed password are given", () => {
    expect(checkSignup(complete, en)).toEqual({ ready: true });
    expect(checkSignup(EMPTY_SIGNUP, en).ready).toBe(false);
  });

  it("does not wait for the terms (they are checked on submit, with a toast)", () => {
    expect(checkSignup({ ...complete, acceptedTerms: false }, en).ready).toBe(true);
  });

  it.each([
    ["an empty first name", { firstName: " " }],
    ["an empty last name", { lastName: "" }],
    ["an empty email", { email: "" }],
    ["a weak password", { password: "secret1!", confirmPassword: "secret1!" }],
    ["a different confirmation", { confirmPassword: "Secret1?" }],
  ])("is not ready with %s", (_case, change) => {
    expect(checkSignup({ ...complete, ...change }, en).ready).toBe(false);
  });

  it("explains names with other characters and a confirmation that differs", () => {
    const check = checkSignup({ ...complete, firstName: "Ana1", lastName: "O'Neil", confirmPassword: "x" }, en);
    expect(check).toEqual({
      firstName: NAME_MESSAGE,
      lastName: NAME_MESSAGE,
      confirmPassword: AUTH_MESSAGES.passwordMismatch,
      ready: false,
    });
  });
});

describe("checkSignup in another language", () => {
  it("explains the same problems in that language, with the same length limit", () => {
    const de = translator(authErrorMessages, "de");
    expect(
      checkSignup({ ...complete, firstName: "Ana1", lastName: "x".repeat(101), confirmPassword: "x" }, de),
    ).toEqual({
      firstName: "Nur Buchstaben und Leerzeichen sind erlaubt",
      lastName: "Höchstens 100 Zeichen",
      confirmPassword: "Die Passwörter stimmen nicht überein",
      ready: false,
    });
    expect(checkSignup({ ...complete, lastName: "x".repeat(101) }, en).lastName).toBe(NAME_TOO_LONG_MESSAGE);
  });
});

describe("signupRefusal", () => {
  it("names the first problem in the spec's order", () => {
    expect(signupRefusal({ ...complete, password: "weak", acceptedTerms: false })).toBe("invalidPassword");
    expect(signupRefusal({ ...complete, confirmPassword: "Other1!!", acceptedTerms: false })).toBe("passwordMismatch");
    expect(signupRefusal({ ...complete, acceptedTerms: false })).toBe("termsRequired");
    expect(signupRefusal(complete)).toBeUndefined();
  });
});
