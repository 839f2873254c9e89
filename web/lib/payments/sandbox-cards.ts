import type { Translate } from "../i18n/i18n-context";

/**
 * The payment sandbox's card field (Stripe test mode without Stripe.js): Stripe's documented test
 * card numbers become Stripe's test tokens here, in the browser, so no card number leaves the page.
 * The messages are Stripe's own wording for the same mistakes.
 */
export const SANDBOX_CARD_TOKENS: Readonly<Record<string, string>> = {
  "4242424242424242": "tok_visa",
  "4000056655665556": "tok_visa_debit",
  "5555555555554444": "tok_mastercard",
  "378282246310005": "tok_amex",
  "6011111111111117": "tok_discover",
  "4000000000000002": "tok_chargeDeclined",
  "4000000000009995": "tok_chargeDeclinedInsufficientFunds",
  "4000002760003184": "tok_threeDSecure2Required",
  "4000000000003220": "tok_threeDSecure2Required",
};

export const SANDBOX_CARD_MESSAGES = {
  numberIncomplete: "Your card number is incomplete.",
  numberInvalid: "Your card number is invalid.",
  notTestCard: "Your card number is not a test card. Use a Stripe test card such as 4242 4242 4242 4242.",
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

type SandboxCardTexts = Translate<typeof SANDBOX_CARD_MESSAGES>;

export type SandboxCard = { number: string; expiry: string; cvc: string };
export type CardFieldName = keyof SandboxCard;
type SandboxCardCheck = { token: string } | { error: string; field: CardFieldName };

/** The card's digits without the spaces or dashes people type. */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" (spaces allowed) as a month count since year 0, or undefined when incomplete or impossible. */
export function expiryMonth(value: string): number | undefined {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2})\s*$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return (2000 + Number(match[2])) * 12 + month - 1;
}

/**
 * The test token for the card, or the first problem with it (number, then expiry, then CVC), in the
 * language of `t` (sandboxCardMessages).
 */
export function sandboxToken(card: SandboxCard, now: Date, t: SandboxCardTexts): SandboxCardCheck {
  const digits = cardDigits(card.number);
  if (digits === "") return { error: t("numberIncomplete"), field: "number" };
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) {
    return { error: t("numberInvalid"), field: "number" };
  }
  const token = SANDBOX_CARD_TOKENS[digits];
  if (!token) return { error: t("notTestCard"), field: "number" };

  const expiry = expiryMonth(card.expiry);
  if (expiry === undefined) return { error: t("expiryIncomplete"), field: "expiry" };
  // A card is valid through the last day of its expiry month.
  if (expiry < now.getFullYear() * 12 + now.getMonth()) return { error: t("expiryPast"), field: "expiry" };

  const cvcLength = digits.startsWith("34") || digits.startsWith("37") ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { error: t("cvcIncomplete"), field: "cvc" };
  }
  return { token };
}

/** The number as typed, grouped in fours for reading (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** The expiry as typed, with the slash added after the month. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}
