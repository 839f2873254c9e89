import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server that speaks Stripe's wire format for the calls the adapter makes: form-encoded
 * POSTs to /v1/payment_methods and /v1/payment_intents, bearer secret key, Idempotency-Key replay,
 * and Stripe's JSON error bodies. It records every request it receives.
 */
export type StripeRequest = { path: string; headers: Record<string, string | undefined>; form: URLSearchParams };

export type StripeStandIn = { url: string; requests: StripeRequest[]; close(): Promise<void> };

const CARD_ERRORS: Record<string, { code: string; message: string }> = {
  tok_chargeDeclined: { code: "card_declined", message: "Your card was declined." },
  tok_chargeDeclinedInsufficientFunds: { code: "insufficient_funds", message: "Your card has insufficient funds." },
};

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeRequest[] = [];
  const replays = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  // Stripe's ids are unique across accounts; the tag keeps two stand-ins sharing one database apart.
  const tag = Math.random().toString(36).slice(2, 10);

  const server: Server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const form = new URLSearchParams(text);
    const headers = {
      authorization: req.headers.authorization,
      "idempotency-key": req.headers["idempotency-key"] as string | undefined,
      "content-type": req.headers["content-type"],
    };
    requests.push({ path: req.url ?? "", headers, form });
    const key = headers["idempotency-key"];
    counter += 1;
    const answer = (key && replays.get(key)) || respond(req.url ?? "", form, `${tag}${counter}`);
    if (key) replays.set(key, answer);
    res.writeHead(answer.status, { "Content-Type": "application/json", "Request-Id": `req_${counter}` });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function respond(path: string, form: URLSearchParams, n: string): { status: number; body: unknown } {
  if (path === "/v1/payment_methods") {
    const token = form.get("card[token]") ?? "";
    if (!token.startsWith("tok_") || token === "tok_unknown") {
      return stripeError(400, "invalid_request_error", "resource_missing", `No such token: '${token}'`, "card[token]");
    }
    return { status: 200, body: { id: `pm_${n}_${token}`, object: "payment_method", type: "card" } };
  }
  if (path === "/v1/payment_intents") {
    const token = (form.get("payment_method") ?? "").replace(/^pm_[a-z0-9]+_/, "");
    const intent = {
      id: `pi_${n}`,
      object: "payment_intent",
      amount: Number(form.get("amount")),
      currency: form.get("currency"),
      metadata: { purchase_id: form.get("metadata[purchase_id]"), user_id: form.get("metadata[user_id]") },
      client_secret: `pi_${n}_secret_standin`,
    };
    if (token === "tok_outage") return stripeError(500, "api_error", undefined, "An unknown error occurred");
    const cardError = CARD_ERRORS[token];
    if (cardError) {
      const failed = {
        ...intent,
        status: "requires_payment_method",
        last_payment_error: { message: cardError.message },
      };
      return { status: 402, body: { error: { type: "card_error", ...cardError, payment_intent: failed } } };
    }
    if (token === "tok_threeDSecure2Required") return { status: 200, body: { ...intent, status: "requires_action" } };
    return { status: 200, body: { ...intent, status: "succeeded", latest_charge: `ch_${n}` } };
  }
  return stripeError(404, "invalid_request_error", undefined, `Unrecognized request URL (POST: ${path})`);
}

function stripeError(status: number, type: string, code: string | undefined, message: string, param?: string) {
  return { status, body: { error: { type, code, message, param } } };
}
