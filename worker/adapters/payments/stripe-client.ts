import Stripe from "stripe";

/**
 * A Stripe SDK client that runs on Node and workerd alike: fetch for HTTP, WebCrypto for webhook
 * signatures. `apiUrl` lets tests point it at a local stand-in that speaks Stripe's wire format.
 */
export function createStripeClient(secretKey: string, apiUrl = "https://api.stripe.com"): Stripe {
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    host: url.hostname,
    port: url.port || (url.protocol === "https:" ? 443 : 80),
    protocol: url.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

export const webCrypto = Stripe.createSubtleCryptoProvider();
