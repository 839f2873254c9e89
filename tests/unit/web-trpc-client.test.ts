import { afterEach, describe, expect, it, vi } from "vitest";
import { toApiError } from "#web/lib/api-error.ts";
import { createTrpcClient } from "#web/lib/trpc.ts";

/** A tRPC batch answer for one call. */
const answer = (status: number, item: unknown) => new Response(JSON.stringify([item]), { status });
const tokenPair = { success: true, access_token: "a", refresh_token: "r", expires_in: 900, token_type: "Bearer" };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("createTrpcClient", () => {
  it("sends session calls through the authorized fetch", async () => {
    const authorized = vi.fn(async () => answer(200, { result: { data: { ok: true } } }));
    const plain = vi.fn();
    vi.stubGlobal("fetch", plain);
    const client = createTrpcClient(authorized);
    await client.health.query().catch(() => undefined);
    expect(authorized).toHaveBeenCalledOnce();
    expect(String(authorized.mock.calls[0]?.at(0))).toMatch(/^\/trpc\/health\?/);
    expect(plain).not.toHaveBeenCalled();
  });

  it("sends auth calls without the session, so a wrong password is not refreshed and retried", async () => {
    const authorized = vi.fn();
    const plain = vi.fn(async () =>
      answer(401, {
        error: { code: -32001, message: "Invalid credentials", data: { httpStatus: 401, appCode: "401" } },
      }),
    );
    vi.stubGlobal("fetch", plain);
    const client = createTrpcClient(authorized);
    const failure = await client.auth.login.mutate({ username: "a@example.com", password: "x" }).catch((e) => e);
    expect(toApiError(failure).status).toBe(401);
    expect(plain).toHaveBeenCalledOnce();
    expect(authorized).not.toHaveBeenCalled();
  });

  it("reads a successful auth answer", async () => {
    vi.stubGlobal("fetch", async () => answer(200, { result: { data: tokenPair } }));
    const client = createTrpcClient(vi.fn());
    await expect(client.auth.login.mutate({ username: "a@example.com", password: "x" })).resolves.toEqual(tokenPair);
  });

  it("gives every call the time-out signal", async () => {
    const authorized = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      answer(200, { result: { data: {} } }),
    );
    const client = createTrpcClient(authorized);
    await client.health.query().catch(() => undefined);
    expect(authorized.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal);
  });
});
