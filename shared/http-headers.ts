/**
 * One Content-Security-Policy for the SPA, used by the Node server's headers and written into the
 * Workers static-assets `_headers` file at build time, so both runtimes send the same policy.
 * js.stripe.com is the card payment provider's script and frames (spec section 7).
 */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "https://js.stripe.com"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'", "https://api.stripe.com"],
  // 'self': a shared pitch deck shows in a sandboxed frame (it answers with its own opaque origin, decision 026).
  frameSrc: ["'self'", "https://js.stripe.com", "https://hooks.stripe.com"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const satisfies Record<string, readonly string[]>;

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

export function contentSecurityPolicy(): string {
  return Object.entries(CSP_DIRECTIVES)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(" ")}`)
    .join("; ");
}

const STATIC_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

const HSTS_VALUE = "max-age=63072000; includeSubDomains";

/**
 * The security headers every response carries, on both runtimes and in the Workers `_headers`
 * file: the CSP and the fixed ones, plus HSTS in production only.
 */
export function securityHeaderSet(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    ...STATIC_SECURITY_HEADERS,
    "Content-Security-Policy": contentSecurityPolicy(),
  };
  if (production) headers["Strict-Transport-Security"] = HSTS_VALUE;
  return headers;
}

/** Vite names built assets by content hash, so a cached copy can never be stale. */
export const HASHED_ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable";
