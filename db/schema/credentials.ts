import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "./columns";
import { users } from "./users";

/** Refresh tokens, stored hashed; one family per sign-in, rotated on every use. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid().notNull(),
    tokenHash: text().notNull().unique(),
    createdAt: createdAt(),
    lastUsedAt: at().notNull().defaultNow(),
    /** Absolute end of the family's life, copied from the first token of the family. */
    expiresAt: at().notNull(),
    rotatedAt: at(),
    revokedAt: at(),
  },
  (table) => [index("refresh_tokens_family_idx").on(table.familyId), index().on(table.userId)],
);

export const passwordResets = pgTable(
  "password_resets",
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (table) => [index().on(table.userId)],
);
