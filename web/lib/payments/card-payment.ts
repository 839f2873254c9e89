/**
 * What the checkout asks of a card input, whichever provider is behind it (Stripe Elements or the
 * payment sandbox): a card token made in the browser, and 3-D Secure when the bank wants it.
 */
type TokenResult = { token: string } | { error: string };

type NextAction = { clientSecret: string; paymentIntentId: string };

/** `done` means the customer answered (either way): the purchase's own status tells the outcome. */
export type AuthenticationResult = { done: true } | { cancelled: true } | { error: string };

export type CardPayment = {
  createToken(): Promise<TokenResult>;
  authenticate(action: NextAction): Promise<AuthenticationResult>;
};
