import { z } from "zod";
import { base64ToBytes } from "#shared/auth/secured-fields";

/**
 * Every environment variable the product reads, in one schema. Nothing else reads process.env or
 * Workers bindings: the entries hand their raw environment to parseConfig().
 * Empty strings count as unset, so a blank line in .env does not override a default.
 */

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
const PORT_RULE = "must be a whole number from 1 to 65535";
export const DEFAULT_DATA_DIR = ".data";

const optionalText = (min: number, what: string) =>
  z.string().min(min, `must be at least ${min} characters (${what})`).optional();

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL, such as https://app.example.com" })
  .transform((url) => url.replace(/\/+$/, ""));

const byteString = (bytes: number) =>
  z
    .string()
    .refine((value) => decodeBytes(value)?.length === bytes, {
      error: `must be ${bytes} bytes, written as ${bytes * 2} hex characters or base64`,
    })
    .optional();

export const ZEnv = z.object({
  NODE_ENV: z
    .enum(["development", "test", "production"], { error: "must be development, test or production" })
    .default("development"),
  PORT: z
    .string()
    .regex(/^\d{1,5}$/, PORT_RULE)
    .transform(Number)
    .refine((port) => port >= 1 && port <= 65535, PORT_RULE)
    .default(8787),
  HOST: z
    .string()
    .regex(/^[\w.:-]+$/, "must be an address to listen on, such as 127.0.0.1 or 0.0.0.0")
    .default("127.0.0.1"),
  APP_URL: httpUrl.optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// connection string")
    .optional(),
  NEON_WS_PROXY: z
    .string()
    .regex(/^[\w.-]+(:\d+)?(\/\S*)?$/, "must be host:port[/path] of a WebSocket-to-Postgres proxy")
    .optional(),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  JWT_SECRET: z
    .string({ error: "is required: a random string of at least 32 characters" })
    .min(32, "must be at least 32 characters"),
  OPENAI_API_KEY: optionalText(1, "an API key"),
  OPENAI_BASE_URL: httpUrl.optional(),
  OPENAI_MODEL: z.string().min(1).default("gpt-4o-mini"),
  OPENAI_API_STYLE: z
    .enum(["chat", "responses"], { error: "must be chat (chat-completions) or responses" })
    .default("chat"),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_..., sk_live_... or rk_...)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, "must be a Stripe webhook secret (whsec_...)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_... or pk_live_...)")
    .optional(),
  STRIPE_API_URL: httpUrl.default("https://api.stripe.com"),
  MAIL_PROVIDER: z.enum(["outbox", "resend"], { error: "must be outbox or resend" }).default("outbox"),
  MAIL_API_KEY: optionalText(1, "the mail provider's API key"),
  MAIL_API_URL: httpUrl.default("https://api.resend.com"),
  MAIL_FROM: z
    .string()
    .regex(
      /^(?:[^<>@]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
      "must be an address such as Specwright <hello@example.com>",
    )
    .default("Specwright <no-reply@specwright.local>"),
  SECURED_FIELD_KEY: byteString(32),
  SECURED_FIELD_IV: byteString(16),
  OPERATOR_API_KEY: optionalText(32, "a random string"),
  SIGNUPS_PER_HOUR: z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number of sign-ups per client address per hour")
    .transform(Number)
    .default(20),
  PAYMENT_DECLINES_PER_HOUR: z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number of declined payments per account or address per hour")
    .transform(Number)
    .default(5),
  PAYMENT_ATTEMPTS_PER_DAY: z
    .string()
    .regex(/^\d{1,6}$/, "must be a whole number of unfinished payments per account or address per day")
    .transform(Number)
    .default(20),
  TRUSTED_PROXIES: z
    .string()
    .regex(
      /^\s*[0-9a-fA-F:.]+(\s*,\s*[0-9a-fA-F:.]+)*\s*$/,
      "must be a comma-separated list of IP addresses (the reverse proxies in front of the Node server)",
    )
    .optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  TEST_CLOCK: z.enum(["header"], { error: "must be header (or unset)" }).optional(),
});

export type RawEnv = Record<string, string | undefined>;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Decodes hex (an even number of hex digits) or base64; undefined when it is neither. */
export function decodeBytes(value: string): Uint8Array | undefined {
  if (/^[0-9a-fA-F]+$/.test(value) && value.length % 2 === 0) {
    return Uint8Array.from(value.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
  }
  return base64ToBytes(value);
}
