import { index, integer, pgEnum, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "./columns";

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
