import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text().notNull(),
    /** Self-describing: scheme, parameters, salt and hash, so the parameters can be raised later. */
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull().default(""),
    settings: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`)],
);
