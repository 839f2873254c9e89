import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZErrorEnvelope } from "#shared/errors/envelope";
import { BODY_LIMIT_BYTES } from "#worker/app";
import { type ApiServer, nodeOnly, startApiServer } from "../support/api-server";
import { signedInUser } from "../support/factories";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

describe("request ids and logs", () => {
  it("gives every response an id and writes one structured line per request", async () => {
    const response = await server.fetch("/api/health");
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = server.logs.filter((line) => line.msg === "request" && line.requestId === requestId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", method: "GET", path: "/api/health", status: 200 });
    expect(typeof lines[0]?.durationMs).toBe("number");
  });

  it("keeps a caller's sane request id and replaces one that is not", async () => {
    const kept = await server.fetch("/api/health", { headers: { "x-request-id": "caller-trace-0001" } });
    expect(kept.headers.get("x-request-id")).toBe("caller-trace-0001");
    const replaced = await server.fetch("/api/health", { headers: { "x-request-id": "bad id\twith spaces" } });
    expect(replaced.headers.get("x-request-id")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });
});

describe("errors", () => {
  it("answers an unknown /api path with the 404 envelope, whatever the method", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const response = await server.fetch("/api/no/such/route", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(ZErrorEnvelope.parse(await response.json())).toEqual({
        success: false,
        message: "The requested resource was not found.",
        error: {
          code: "404",
          message: "The requested resource was not found.",
          details: { key: "notFound", path: "/api/no/such/route" },
        },
      });
    }
  });

  // On Workers Cloudflare's edge stands between the caller and the Worker; locally nothing does.
  it.skipIf(
    nodeOnly(
      "workerd, with no edge in front, resets a connection whose body it did not read, which can drop its answer",
    ),
  )("refuses a body over the limit with 413 before any route reads it", async () => {
    const body = "x".repeat(BODY_LIMIT_BYTES + 1);
    const response = await server.fetch("/api/health", { method: "POST", body });
    expect(response.status).toBe(413);
    expect(ZErrorEnvelope.parse(await response.json()).error).toMatchObject({
      code: "413",
      details: { limitBytes: BODY_LIMIT_BYTES },
    });
  });

  it.skipIf(
    nodeOnly(
      "workerd, with no edge in front, resets a connection whose body it did not read, which can drop its answer",
    ),
  )("refuses an oversized streamed body that declares no length", async () => {
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > BODY_LIMIT_BYTES) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await server.fetch("/trpc/health", {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("reads a streamed body that declares no length, under the limit, in REST and in tRPC", async () => {
    const streamed = (json: unknown) => {
      const bytes = new TextEncoder().encode(JSON.stringify(json));
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          // Two chunks, so the body really arrives in pieces.
          controller.enqueue(bytes.slice(0, 5));
          controller.enqueue(bytes.slice(5));
          controller.close();
        },
      });
      return { method: "POST", headers: { "Content-Type": "application/json" }, body: stream, duplex: "half" };
    };
    const email = `streamed-${Date.now()}@example.com`;
    const password = "Streamed-pass1!";
    const rest = await server.fetch("/api/users", streamed({ email, password, firstName: "Streamed" }) as RequestInit);
    expect(rest.status).toBe(201);
    const trpc = await server.fetch("/trpc/auth.login", streamed({ username: email, password }) as RequestInit);
    expect(trpc.status, await trpc.clone().text()).toBe(200);
    expect(await trpc.text()).toContain("access_token");
  });

  it.skipIf(nodeOnly("the fault is put into the server's services, which live in the test process on Node only"))(
    "turns an unexpected failure into the 500 envelope and logs the cause, never the stack to the client",
    async () => {
      const failing = await startApiServer();
      failing.deps.database.lease = async () => {
        throw new Error("pool exhausted at db.internal:5432");
      };
      try {
        const response = await failing.fetch("/api/health");
        expect(response.status).toBe(500);
        const text = await response.text();
        expect(ZErrorEnvelope.parse(JSON.parse(text))).toMatchObject({
          message: "Server error. Please try again later.",
          error: { code: "500" },
        });
        expect(text).not.toContain("db.internal");
        expect(text).not.toContain("at ");
        const logged = failing.logs.find((line) => line.msg === "request failed");
        expect(logged).toMatchObject({ level: "error", error: "pool exhausted at db.internal:5432" });
        expect(String(logged?.stack)).toContain("Error: pool exhausted");
      } finally {
        await failing.close();
      }
    },
  );
});

describe("tRPC batches", () => {
  it("refuses a batch of more than 20 calls with 400, running none of them", async () => {
    const { tokens } = await signedInUser(server);
    const auth = { Authorization: `Bearer ${tokens.access_token}` };
    const paths = (count: number, name: string) => Array.from({ length: count }, () => name).join(",");
    const input = (count: number) =>
      encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: count }, (_, i) => [i, {}]))));
    const reads = await server.fetch(`/trpc/${paths(21, "users.me")}?batch=1&input=${input(21)}`, { headers: auth });
    expect(reads.status).toBe(400);
    expect(JSON.stringify(await reads.json())).toContain("Batch call exceeds maximum size");
    expect(
      (await server.fetch(`/trpc/${paths(20, "users.me")}?batch=1&input=${input(20)}`, { headers: auth })).status,
    ).toBe(200);

    // With a package, any one of these calls would start a definition; the batch starts none.
    const activated = await server.fetch("/api/purchases", {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ product: "RFPGenerator", cardStripeToken: "", quantity: 1 }),
    });
    expect(activated.status).toBe(200);
    const before = await definitionCount(auth);
    const body = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [i, { packageType: "rfpGeneratorPackages" }]));
    const writes = await server.fetch(`/trpc/${paths(21, "definitions.init")}?batch=1`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(writes.status).toBe(400);
    expect(await definitionCount(auth)).toBe(before);
  });
});

async function definitionCount(auth: Record<string, string>): Promise<number> {
  const response = await server.fetch("/api/conversations", { headers: auth });
  return ((await response.json()) as { conversations: unknown[] }).conversations.length;
}

describe("security headers", () => {
  it("sends the CSP, nosniff and frame protection, and no HSTS outside production", async () => {
    const response = await server.fetch("/api/health");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("sends them on every answer, including 404s outside /api and methods no route takes", async () => {
    for (const [method, path] of [
      ["POST", "/"],
      ["PUT", "/dashboard"],
      ["DELETE", "/api/health"],
      ["GET", "/api/nope"],
    ] as const) {
      const response = await server.fetch(path, { method });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.headers.get("content-security-policy"), `${method} ${path}`).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-request-id")).toBeTruthy();
      expect(ZErrorEnvelope.parse(await response.json()).error.code).toBe("404");
    }
  });

  it("adds HSTS in production", async () => {
    const production = await startApiServer({
      env: {
        NODE_ENV: "production",
        APP_URL: "https://app.example.com",
        DATABASE_URL: "postgres://unused@localhost/unused",
        STRIPE_SECRET_KEY: "sk_test_1",
        STRIPE_WEBHOOK_SECRET: "whsec_1",
        STRIPE_PUBLISHABLE_KEY: "pk_test_1",
        MAIL_PROVIDER: "resend",
        MAIL_API_KEY: "re_1",
        OPENAI_API_KEY: "sk-1",
      },
    });
    try {
      const response = await production.fetch("/api/health");
      expect(response.headers.get("strict-transport-security")).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect((await response.json()).adapters).toMatchObject({
        payments: "stripe",
        mailer: "resend",
        writer: "openai",
      });
    } finally {
      await production.close();
    }
  });
});
