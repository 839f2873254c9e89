import { index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt } from "./columns";
import { purchases } from "./commerce";
import { users } from "./users";

/**
 * The addresses (as the limits count them: IPv6 by /64) an account has signed in from with its
 * right password, and how many sign-ins it made there in the current minute (decision 015). A
 * known address is let through when strangers' guesses have put the account under guard.
 */
export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    address: text().notNull(),
    lastSignInAt: at().notNull(),
    /** Start of the current one-minute window and the sign-ins counted in it. */
    windowStartedAt: at().notNull(),
    windowSignIns: integer().notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.userId, table.address] })],
);

/**
 * Each card payment a user started, with the address it came from: declines and unfinished
 * attempts are counted per account and per address against card testing (issue 29). What became
 * of it is the purchase's status.
 */
export const paymentAttempts = pgTable(
  "payment_attempts",
  {
    purchaseId: uuid()
      .primaryKey()
      .references(() => purchases.id, { onDelete: "cascade" }),
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    address: text(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId, table.createdAt), index().on(table.address, table.createdAt)],
);
