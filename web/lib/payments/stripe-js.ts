/**
 * Stripe.js, loaded from js.stripe.com (as Stripe requires, and as the CSP allows) the first time a
 * card field in Stripe mode asks for it. Only the few calls the checkout makes are typed here.
 */
export type StripeError = { message?: string };

type StripeCardChange = { error?: StripeError; complete: boolean; empty: boolean };

type StripeCardElement = {
  mount(target: HTMLElement): void;
  destroy(): void;
  on(event: "change", handler: (change: StripeCardChange) => void): void;
};

export type StripeElements = {
  create(type: "card", options?: Record<string, unknown>): StripeCardElement;
  getElement(type: "card"): StripeCardElement | null;
};

/** The interface languages are among the locales Stripe Elements speaks. */
type StripeElementsOptions = { locale?: "auto" | "en" | "es" | "fr" | "de" };

export type StripeJs = {
  elements(options?: StripeElementsOptions): StripeElements;
  createToken(card: StripeCardElement): Promise<{ token?: { id: string }; error?: StripeError }>;
  handleNextAction(options: { clientSecret: string }): Promise<{ error?: StripeError }>;
};

type StripeFactory = (publishableKey: string) => StripeJs;

const STRIPE_JS_URL = "https://js.stripe.com/v3/";

let loading: Promise<StripeFactory> | undefined;

export async function loadStripe(publishableKey: string): Promise<StripeJs> {
  loading ??= injectScript().catch((error: unknown) => {
    // A failed download may succeed on the next visit to the page.
    loading = undefined;
    throw error;
  });
  const factory = await loading;
  return factory(publishableKey);
}

function injectScript(): Promise<StripeFactory> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as { Stripe?: StripeFactory }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error("Stripe.js loaded without defining Stripe"));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error("Stripe.js could not be loaded"));
    };
    document.head.append(script);
  });
}
