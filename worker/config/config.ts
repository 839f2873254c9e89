import type { z } from "zod";
import type { SecuredFieldKey } from "#shared/auth/secured-fields";
import { decodeBytes, type LogLevel, type RawEnv, ZEnv } from "./env";

type Env = z.infer<typeof ZEnv>;

export type Config = {
  env: Env["NODE_ENV"];
  /** The address the Node server listens on: this machine only unless HOST says otherwise. */
  host: string;
  port: number;
  appUrl: string;
  dataDir: string;
  database: { kind: "embedded" } | { kind: "url"; url: string; neonWsProxy?: string };
  jwtSecret: string;
  writer:
    | { kind: "offline" }
    | { kind: "openai"; apiKey?: string; baseUrl?: string; model: string; apiStyle: "chat" | "responses" };
  payments:
    | { kind: "sandbox" }
    | { kind: "stripe"; secretKey: string; webhookSecret: string; publishableKey: string; apiUrl: string };
  mailer: { kind: "outbox"; from: string } | { kind: "resend"; from: string; apiKey: string; apiUrl: string };
  /** The spec's secured-field envelope (AES-256-CBC), decoded once at start-up. */
  securedFields?: SecuredFieldKey;
  operatorApiKey?: string;
  /** New accounts one client address may create in an hour. */
  signupsPerHour: number;
  /** Card testing (issue 29): declined payments per account or address in an hour, then 429. */
  paymentDeclinesPerHour: number;
  /** Payments that did not succeed per account or address in a day, then 429. */
  paymentAttemptsPerDay: number;
  /** Reverse proxies whose X-Forwarded-For is believed (Node only; none by default). */
  trustedProxies: readonly string[];
  logLevel: LogLevel;
  /**
   * Tests only (NODE_ENV=test, Workers): a request may say what time it is in `x-test-now`, so the
   * api suite's test clocks reach inside workerd (worker/cloudflare/request-time.ts).
   */
  testClockHeader: boolean;
};

/** Thrown for a bad environment; its message is one line naming the variable and the problem. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}

export function parseConfig(raw: RawEnv): Config {
  const result = ZEnv.safeParse(withoutBlanks(raw));
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const env = result.data;
  const problems = crossFieldProblems(env);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  return toConfig(env);
}

function withoutBlanks(raw: RawEnv): RawEnv {
  return Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ""));
}

/** A bridge without TLS is acceptable only when its traffic never leaves the machine. */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/;

const STRIPE_KEYS = ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_PUBLISHABLE_KEY"] as const;

/** Rules that span variables, including keeping every embedded default out of production. */
function crossFieldProblems(env: Env): string[] {
  const problems: string[] = [];
  const stripeSet = STRIPE_KEYS.filter((key) => env[key]);
  if (stripeSet.length > 0 && stripeSet.length < STRIPE_KEYS.length) {
    const missing = STRIPE_KEYS.filter((key) => !env[key]);
    problems.push(`${missing.join(", ")} must be set together with ${stripeSet.join(", ")}`);
  }
  if (Boolean(env.SECURED_FIELD_KEY) !== Boolean(env.SECURED_FIELD_IV)) {
    problems.push("SECURED_FIELD_KEY and SECURED_FIELD_IV must be set together");
  }
  const modes = new Set(STRIPE_KEYS.map((key) => env[key]?.match(/_(test|live)_/)?.[1]).filter(Boolean));
  if (modes.size > 1)
    problems.push("STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys");
  if (env.MAIL_PROVIDER !== "outbox" && !env.MAIL_API_KEY) {
    problems.push(`MAIL_API_KEY is required when MAIL_PROVIDER is ${env.MAIL_PROVIDER}`);
  }
  if (env.NODE_ENV === "production") problems.push(...productionProblems(env));
  if (env.TEST_CLOCK && env.NODE_ENV !== "test") problems.push("TEST_CLOCK is for tests only (NODE_ENV=test)");
  return problems;
}

function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.APP_URL) problems.push("APP_URL is required in production (links in emails point to it)");
  else if (!env.APP_URL.startsWith("https://")) problems.push("APP_URL must be an https:// address in production");
  if (env.NEON_WS_PROXY && !LOOPBACK.test(env.NEON_WS_PROXY)) {
    problems.push("NEON_WS_PROXY must be on this machine (localhost) in production: it turns off TLS to the database");
  }
  if (!env.DATABASE_URL) problems.push("DATABASE_URL is required in production (the embedded database is refused)");
  if (!env.STRIPE_SECRET_KEY) {
    problems.push("STRIPE_SECRET_KEY is required in production (the payment sandbox is refused)");
  }
  if (env.MAIL_PROVIDER === "outbox") {
    problems.push("MAIL_PROVIDER must name a real email provider in production (the outbox mailer is refused)");
  }
  if (!env.OPENAI_API_KEY && !env.OPENAI_BASE_URL) {
    problems.push("OPENAI_API_KEY or OPENAI_BASE_URL is required in production (the offline writer is refused)");
  }
  return problems;
}

function toConfig(env: Env): Config {
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    dataDir: env.DATA_DIR,
    database: env.DATABASE_URL
      ? { kind: "url", url: env.DATABASE_URL, neonWsProxy: env.NEON_WS_PROXY }
      : { kind: "embedded" },
    jwtSecret: env.JWT_SECRET,
    writer:
      env.OPENAI_API_KEY || env.OPENAI_BASE_URL
        ? {
            kind: "openai",
            apiKey: env.OPENAI_API_KEY,
            baseUrl: env.OPENAI_BASE_URL,
            model: env.OPENAI_MODEL,
            apiStyle: env.OPENAI_API_STYLE,
          }
        : { kind: "offline" },
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET && env.STRIPE_PUBLISHABLE_KEY
        ? {
            kind: "stripe",
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            apiUrl: env.STRIPE_API_URL,
          }
        : { kind: "sandbox" },
    mailer:
      env.MAIL_PROVIDER === "resend" && env.MAIL_API_KEY
        ? { kind: "resend", from: env.MAIL_FROM, apiKey: env.MAIL_API_KEY, apiUrl: env.MAIL_API_URL }
        : { kind: "outbox", from: env.MAIL_FROM },
    securedFields:
      env.SECURED_FIELD_KEY && env.SECURED_FIELD_IV
        ? { key: decodeBytes(env.SECURED_FIELD_KEY) as Uint8Array, iv: decodeBytes(env.SECURED_FIELD_IV) as Uint8Array }
        : undefined,
    operatorApiKey: env.OPERATOR_API_KEY,
    signupsPerHour: env.SIGNUPS_PER_HOUR,
    paymentDeclinesPerHour: env.PAYMENT_DECLINES_PER_HOUR,
    paymentAttemptsPerDay: env.PAYMENT_ATTEMPTS_PER_DAY,
    trustedProxies: (env.TRUSTED_PROXIES ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter(Boolean),
    logLevel: env.LOG_LEVEL,
    testClockHeader: env.TEST_CLOCK === "header",
  };
}
