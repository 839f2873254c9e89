import { describe, expect, it } from "vitest";
import { translator } from "#web/lib/i18n/i18n-context.tsx";
import { checkoutMessages } from "#web/pages/checkout/checkout.messages.ts";
import { checkoutDefaults, validateCheckout } from "#web/pages/checkout/checkout-rules.ts";
import { CHECKOUT_MESSAGES } from "#web/pages/checkout/checkout-values.ts";

const en = translator(checkoutMessages, "en");

const complete = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  address: "12 Analytical Row",
  city: "London",
  zipCode: "N1 9GU",
  country: "United Kingdom",
};

describe("checkoutDefaults", () => {
  it("fills the name (first and last, joined and trimmed) and the email of the user", () => {
    const user = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
    expect(checkoutDefaults(user)).toMatchObject({ fullName: "Ada Lovelace", email: "ada@example.com", address: "" });
    expect(checkoutDefaults({ ...user, lastName: "" }).fullName).toBe("Ada");
    expect(checkoutDefaults(null)).toMatchObject({ fullName: "", email: "" });
  });
});

describe("validateCheckout", () => {
  it("accepts a complete form", () => {
    expect(validateCheckout(complete, en)).toEqual({});
  });

  it("gives spec section 5's message for every field that is too short", () => {
    expect(
      validateCheckout({ fullName: "A", email: "", address: "1 Rd", city: "L", zipCode: "12", country: "U" }, en),
    ).toEqual({
      fullName: "Full name must be at least 2 characters",
      email: "Please enter a valid email address",
      address: "Please enter a complete address",
      city: "City is required",
      zipCode: "ZIP code is required",
      country: "Country is required",
    });
  });

  it("says it in the user's language", () => {
    expect(validateCheckout({ ...complete, city: "", email: "ada" }, translator(checkoutMessages, "es"))).toEqual({
      city: "La ciudad es obligatoria",
      email: "Introduce un correo electrónico válido",
    });
  });

  it("does not count surrounding spaces", () => {
    expect(validateCheckout({ ...complete, fullName: "  A  " }, en)).toEqual({ fullName: CHECKOUT_MESSAGES.fullName });
  });

  it.each(["ada", "ada@", "ada@example", "ada @example.com", ".ada@example.com", "ada..b@example.com"])(
    "refuses the email %s",
    (email) => {
      expect(validateCheckout({ ...complete, email }, en)).toEqual({ email: CHECKOUT_MESSAGES.email });
    },
  );

  it.each(["a@b.co", "first.last+tag@sub.example.org", " ada@example.com "])("accepts the email %s", (email) => {
    expect(validateCheckout({ ...complete, email }, en)).toEqual({});
  });
});
