import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "#worker/config/config";
import { decodeBytes } from "#worker/config/env";

const SECRET = "a-development-secret-of-32-characters!";
const PRODUCTION = {
  NODE_ENV: "production",
  APP_URL: "https://app.example.com/",
  DATABASE_URL: "postgres://user:pass@db.example.com/specwright",
  JWT_SECRET: SECRET,
  STRIPE_SECRET_KEY: "sk_live_abc123",
  STRIPE_WEBHOOK_SECRET: "whsec_abc123",
  STRIPE_PUBLISHABLE_KEY: "pk_live_abc123",
  MAIL_PROVIDER: "resend",
  MAIL_API_KEY: "re_123",
  OPENAI_API_KEY: "sk-openai",
};

function problem(env: Record<string, string>): string {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("expected the configuration to be refused");
}

describe("parseConfig", () => {
  it("runs offline on embedded defaults with only a secret", () => {
    const config = parseConfig({ JWT_SECRET: SECRET });
    expect(config).toMatchObject({
      env: "development",
      port: 8787,
      appUrl: "http://localhost:8787",
      dataDir: ".data",
      database: { kind: "embedded" },
      writer: { kind: "offline" },
      payments: { kind: "sandbox" },
      mailer: { kind: "outbox" },
      logLevel: "info",
    });
    expect(config.securedFields).toBeUndefined();
  });

  it("treats blank values as unset", () => {
    expect(parseConfig({ JWT_SECRET: SECRET, PORT: "  ", DATABASE_URL: "" })).toMatchObject({
      port: 8787,
      database: { kind: "embedded" },
    });
  });

  it("names the variable and the problem in one line", () => {
    const message = problem({ JWT_SECRET: SECRET, PORT: "eighty" });
    expect(message).toBe("Invalid configuration: PORT must be a whole number from 1 to 65535");
    expect(message).not.toContain("\n");
    expect(problem({ JWT_SECRET: SECRET, PORT: "70000" })).toContain("PORT must be a whole number");
    expect(problem({ JWT_SECRET: SECRET, APP_URL: "ftp://x" })).toContain("APP_URL must be an http(s) URL");
    expect(problem({ JWT_SECRET: SECRET, DATABASE_URL: "mysql://x" })).toContain("DATABASE_URL must be a postgres://");
    expect(problem({ JWT_SECRET: "short" })).toContain("JWT_SECRET must be at least 32 characters");
    expect(problem({})).toContain("JWT_SECRET is required");
    expect(problem({ JWT_SECRET: SECRET, LOG_LEVEL: "loud" })).toContain("LOG_LEVEL must be one of");
  });

  it("chooses the production adapters from their settings", () => {
    const config = parseConfig(PRODUCTION);
    expect(config.appUrl).toBe("https://app.example.com");
    expect(config.database).toEqual({ kind: "url", url: PRODUCTION.DATABASE_URL, neonWsProxy: undefined });
    expect(config.payments.kind).toBe("stripe");
    expect(config.mailer.kind).toBe("resend");
    expect(config.writer).toMatchObject({ kind: "openai", model: "gpt-4o-mini" });
  });

  it("keeps every embedded default out of production", () => {
    const { DATABASE_URL, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY, ...rest } = PRODUCTION;
    const message = problem({ ...rest, MAIL_PROVIDER: "outbox", OPENAI_API_KEY: "" });
    expect(message).toContain("DATABASE_URL is required in production");
    expect(message).toContain("STRIPE_SECRET_KEY is required in production");
    expect(message).toContain("outbox mailer is refused");
    expect(message).toContain("offline writer is refused");
  });

  it("accepts an OpenAI-compatible server without a key (a local model)", () => {
    const config = parseConfig({ ...PRODUCTION, OPENAI_API_KEY: "", OPENAI_BASE_URL: "http://localhost:11434/v1" });
    expect(config.writer).toEqual({
      kind: "openai",
      apiKey: undefined,
      baseUrl: "http://localhost:11434/v1",
      apiStyle: "chat",
      model: "gpt-4o-mini",
    });
  });

  it("wants settings that belong together set together", () => {
    expect(problem({ JWT_SECRET: SECRET, STRIPE_SECRET_KEY: "sk_test_1" })).toContain(
      "STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY must be set together with STRIPE_SECRET_KEY",
    );
    expect(problem({ JWT_SECRET: SECRET, SECURED_FIELD_KEY: "00".repeat(32) })).toContain(
      "SECURED_FIELD_KEY and SECURED_FIELD_IV must be set together",
    );
    expect(problem({ JWT_SECRET: SECRET, MAIL_PROVIDER: "resend" })).toContain("MAIL_API_KEY is required");
  });

  it("checks the secured-field key and IV lengths", () => {
    const key = Buffer.alloc(32, 7).toString("base64");
    const iv = "ab".repeat(16);
    expect(parseConfig({ JWT_SECRET: SECRET, SECURED_FIELD_KEY: key, SECURED_FIELD_IV: iv }).securedFields).toEqual({
      key: new Uint8Array(32).fill(7),
      iv: new Uint8Array(16).fill(0xab),
    });
    expect(problem({ JWT_SECRET: SECRET, SECURED_FIELD_KEY: "ab".repeat(16), SECURED_FIELD_IV: iv })).toContain(
      "SECURED_FIELD_KEY must be 32 bytes",
    );
  });
});

