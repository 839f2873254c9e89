import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { TDocumentCheck } from "#shared/blueprint/check";
import { at, createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

export const definitionPackage = pgEnum("definition_package", [
  "rfpGeneratorPackages",
  "completeDocumentationPackages",
]);
export const definitionStatus = pgEnum("definition_status", ["draft", "in_progress", "complete"]);
export const messageRole = pgEnum("message_role", ["system", "assistant", "user"]);
export const documentKind = pgEnum("document_kind", ["rfp", "pitch", "openapi", "app_prompt"]);
export const documentStatus = pgEnum("document_status", ["generating", "complete", "failed"]);

/** A product definition: the spec's conversation. The package type never changes once bound. */
export const definitions = pgTable(
  "definitions",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    packageType: definitionPackage(),
    /** The purchase whose entitlement this definition consumed (no foreign key: purchases reference us). */
    purchaseId: uuid(),
    status: definitionStatus().notNull().default("draft"),
    name: text().notNull().default(""),
    vision: text().notNull().default(""),
    step: integer().notNull().default(0),
    /** When answers were last edited: documents made before it are out of date. */
    answersEditedAt: at(),
    /** When the founder last corrected the blueprint: documents made before it are out of date too. */
    blueprintEditedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index().on(table.userId, table.updatedAt)],
);

export const messages = pgTable(
  "messages",
  {
    id: id(),
    definitionId: uuid()
      .notNull()
      .references(() => definitions.id, { onDelete: "cascade" }),
    seq: integer().notNull(),
    role: messageRole().notNull(),
    /** The questionnaire prompt an assistant message asks, or a user message answers. */
    promptId: text().notNull(),
    /** For an answer: the assistant message it answers (one answer each, even under retries). */
    replyTo: uuid(),
    content: text().notNull(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: at(),
  },
  (table) => [
    uniqueIndex("messages_definition_seq_unique").on(table.definitionId, table.seq),
    uniqueIndex("messages_one_answer_per_prompt").on(table.replyTo),
  ],
);

/** Earlier versions of an edited answer, kept when the answer changes. */
export const messageRevisions = pgTable(
  "message_revisions",
  {
    id: id(),
    messageId: uuid()
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    content: text().notNull(),
    /** When this version was replaced. */
    replacedAt: createdAt(),
  },
  (table) => [index().on(table.messageId)],
);

/** Every generated version is kept; the newest complete one is current. */
export const documents = pgTable(
  "documents",
  {
    id: id(),
    definitionId: uuid()
      .notNull()
      .references(() => definitions.id, { onDelete: "cascade" }),
    kind: documentKind().notNull(),
    version: integer().notNull(),
    content: text().notNull().default(""),
    status: documentStatus().notNull().default("generating"),
    model: text().notNull(),
    /** What it counted against the monthly limit (1, or 0.5 for a regeneration after edits), and where. */
    cost: numeric({ precision: 3, scale: 1, mode: "number" }).notNull().default(1),
    usageMonth: text().notNull().default(""),
    /** The blueprint version it was rendered from (no foreign key: blueprints reference definitions). */
    blueprintVersion: integer(),
    /** The consistency check against that blueprint: findings and where each requirement appears. */
    check: jsonb().$type<TDocumentCheck>(),
    /** The requirement ids (FR-n) that differ from the blueprint its previous version was rendered from. */
    changes: jsonb().$type<{ added: string[]; removed: string[]; changed: string[] }>(),
    createdAt: createdAt(),
    completedAt: at(),
  },
  (table) => [
    uniqueIndex("documents_definition_kind_version_unique").on(table.definitionId, table.kind, table.version),
  ],
);

/** Documents generated per user per UTC month ('YYYY-MM'); a regeneration counts 0.5. */
export const usageMonths = pgTable(
  "usage_months",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    month: text().notNull(),
    documentsGenerated: numeric({ precision: 6, scale: 1, mode: "number" }).notNull().default(0),
    /** Set by the monthly job at 00:00 UTC on the 1st: the month is over and its count final. */
    closedAt: at(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.month] }),
    check("usage_months_month_format", sql`${table.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
