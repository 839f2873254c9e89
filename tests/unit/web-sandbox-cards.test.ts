import { describe, expect, it } from "vitest";
import { translator } from "#web/lib/i18n/i18n-context.tsx";
import { sandboxCardMessages } from "#web/lib/payments/sandbox-cards.messages.ts";
import {
  cardDigits,
  expiryMonth,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
  SANDBOX_CARD_MESSAGES,
  SANDBOX_CARD_TOKENS,
  sandboxToken,
} from "#web/lib/payments/sandbox-cards.ts";

const NOW = new Date(2026, 4, 15); // 15 May 2026, local time
const valid = { expiry: "12/30", cvc: "123" };
const en = translator(sandboxCardMessages, "en");

describe("sandboxToken", () => {
  it.each([
    ["4242 4242 4242 4242", "tok_visa"],
    ["4000056655665556", "tok_visa_debit"],
    ["5555-5555-5555-4444", "tok_mastercard"],
    ["4000000000000002", "tok_chargeDeclined"],
    ["4000000000009995", "tok_chargeDeclinedInsufficientFunds"],
    ["4000002760003184", "tok_threeDSecure2Required"],
    ["4000000000003220", "tok_threeDSecure2Required"],
    ["6011111111111117", "tok_discover"],
  ])("turns Stripe's test card %s into %s", (number, token) => {
    expect(sandboxToken({ number, ...valid }, NOW, en)).toEqual({ token });
  });

  it("wants four CVC digits for American Express", () => {
    expect(sandboxToken({ number: "378282246310005", expiry: "12/30", cvc: "1234" }, NOW, en)).toEqual({
      token: "tok_amex",
    });
    expect(sandboxToken({ number: "378282246310005", expiry: "12/30", cvc: "123" }, NOW, en)).toEqual({
      error: SANDBOX_CARD_MESSAGES.cvcIncomplete,
      field: "cvc",
    });
  });

  it("refuses a number that fails the Luhn check, or is too short or long", () => {
    for (const number of ["4242 4242 4242 4241", "4242", "4242 4242 4242 4242 4242", "4242 abcd 4242 4242"]) {
      expect(sandboxToken({ number, ...valid }, NOW, en)).toEqual({
        error: "Your card number is invalid.",
        field: "number",
      });
    }
  });

  it("says an empty number is incomplete", () => {
    expect(sandboxToken({ number: " ", ...valid }, NOW, en)).toEqual({
      error: SANDBOX_CARD_MESSAGES.numberIncomplete,
      field: "number",
    });
  });

  it("refuses a real (Luhn-valid) card that is not one of Stripe's test cards", () => {
    expect(sandboxToken({ number: "4012 8888 8888 1881", ...valid }, NOW, en)).toEqual({
      error: "Your card number is not a test card. Use a Stripe test card such as 4242 4242 4242 4242.",
      field: "number",
    });
  });

  it("accepts a card through the end of its expiry month and refuses it after", () => {
    const card = { number: "4242424242424242", cvc: "123" };
    expect(sandboxToken({ ...card, expiry: "05/26" }, NOW, en)).toEqual({ token: "tok_visa" });
    expect(sandboxToken({ ...card, expiry: "04/26" }, NOW, en)).toEqual({
      error: "Your card's expiration date is in the past.",
      field: "expiry",
    });
    expect(sandboxToken({ ...card, expiry: "13/30" }, NOW, en)).toEqual({
      error: SANDBOX_CARD_MESSAGES.expiryIncomplete,
      field: "expiry",
    });
  });

  it("says a missing or short CVC is incomplete", () => {
    for (const cvc of ["", "12", "12a"]) {
      expect(sandboxToken({ number: "4242424242424242", expiry: "12/30", cvc }, NOW, en)).toEqual({
        error: "Your card's security code is incomplete.",
        field: "cvc",
      });
    }
  });

  it("says what is wrong in the user's language", () => {
    const card = { number: "4242424242424242", expiry: "04/26", cvc: "123" };
    expect(sandboxToken(card, NOW, translator(sandboxCardMessages, "es"))).toEqual({
      error: "La fecha de caducidad de tu tarjeta ya ha pasado.",
      field: "expiry",
    });
    expect(sandboxToken({ ...card, expiry: "12/30", cvc: "" }, NOW, translator(sandboxCardMessages, "de"))).toEqual({
      error: "Der Sicherheitscode Ihrer Karte ist unvollständig.",
      field: "cvc",
    });
  });

  it("maps only Luhn-valid numbers", () => {
    for (const number of Object.keys(SANDBOX_CARD_TOKENS)) expect(passesLuhn(number), number).toBe(true);
  });
});

describe("card helpers", () => {
  it("strips spaces and dashes", () => {
    expect(cardDigits(" 4242-4242 4242 4242 ")).toBe("4242424242424242");
  });

  it("reads MM/YY with or without the slash", () => {
    expect(expiryMonth("01/27")).toBe(2027 * 12);
    expect(expiryMonth("1 / 27")).toBe(2027 * 12);
    expect(expiryMonth("0127")).toBe(2027 * 12);
    expect(expiryMonth("00/27")).toBeUndefined();
    expect(expiryMonth("1/2")).toBeUndefined();
  });

  it("formats what is typed", () => {
    expect(formatCardNumber("42424242x42424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242")).toBe("4242");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("12/")).toBe("12");
  });
});
