import { request } from "node:http";
import type { ApiServer } from "./api-server";

/** JSON calls and small factories for the auth tests; every user gets a unique email. */

export type JsonResponse<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

export async function call<T = Record<string, unknown>>(
  server: ApiServer,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const response = await server.fetch(path, {
    method,
    headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T, headers: response.headers };
}

export const post = <T = Record<string, unknown>>(
  server: ApiServer,
  path: string,
  body: unknown,
  headers?: Record<string, string>,
) => call<T>(server, "POST", path, body, headers);

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export const PASSWORD = "Sup3r-secret!";

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export type Tokens = { access_token: string; refresh_token: string; expires_in: number };

export async function createUser(server: ApiServer, overrides: Record<string, string> = {}) {
  const payload = { email: uniqueEmail(), password: PASSWORD, firstName: "Ada", lastName: "Lovelace", ...overrides };
  const response = await post<{ user: { id: string } }>(server, "/api/users", payload);
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { ...payload, id: response.body.user.id };
}

export async function login(server: ApiServer, email: string, password = PASSWORD): Promise<Tokens> {
  const response = await post<Tokens>(server, "/api/connect/login", { username: email, password });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function signedInUser(server: ApiServer) {
  const user = await createUser(server);
  return { user, tokens: await login(server, user.email) };
}

export function jwtPart(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[index] ?? "", "base64url").toString("utf8"));
}

/**
 * A POST from another loopback address (127.0.0.0/8 all reach the server on Linux), so tests can
 * tell the per-email and per-address limits apart.
 */
export function postFrom<T = Record<string, unknown>>(
  server: ApiServer,
  localAddress: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JsonResponse<T>> {
  const url = new URL(path, server.url);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(data), ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text) as T,
            headers: new Headers(
              Object.entries(res.headers).flatMap(([name, value]) =>
                value === undefined
                  ? []
                  : [[name, Array.isArray(value) ? value.join(", ") : value] as [string, string]],
              ),
            ),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}
