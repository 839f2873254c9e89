import { index, integer, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "./columns";
import { users } from "./users";

export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed"]);

/** Every email the product sends, with its delivery state; the outbox mailer's mailbox. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    kind: text().notNull(),
    status: outboxStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: createdAt(),
    sentAt: at(),
  },
  (table) => [index().on(table.createdAt)],
);

/**
 * First-party page views, sent only while the visitor's analytics setting is on (and refused by
 * the server when a signed-in user turned it off). No third party ever sees them.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: "cascade" }),
    path: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.createdAt)],
);
