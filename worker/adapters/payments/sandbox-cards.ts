/**
 * Stripe's documented test tokens, as the payment sandbox understands them (Stripe test mode,
 * offline). The browser's sandbox card field turns Stripe's test card numbers into these tokens.
 */
type SandboxBehaviour =
  | { kind: "succeed" }
  | { kind: "decline"; code: string; message: string }
  | { kind: "authenticate" };

const SUCCEED: SandboxBehaviour = { kind: "succeed" };

export const SANDBOX_TOKENS: Record<string, SandboxBehaviour> = {
  tok_visa: SUCCEED,
  tok_visa_debit: SUCCEED,
  tok_mastercard: SUCCEED,
  tok_amex: SUCCEED,
  tok_discover: SUCCEED,
  tok_chargeDeclined: { kind: "decline", code: "card_declined", message: "Your card was declined." },
  tok_chargeDeclinedInsufficientFunds: {
    kind: "decline",
    code: "insufficient_funds",
    message: "Your card has insufficient funds.",
  },
  tok_threeDSecure2Required: { kind: "authenticate" },
  tok_threeDSecureRequired: { kind: "authenticate" },
};
