import type { FetchLike } from "#web/lib/auth/session-api.ts";
import { type KeyValueStorage, TOKENS_STORAGE_KEY } from "#web/lib/auth/tokens.ts";
import type { User } from "#web/lib/auth/user.ts";

/** Shared by the auth store's unit tests: storage, tokens, a fake server and a clock. */
export const NOW = Date.UTC(2030, 0, 1);

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** An unsigned token: the browser never checks signatures, the server does. */
export function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

export function stored(accessToken: string, expiresAt = NOW + 60_000, refreshToken = "refresh") {
  return { [TOKENS_STORAGE_KEY]: JSON.stringify({ accessToken, refreshToken, expiresAt }) };
}

export function storedTokens(storage: { data: Map<string, string> }) {
  return JSON.parse(storage.data.get(TOKENS_STORAGE_KEY) ?? "null");
}

export const serverUser: User = {
  id: "u1",
  email: "ana@example.com",
  firstName: "Ana",
  lastName: "García",
  rfpGeneratorPackages: 1,
  completeDocumentationPackages: 0,
  developmentWeekPackages: 0,
  developmentHoursPackages: 0,
  developmentHours: 0,
  developmentWeekHours: 0,
  developmentHoursUsed: 0,
  rfpGeneratorPackagesUsed: 0,
  completeDocumentationPackagesUsed: 0,
};

export type Call = { url: string; body: unknown; authorization: string | null };
type Responder = (call: Call) => Response | Promise<Response>;

/** A fake server: records each call and answers with `respond`. */
export function fakeFetch(respond: Responder): FetchLike & { calls: Call[] } {
  const calls: Call[] = [];
  const send = async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { url: String(input), body, authorization: new Headers(init?.headers).get("Authorization") };
    calls.push(call);
    return respond(call);
  };
  return Object.assign(send, { calls });
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

export function refreshAnswer(accessToken: string, refreshToken = "refresh-2", expiresIn = 900) {
  return json(200, {
    success: true,
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: expiresIn,
    token_type: "Bearer",
  });
}

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
