import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * The payment sandbox's own PaymentIntents (the embedded default of the Payments port, refused in
 * production). Kept in the database so a 3-D Secure confirmation and a retried request find them.
 */
export const sandboxPaymentIntents = pgTable("sandbox_payment_intents", {
  id: text().primaryKey(),
  idempotencyKey: text().notNull().unique(),
  amount: integer().notNull(),
  currency: text().notNull(),
  status: text().notNull(),
  cardToken: text().notNull(),
  clientSecret: text().notNull(),
  chargeId: text(),
  lastError: text(),
  metadata: jsonb().$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});