describe("decodeBytes", () => {
  it("reads hex and base64", () => {
    expect(decodeBytes("00ff10")).toEqual(Uint8Array.from([0, 255, 16]));
    expect(decodeBytes(Buffer.from([1, 2, 3, 250]).toString("base64"))).toEqual(Uint8Array.from([1, 2, 3, 250]));
    expect(decodeBytes("not base64!")).toBeUndefined();
  });
});

describe("configuration holes that must not pass", () => {
  it("takes PORT only as plain digits", () => {
    expect(problem({ JWT_SECRET: SECRET, PORT: "0x1F90" })).toContain("PORT must be a whole number");
    expect(problem({ JWT_SECRET: SECRET, PORT: "1e3" })).toContain("PORT must be a whole number");
    expect(parseConfig({ JWT_SECRET: SECRET, PORT: "3000" }).port).toBe(3000);
  });

  it("takes MAIL_FROM only as a whole address", () => {
    expect(problem({ JWT_SECRET: SECRET, MAIL_FROM: "Specwright <a@b" })).toContain("MAIL_FROM must be an address");
    expect(parseConfig({ JWT_SECRET: SECRET, MAIL_FROM: "a@b.example" }).mailer.from).toBe("a@b.example");
  });

  it("refuses Stripe test and live keys mixed", () => {
    expect(problem({ ...PRODUCTION, STRIPE_PUBLISHABLE_KEY: "pk_test_abc" })).toContain(
      "must both be test keys or both live keys",
    );
  });

  it("wants https and no local database bridge in production", () => {
    expect(problem({ ...PRODUCTION, APP_URL: "http://app.example.com" })).toContain("APP_URL must be an https://");
    expect(problem({ ...PRODUCTION, NEON_WS_PROXY: "db-proxy.example.com:80" })).toContain(
      "NEON_WS_PROXY must be on this machine",
    );
    expect(parseConfig({ ...PRODUCTION, NEON_WS_PROXY: "127.0.0.1:5433/v2" }).database).toMatchObject({
      neonWsProxy: "127.0.0.1:5433/v2",
    });
  });

  it("lets a request state the time only in tests", () => {
    expect(problem({ ...PRODUCTION, TEST_CLOCK: "header" })).toContain("TEST_CLOCK is for tests only");
    expect(problem({ JWT_SECRET: SECRET, TEST_CLOCK: "header" })).toContain("TEST_CLOCK is for tests only");
    expect(parseConfig({ JWT_SECRET: SECRET, NODE_ENV: "test", TEST_CLOCK: "header" }).testClockHeader).toBe(true);
    expect(parseConfig({ JWT_SECRET: SECRET, NODE_ENV: "test" }).testClockHeader).toBe(false);
  });
});
