import type { TIntegration } from "../../../../shared/blueprint/schema";
import { isLater, isNone, withoutLater } from "./markers";
import { CONJUNCTION, clause, splitTopLevel } from "./text";

export type IntegrationDraft = Omit<TIntegration, "requirements">;
type Kind = TIntegration["kind"];

/** Services by what they do, so "Plaid" is banking and "Apple and Google sign-in" is one sign-in. */
const KINDS: readonly [Kind, RegExp][] = [
  [
    "sign_in",
    /sign[- ]?in|sign[- ]?on|log[- ]?in|\bsso\b|oauth|openid|entra|azure ad|auth0|okta|anmeldung|inicio de sesi[óo]n|connexion/i,
  ],
  ["payments", /stripe|paypal|adyen|mollie|braintree|square|klarna|payment|zahlung|pago|paiement|checkout/i],
  ["banking", /plaid|bank feeds?|open banking|truelayer|gocardless|tink|nordigen|saltedge|\bbank\b|banque|banco/i],
  ["accounting", /xero|quickbooks|datev|sage|freshbooks|lexoffice|sevdesk|holded|pennylane|accounting|buchhaltung/i],
  ["sms", /twilio|\bsms\b|messagebird|vonage|sinch/i],
  ["email", /sendgrid|mailgun|postmark|resend|mailchimp|brevo|e-?mail|correo|courriel/i],
  ["push", /push|firebase|onesignal|\bapns\b|\bfcm\b/i],
  ["calendar", /calendar|kalender|calendario|calendrier|agenda|outlook|ical|caldav/i],
  ["maps", /maps?\b|mapbox|geolocation|\bgps\b|karten|mapas|cartes/i],
  ["storage", /\bs3\b|dropbox|google drive|onedrive|box\.com|storage|speicher/i],
  ["messaging", /slack|microsoft teams|whatsapp|telegram|discord|intercom/i],
  ["video", /zoom|google meet|video|jitsi|daily\.co|whereby/i],
  ["crm", /hubspot|salesforce|pipedrive|crm\b/i],
  ["ecommerce", /shopify|woocommerce|magento|amazon|etsy/i],
  ["analytics", /analytics|mixpanel|segment|amplitude|posthog|matomo/i],
  ["ai", /openai|gpt|\bllm\b|\bai\b|machine learning|\bki\b|\bia\b/i],
];

/** A name ending in one of these lower-case words names one service of several providers. */
const SHARED_HEAD =
  /\s(?:sign[- ]?in|sign[- ]?on|log[- ]?in|sso|single sign-on|calendar|calendars|maps|pay|drive|login)$/;
const PURPOSE = /\s(?:for|to|para|pour|für|zur|zum|f[üu]r die|f[üu]r den)\s(.+)$/i;

/**
 * Integrations of q10, each kept whole: "Apple and Google sign-in" is one sign-in integration,
 * "Xero and QuickBooks Online for invoices" two accounting ones sharing a purpose, "Stripe later
 * for billing" a Later payments integration.
 */
export function parseIntegrations(answer: string): IntegrationDraft[] {
  if (isNone(answer)) return [];
  const out: IntegrationDraft[] = [];
  for (const item of splitTopLevel(answer, /[\n;]|(?<!\d),|,(?!\d)/g)) {
    const later = isLater(item);
    const text = clause(withoutLater(item).replace(/^(?:and|und|y|et|also|plus)\s+/i, ""));
    for (const part of namedParts(text)) out.push({ ...part, kind: kindOf(`${part.name} ${part.purpose}`), later });
  }
  return dedupe(out.filter((item) => item.name.length > 0)).slice(0, 12);
}

/**
 * "Xero and QuickBooks Online for invoices": two names, the purpose shared by names of the same
 * kind; "Stripe für Zahlungen und Google Kalender": two names, one purpose each.
 */
function namedParts(text: string): { name: string; purpose: string }[] {
  const whole = withPurpose(text);
  if (SHARED_HEAD.test(whole.name)) return [whole];
  const parts = splitTopLevel(text, CONJUNCTION).map(withPurpose);
  return parts.map((part, index) => {
    const next = parts[index + 1];
    const shares = !part.purpose && next?.purpose && [kindOf(next.name), "other"].includes(kindOf(part.name));
    return shares ? { ...part, purpose: next.purpose } : part;
  });
}

function withPurpose(text: string): { name: string; purpose: string } {
  const match = text.match(PURPOSE);
  if (!match) return { name: clause(text), purpose: "" };
  return { name: clause(text.slice(0, text.length - match[0].length)), purpose: clause(match[1] ?? "") };
}

export function kindOf(text: string): Kind {
  return KINDS.find(([, pattern]) => pattern.test(text))?.[0] ?? "other";
}

function dedupe(items: IntegrationDraft[]): IntegrationDraft[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
