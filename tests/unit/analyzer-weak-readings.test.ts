import { describe, expect, it } from "vitest";
import { answerReader } from "#engine/read/answer-reader";
import { openQuestions } from "#engine/read/open-questions";
import { PHRASES } from "#engine/read/phrases/index";
import type { TBlueprint, TEntity, TRole } from "#shared/blueprint/schema";
import { blueprintOf, taskNest } from "./offline-fixtures";

/**
 * Issue 39, item 6: a reading the reader is not sure of becomes an open question tied to its
 * answer, not a guess: a role named with a word of no name at its end, rights that hold another
 * person's sentence, a detail named like a status value, a capability that is a fragment.
 */
const base: TBlueprint = blueprintOf(taskNest());
const role = (name: string, permissions: string): TRole => ({ id: "R-1", name, permissions, admin: true });

function asked(language: "en" | "es" | "fr" | "de", change: Partial<Parameters<typeof openQuestions>[0]>) {
  return openQuestions({
    read: answerReader(taskNest().answers),
    product: base.product,
    roles: base.roles,
    entities: base.entities,
    nouns: new Map(),
    workflows: base.workflows,
    capabilities: 3,
    platformAssumed: false,
    raising: false,
    phrases: PHRASES[language],
    requirements: base.requirements,
    language,
    ...change,
  }).map((item) => [item.answer, item.question]);
}

describe("weak readings are asked about", () => {
  it("a role whose name ends in a word of no name, in four languages", () => {
    expect(asked("es", { roles: [role("Jefe de la", "aprueba las compras")] })).toContainEqual([
      "q7",
      "¿Es «Jefe de la» el nombre completo de un rol, o le falta una palabra?",
    ]);
    expect(
      asked("fr", { roles: [role("Responsable du", "tout")] }).some(([, text]) => text?.includes("Responsable du")),
    ).toBe(true);
    expect(
      asked("de", { roles: [role("Leitung der", "alles")] }).some(([, text]) => text?.includes("„Leitung der“")),
    ).toBe(true);
    expect(
      asked("en", { roles: [role("Head of", "everything")] }).some(([, text]) => text?.includes("“Head of”")),
    ).toBe(true);
    expect(
      asked("es", { roles: [role("Jefe de obra", "aprueba las compras")] }).some(([, text]) =>
        text?.includes("nombre completo"),
      ),
    ).toBe(false);
  });

  it("rights that hold another person's sentence, a detail named like a status value", () => {
    const merged = asked("es", {
      roles: [
        role("Jefe de obra", "pide el material y lo recibe en la obra; La encargada de compras cotiza y arma la orden"),
      ],
    });
    expect(merged.some(([answer, text]) => answer === "q7" && text?.includes("La encargada de compras"))).toBe(true);
    const order: TEntity = {
      ...(base.entities[0] as TEntity),
      label: "Orders",
      fields: [
        {
          key: "status",
          label: "status",
          type: "enum",
          list: false,
          values: ["quoted", "approved", "shipped"],
          references: null,
          required: false,
          sensitive: false,
          example: null,
          assumption: false,
        },
        {
          key: "shipped",
          label: "shipped",
          type: "text",
          list: false,
          values: [],
          references: null,
          required: false,
          sensitive: false,
          example: null,
          assumption: false,
        },
      ],
    };
    expect(asked("en", { entities: [order] })).toContainEqual([
      "q9",
      "Is “shipped” a detail of Orders, or one of the values of its status?",
    ]);
  });

  it("a capability of version 1 that is a fragment, not one named in one word", () => {
    const fragment = {
      ...(base.requirements[0] as TBlueprint["requirements"][number]),
      title: "That for",
      priority: "must" as const,
    };
    const named = { ...fragment, title: "Ratings" };
    expect(asked("en", { requirements: [fragment] }).some(([answer]) => answer === "q6")).toBe(true);
    expect(asked("en", { requirements: [named] }).some(([answer]) => answer === "q6")).toBe(false);
  });
});
