import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { at, createdAt, id } from "./columns";
import { definitions } from "./definitions";
import { users } from "./users";

/** What a share link opens: one document ("prompt" is the app-builder prompt) or every document there is. */
export const shareKind = pgEnum("share_kind", ["rfp", "pitch", "openapi", "prompt", "bundle"]);

/**
 * Links a founder hands out to read a document without an account (decision 026). The token is
 * stored as its SHA-256 only and the passcode as a PBKDF2 hash; a link ends when it expires or is
 * revoked, and goes with its definition or its owner (cascades).
 */
export const shares = pgTable(
  "shares",
  {
    id: id(),
    definitionId: uuid()
      .notNull()
      .references(() => definitions.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: shareKind().notNull(),
    tokenHash: text().notNull().unique(),
    passcodeHash: text(),
    /** Null: the link never expires. */
    expiresAt: at(),
    revokedAt: at(),
    createdAt: createdAt(),
    viewCount: integer().notNull().default(0),
    lastViewedAt: at(),
    /** Wrong passcodes in the window that started at failedSince (at most 10 per 15 minutes). */
    failedAttempts: integer().notNull().default(0),
    failedSince: at(),
  },
  (table) => [index().on(table.definitionId, table.createdAt), index().on(table.userId)],
);

/**
 * One row per counted view: the page sends one id per page load, so a retried call is not a second
 * view. Holds how long each slide of the deck was on screen during that view (seconds by slide number).
 */
export const shareViews = pgTable(
  "share_views",
  {
    shareId: uuid()
      .notNull()
      .references(() => shares.id, { onDelete: "cascade" }),
    viewId: uuid().notNull(),
    slideSeconds: jsonb().$type<Record<string, number>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.shareId, table.viewId] })],
);
