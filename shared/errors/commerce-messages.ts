/** The wording of packages, checkout and hours (spec sections 2, 4 and 8), for server and screens. */
export const COMMERCE_MESSAGES = {
  unknownProduct: "Unknown product: choose one of the catalogue's packages",
  cardRequired: "A card is required for this package",
  freeQuantity: "The free package is activated once, with quantity 1",
  freeAlreadyOwned: "You already have the free RFP Generator package",
  idempotencyMismatch: "This Idempotency-Key was already used with a different request",
  purchaseFailed: "Failed to complete purchase",
  paymentProviderFailed: "The payment could not be processed. Please try again.",
  notEnoughHours: "Not enough hours available",
  packageActivated: "Package Activated!",
  packageActivatedDescription: "Your free package features are now available.",
  activationFailed: "Activation Failed",
  activationFailedDescription: "Could not activate free package.",
  paymentSuccessful: "Payment successful!",
  stripeNotReady: "Stripe is not ready yet.",
  cardElementMissing: "Card element not found.",
  tokenFailed: "Unable to create Stripe token",
  purchaseError: "Error processing purchase",
  /** Stripe's text for a failed 3-D Secure (the payment sandbox uses it too). */
  authenticationFailed:
    "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
  authenticationCancelled: "Authentication was cancelled.",
  signInRequired: "Sign in to complete your purchase.",
} as const;
