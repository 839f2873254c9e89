import { sql } from "drizzle-orm";
import { check, index, integer, numeric, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns";
import { definitions } from "./definitions";
import { users } from "./users";

export const purchaseStatus = pgEnum("purchase_status", [
  "pending",
  "requires_action",
  "succeeded",
  "failed",
  "refunded",
]);
export const hourKind = pgEnum("hour_kind", ["development", "qa"]);

/**
 * A purchase of a catalogue package. Owned package counts are derived from succeeded purchases.
 * The user reference is cleared (not cascaded) when an account is deleted: accounting keeps the row.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    packageId: text().notNull(),
    quantity: integer().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default("usd"),
    status: purchaseStatus().notNull().default("pending"),
    stripePaymentIntentId: text().unique(),
    stripeChargeId: text().unique(),
    idempotencyKey: text(),
    /** SHA-256 of the request an Idempotency-Key was first used with; another body with it is refused. */
    requestHash: text(),
    definitionId: uuid().references(() => definitions.id, { onDelete: "set null" }),
    failureMessage: text(),
    /** Set when the purchase is refunded after its entitlement was used (kept for follow-up). */
    flaggedAt: at(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index().on(table.userId),
    uniqueIndex("purchases_user_idempotency_unique").on(table.userId, table.idempotencyKey),
    // The free package once per user, even when two activations race.
    uniqueIndex("purchases_one_free_package")
      .on(table.userId)
      .where(sql`${table.packageId} = 'rfp-free' and ${table.status} = 'succeeded'`),
    check("purchases_quantity_positive", sql`${table.quantity} >= 1`),
    check("purchases_amount_non_negative", sql`${table.amountCents} >= 0`),
  ],
);

/** Hours bought with a dev-week or dev-hours purchase, usable until they expire. */
export const hourBlocks = pgTable(
  "hour_blocks",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purchaseId: uuid()
      .notNull()
      .references(() => purchases.id, { onDelete: "cascade" }),
    developmentHours: numeric({ precision: 8, scale: 2, mode: "number" }).notNull(),
    qaHours: numeric({ precision: 8, scale: 2, mode: "number" }).notNull(),
    expiresAt: at().notNull(),
    /** Set when the purchase is refunded: the unused hours are no longer available. */
    withdrawnAt: at(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId, table.expiresAt)],
);

/** Hours spent against a definition, drawn from the block that expires first. */
export const hourEntries = pgTable(
  "hour_entries",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockId: uuid()
      .notNull()
      .references(() => hourBlocks.id, { onDelete: "cascade" }),
    definitionId: uuid().references(() => definitions.id, { onDelete: "set null" }),
    kind: hourKind().notNull(),
    hours: numeric({ precision: 8, scale: 2, mode: "number" }).notNull(),
    note: text().notNull().default(""),
    /** Set when the block's purchase is refunded after these hours were used. */
    flaggedAt: at(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.blockId), index().on(table.definitionId)],
);

/** Stripe events already applied; the id is written in the same transaction as the event's effect. */
export const stripeEvents = pgTable("stripe_events", {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: createdAt(),
});
