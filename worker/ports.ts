import type { Db, DbKind } from "#db/client";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { DocumentKind } from "#shared/documents/kinds";
import type { Answers, BlueprintInput } from "#shared/questionnaire/answers";
import type { TLanguage } from "#shared/schemas/settings";
import type { Config } from "./config/config";
import type { Logger } from "./logging/logger";

/*
 * The app's contract with the outside world: the ports its services call and the adapters behind
 * them implement (worker/adapters/), the deps the two entries (and the tests) build, and the
 * context every service call gets. Types only, importing nothing of the app's own code but its
 * configuration and logger types: services and adapters both depend on this, never the reverse.
 */

/**
 * A database for one request. Workers open a connection pool per request and end it afterwards
 * (release); Node shares one database for the whole process and has nothing to release.
 */
type DatabaseLease = { db: Db; release?: () => Promise<void> };
export type DatabasePort = { kind: DbKind; lease(): Promise<DatabaseLease> };

export type Runtime = "node" | "workers";

/** Everything the app needs from the outside world; the two entries build it. */
export type AppDeps = {
  config: Config;
  runtime: Runtime;
  database: DatabasePort;
  logger: Logger;
  clock: () => Date;
  payments: PaymentsPort;
  writer: WriterPort;
  mailer: MailerPort;
};

/**
 * What every service call gets, built the same way by the REST routes and the tRPC procedures:
 * the request's database, the ports, one clock reading for every time rule of the request, the
 * caller's address (for rate limits) and a way to finish work after the answer (email delivery).
 */
export type ServiceContext = {
  db: Db;
  deps: AppDeps;
  now: Date;
  /** The caller's address as the limits count it: IPv4 as is, IPv6 as its /64 (http/address-key.ts). */
  clientIp: string | null;
  defer(task: Promise<unknown>): void;
};

// The Payments port.

/** A charge of a card token, confirmed at once (Stripe PaymentIntent with confirm=true). */
export type ChargeRequest = {
  amountCents: number;
  cardToken: string;
  /** Sent as Stripe's Idempotency-Key: a retried purchase never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata: { purchase_id: string; user_id: string };
};

export type ChargeOutcome =
  | { status: "succeeded"; paymentIntentId: string; chargeId: string | null }
  | { status: "requires_action"; paymentIntentId: string; clientSecret: string }
  | { status: "declined"; paymentIntentId: string | null; message: string };

/** The part of a Stripe event the app reads (the same JSON from Stripe and from the sandbox). */
export type PaymentEvent = {
  id: string;
  type: string;
  data: { object: Record<string, unknown> };
};

/**
 * The Payments port: Stripe in production, the sandbox (Stripe test mode offline) by default.
 * Both verify webhooks with Stripe's own code, so the webhook route cannot tell them apart.
 */
export type PaymentsPort = {
  kind: "sandbox" | "stripe";
  charge(ctx: ServiceContext, request: ChargeRequest): Promise<ChargeOutcome>;
  /** The event in a webhook delivery; throws when the signature does not verify. */
  verifyWebhook(payload: string, signature: string | undefined, now: Date): Promise<PaymentEvent>;
};

// The Writer port.

export type { Answers };

export type BlueprintRequest = BlueprintInput & { abortSignal?: AbortSignal };

/** A blueprint and who made it: the offline analyzer, or a model (falling back to the analyzer). */
export type BlueprintResult = { blueprint: TBlueprint; model: string };

export type DocumentRequest = {
  kind: DocumentKind;
  blueprint: TBlueprint;
  generatedAt: Date;
  abortSignal?: AbortSignal;
  /** Set for the one repair attempt: the document and what is wrong with it. */
  repair?: { document: string; problems: readonly string[] };
};

/**
 * The Writer port (DESIGN.md): one AI SDK language model behind it, the offline writer by default
 * or an OpenAI-compatible model when one is configured. It builds the blueprint of a product from
 * its answers, then writes each document from that blueprint. `modelName` is stored with each.
 */
export type WriterPort = {
  kind: "offline" | "openai";
  modelName: string;
  suggestFeatures(answers: Answers, language: TLanguage): Promise<string[]>;
  buildBlueprint(request: BlueprintRequest): Promise<BlueprintResult>;
  /** The document's text as it is written; the iterable ends when the model is done. */
  streamDocument(request: DocumentRequest): AsyncIterable<string>;
};

// The Mailer port.

export type Mail = { to: string; subject: string; text: string; html?: string; kind: string };

/**
 * The Mailer port: the outbox (the embedded default, where the outbox table is the mailbox) or an
 * email provider's HTTP API. Every email is written to the outbox first (services/mail/send-mail).
 */
export type MailerPort = {
  kind: "outbox" | "resend";
  /** Whether delivery leaves the process: it then runs after the answer, so no request waits on it. */
  remote: boolean;
  /** Hands one email (its outbox row's id) over; resolves with why it was refused, or null. */
  deliver(mail: Mail & { id: string }): Promise<string | null>;
};
