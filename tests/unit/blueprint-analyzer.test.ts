import { describe, expect, it } from "vitest";
import type { TBlueprint, TEntity } from "#shared/blueprint/schema";
import { asciiWords } from "#shared/text/identifiers";
import { ANSWER_SETS, type AnswerSet } from "./blueprint-fixtures";
import { blueprintOf } from "./offline-fixtures";

const lower = (text: string) => text.toLowerCase();
const snake = (value: string) => asciiWords(value).join("_");

function requirementTitled(blueprint: TBlueprint, title: string) {
  const found =
    blueprint.requirements.find((item) => lower(item.title) === lower(title)) ??
    blueprint.requirements.find(
      (item) => lower(item.title).includes(lower(title)) || lower(title).includes(lower(item.title)),
    );
  if (!found)
    throw new Error(`no requirement "${title}" in ${blueprint.requirements.map((item) => item.title).join(" | ")}`);
  return found;
}

function entityNamed(blueprint: TBlueprint, word: string): TEntity {
  const wanted = asciiWords(word).join(" ");
  const found =
    blueprint.entities.find((entity) => asciiWords(entity.label).join(" ") === wanted) ??
    blueprint.entities.find((entity) =>
      asciiWords(entity.label)
        .join(" ")
        .startsWith(wanted.slice(0, Math.max(4, wanted.length - 2))),
    );
  if (!found) throw new Error(`no entity "${word}" in ${blueprint.entities.map((entity) => entity.label).join(" | ")}`);
  return found;
}

function fieldNamed(entity: TEntity, word: string) {
  const wanted = asciiWords(word).join(" ");
  const found = entity.fields.find((field) => asciiWords(field.label).join(" ") === wanted);
  if (!found)
    throw new Error(`no field "${word}" in ${entity.label}: ${entity.fields.map((field) => field.label).join(" | ")}`);
  return found;
}

describe.each(ANSWER_SETS.map((set) => [set.id, set] as [string, AnswerSet]))("the analyzer on %s", (_id, set) => {
  const blueprint = blueprintOf(set);

  it("builds a valid blueprint with every confirmed feature as FR-1..FR-n in the founder's order", () => {
    set.features.forEach((feature, index) => {
      expect(blueprint.requirements[index]?.id).toBe(`FR-${index + 1}`);
      expect(lower(blueprint.requirements[index]?.title ?? "")).toContain(
        lower(feature)
          .replace(/^(?:a|an|the) /, "")
          .slice(0, 12),
      );
    });
    for (const item of blueprint.requirements) expect(item.acceptanceCriteria.length).toBeGreaterThanOrEqual(2);
  });

  it("never makes what the founder would cut first a Must", () => {
    for (const title of set.expected.notMust)
      expect(requirementTitled(blueprint, title).priority, title).not.toBe("must");
  });

  it("puts what the founder put off in Later, out of every milestone", () => {
    const planned = new Set(blueprint.milestones.flatMap((milestone) => milestone.requirements));
    for (const title of set.expected.later) {
      const item = requirementTitled(blueprint, title);
      expect(item.priority, title).toBe("later");
      expect(planned.has(item.id), title).toBe(false);
    }
  });

  it("reads the platforms exactly as answered", () => {
    const { web, ios, android, desktopApp, pwa } = blueprint.platforms;
    expect({ web, ios, android, desktopApp, pwa }).toEqual(set.expected.platforms);
  });

  it("keeps each integration whole, and the ones put off as Later", () => {
    const find = (word: string) =>
      blueprint.integrations.filter((item) =>
        word === "sign-in"
          ? item.kind === "sign_in"
          : lower(item.name).includes(word) || lower(item.name).replace(/\W/g, "").includes(word),
      );
    for (const word of set.expected.integrations) {
      const found = find(word);
      expect(found.length, `${word} in ${blueprint.integrations.map((item) => item.name)}`).toBe(1);
      expect(found[0]?.later, word).toBe(false);
    }
    for (const word of set.expected.laterIntegrations) {
      expect(
        find(word).map((item) => item.later),
        word,
      ).toEqual([true]);
    }
  });

  it("lists the founder's values as enums and links the records that name each other", () => {
    for (const [entity, field, values] of set.expected.enums) {
      const found = fieldNamed(entityNamed(blueprint, entity), field);
      expect(found.type, `${entity}.${field}`).toBe("enum");
      expect(found.values).toEqual(values.map(snake));
    }
    for (const [entity, field, target] of set.expected.relations) {
      const found = fieldNamed(entityNamed(blueprint, entity), field);
      expect(found.type, `${entity}.${field}`).toBe("reference");
      expect(found.references, `${entity}.${field}`).toBe(entityNamed(blueprint, target).name);
    }
  });

  it("reads the ask: an amount only from a founder who is raising", () => {
    if (set.expected.raising === false) {
      expect(blueprint.ask).toMatchObject({ raising: false, amount: null, useOfFunds: [] });
    } else {
      expect(blueprint.ask.raising).toBe(true);
      expect(blueprint.ask.amount?.text).toBe(set.expected.raising.amount);
    }
  });
});
