/** Spec section 3, "Checkout form": all strings. */
export type CheckoutValues = {
  fullName: string;
  email: string;
  address: string;
  city: string;
  zipCode: string;
  country: string;
};

export type CheckoutField = keyof CheckoutValues;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** Spec section 5's checkout messages: the English of the catalogue's `<field>Error` keys. */
export const CHECKOUT_MESSAGES = {
  fullName: "Full name must be at least 2 characters",
  email: "Please enter a valid email address",
  address: "Please enter a complete address",
  city: "City is required",
  zipCode: "ZIP code is required",
  country: "Country is required",
} as const satisfies Record<CheckoutField, string>;
