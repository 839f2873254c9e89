import type { User } from "#web/lib/auth/user.ts";
import type { Translate } from "#web/lib/i18n/i18n-context.tsx";
import type { checkoutMessages } from "./checkout.messages";
import type { CheckoutErrors, CheckoutField, CheckoutValues } from "./checkout-values";

export type CheckoutTexts = Translate<(typeof checkoutMessages)["en"]>;

const MIN_LENGTH = { fullName: 2, address: 5, city: 2, zipCode: 3, country: 2 } as const;

// The shape zod's email check (the server's) accepts: a local part, a domain with a dot, no spaces.
const EMAIL = /^(?!\.)(?!.*\.\.)[\w'+\-.]*[\w+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The form as it opens: the user's name (first and last, joined and trimmed) and email. */
export function checkoutDefaults(user: Pick<User, "firstName" | "lastName" | "email"> | null): CheckoutValues {
  return {
    fullName: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    email: user?.email ?? "",
    address: "",
    city: "",
    zipCode: "",
    country: "",
  };
}

/**
 * The message for each field that fails its rule (checked on submit), in the language of `t`;
 * empty when the form may be sent.
 */
export function validateCheckout(form: CheckoutValues, t: CheckoutTexts): CheckoutErrors {
  const errors: CheckoutErrors = {};
  for (const [field, min] of Object.entries(MIN_LENGTH) as [keyof typeof MIN_LENGTH, number][]) {
    if (form[field].trim().length < min) errors[field] = t(`${field}Error`);
  }
  if (!EMAIL.test(form.email.trim())) errors.email = t("emailError");
  return errors;
}

/** The fields in the order they appear, so focus can go to the first one with a problem. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = ["fullName", "email", "address", "city", "zipCode", "country"];
