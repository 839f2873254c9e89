import { index, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
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
    /** The session: one family per sign-in; access tokens carry it as `sid`. */
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

export const authAction = pgEnum("auth_action", ["login", "password_reset", "signup"]);

/**
 * Failed sign-ins and reset requests, counted per email and per client address over a window.
 * Kept in the database so that the limits hold across Workers isolates and Node instances.
 */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: id(),
    action: authAction().notNull(),
    /** Lower-cased email as typed (the account may not exist). */
    email: text().notNull(),
    ip: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index().on(table.action, table.email, table.createdAt),
    index().on(table.action, table.ip, table.createdAt),
  ],
);
