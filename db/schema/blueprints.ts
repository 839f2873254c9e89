import { integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TBlueprint } from "#shared/blueprint/schema";
import { createdAt, id } from "./columns";
import { definitions } from "./definitions";

/**
 * A definition's blueprint, one version per set of answers: built when a document is first
 * generated and again after the answers (or the user's language) change. Documents record the
 * version they were rendered from.
 */
export const blueprints = pgTable(
  "blueprints",
  {
    id: id(),
    definitionId: uuid()
      .notNull()
      .references(() => definitions.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    content: jsonb().$type<TBlueprint>().notNull(),
    /** SHA-256 of the answers, features and language it was built from: another hash means out of date. */
    answersHash: text().notNull(),
    /** The offline analyzer or the model that filled it. */
    model: text().notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("blueprints_definition_version_unique").on(table.definitionId, table.version)],
);
