import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TCorrection, TNotApplicable } from "#shared/blueprint/corrections";
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
    /**
     * For a version rebuilt from the answers: how many of the founder's corrections were applied
     * again, and those that no longer apply (decision 031). A founder's version carries its
     * predecessor's. Null when there was nothing to replay.
     */
    corrections: jsonb().$type<{ applied: number; notApplicable: TNotApplicable[] }>(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("blueprints_definition_version_unique").on(table.definitionId, table.version)],
);

/**
 * The founder's corrections of a blueprint (decision 031): one row per corrected version, the
 * typed corrections diffed from the version it corrected, keyed by natural identity so that a
 * blueprint rebuilt from edited answers gets them applied again, in order.
 */
export const blueprintCorrections = pgTable(
  "blueprint_corrections",
  {
    id: id(),
    definitionId: uuid()
      .notNull()
      .references(() => definitions.id, { onDelete: "cascade" }),
    /** The founder's version these corrections made. */
    blueprintVersion: integer().notNull(),
    corrections: jsonb().$type<TCorrection[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("blueprint_corrections_definition").on(table.definitionId, table.blueprintVersion)],
);
