import { describe, expect, it } from "vitest";
import { applyCorrections, diffBlueprints, type TCorrection } from "#shared/blueprint/corrections";
import { requirementChanges } from "#shared/blueprint/corrections-match";
import { correctionSummary } from "#shared/blueprint/corrections-summary";
import { danglingReferences, ZBlueprint } from "#shared/blueprint/integrity";
import type { TBlueprint } from "#shared/blueprint/schema";
import { ledgerMatch } from "./blueprint-fixtures";
import { blueprintOf } from "./offline-fixtures";

/** Corrections keyed by natural identity: diffed from a founder's edit, replayed on a rebuilt blueprint. */
const built = () => blueprintOf(ledgerMatch);
/** The same product rebuilt after an unrelated answer changed (the roles and records stay). */
const rebuilt = () =>
  blueprintOf({ ...ledgerMatch, answers: { ...ledgerMatch.answers, q3: "Small accounting firms in the EU." } });
const edit = (blueprint: TBlueprint, change: (copy: TBlueprint) => void): TBlueprint => {
  const copy = structuredClone(blueprint);
  change(copy);
  return ZBlueprint.parse(copy);
};
const role = (blueprint: TBlueprint, name: string) => blueprint.roles.find((item) => item.name === name);
const requirement = (blueprint: TBlueprint, title: string) =>
  blueprint.requirements.find((item) => item.title === title);
const expectWhole = (blueprint: TBlueprint) => {
  expect(ZBlueprint.safeParse(blueprint).success).toBe(true);
  expect(danglingReferences(blueprint)).toEqual([]);
};

describe("diffBlueprints", () => {
  it("is empty for the same blueprint, whatever the order of its keys", () => {
    expect(diffBlueprints(built(), built())).toEqual([]);
    const reordered = JSON.parse(
      JSON.stringify(built(), (_key, value: unknown) =>
        value && typeof value === "object" && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).reverse())
          : value,
      ),
    );
    expect(diffBlueprints(built(), ZBlueprint.parse(reordered))).toEqual([]);
  });

  it("reads a renamed role by its traits, not its id, and its permissions change after the rename", () => {
    const before = built();
    const after = edit(before, (copy) => {
      const accountant = copy.roles[1] as TBlueprint["roles"][number];
      accountant.name = "Bookkeeper";
      accountant.permissions = "imports transactions and approves matches";
    });
    expect(diffBlueprints(before, after)).toEqual([
      { kind: "roleRenamed", from: "Accountant", to: "Bookkeeper" },
      {
        kind: "rolePermissions",
        role: "Bookkeeper",
        from: "imports transactions, approves or rejects matches for assigned clients",
        to: "imports transactions and approves matches",
      },
    ]);
  });

  it("tells a merge of two roles from a deletion", () => {
    const before = built();
    // Client viewer merged into Accountant: its users now have is gone.
    const merged = edit(before, (copy) => {
      copy.roles.pop();
      for (const item of copy.requirements)
        item.roles = [...new Set(item.roles.map((id) => (id === "R-3" ? "R-2" : id)))];
      for (const flow of copy.workflows) for (const step of flow.steps) if (step.role === "R-3") step.role = "R-2";
    });
    expect(diffBlueprints(before, merged)).toContainEqual({
      kind: "roleMerged",
      from: "Client viewer",
      to: "Accountant",
    });
    const deleted = edit(before, (copy) => {
      copy.roles.pop();
      for (const item of copy.requirements) item.roles = item.roles.filter((id) => id !== "R-3");
      for (const flow of copy.workflows) for (const step of flow.steps) if (step.role === "R-3") step.role = null;
    });
    expect(diffBlueprints(before, deleted)).toContainEqual({ kind: "roleDeleted", from: "Client viewer" });
  });

  it("records a status value added, a priority moved and an integration put off", () => {
    const before = built();
    const after = edit(before, (copy) => {
      const invoice = copy.entities.find((entity) => entity.name === "Invoice");
      const status = invoice?.fields.find((field) => field.key === "status");
      if (status) status.values = [...status.values, "disputed"];
      const rules = copy.requirements.find((item) => item.title === "Custom matching rules");
      if (rules) rules.priority = "should";
      const quickbooks = copy.integrations.find((item) => item.name === "QuickBooks Online");
      if (quickbooks) quickbooks.later = true;
    });
    expect(diffBlueprints(before, after)).toEqual([
      {
        kind: "statusValues",
        record: "Invoice",
        field: "status",
        from: ["open", "paid", "overdue"],
        to: ["open", "paid", "overdue", "disputed"],
      },
      { kind: "requirementPriority", requirement: "Custom matching rules", from: "could", to: "should" },
      { kind: "integrationLater", integration: "QuickBooks Online", from: false, to: true },
    ]);
  });
});

describe("applyCorrections", () => {
  it("replays a rename, a merge, a status value and priorities on a rebuilt blueprint, whole", () => {
    const before = built();
    const after = edit(before, (copy) => {
      (copy.roles[1] as TBlueprint["roles"][number]).name = "Bookkeeper";
      const invoice = copy.entities.find((entity) => entity.name === "Invoice");
      const status = invoice?.fields.find((field) => field.key === "status");
      if (status) status.values = [...status.values, "disputed"];
    });
    const corrections = [
      ...diffBlueprints(before, after),
      { kind: "requirementPriority", requirement: "Custom matching rules", from: "could", to: "later" } as const,
      { kind: "requirementPriority", requirement: "Multi-currency", from: "later", to: "could" } as const,
      { kind: "roleMerged", from: "Client viewer", to: "Firm admin" } as const,
    ];
    const result = applyCorrections(rebuilt(), corrections);
    expect(result.notApplicable).toEqual([]);
    expect(result.applied).toHaveLength(corrections.length);
    const blueprint = result.blueprint;
    expectWhole(blueprint);
    expect(blueprint.roles.map((item) => item.name)).toEqual(["Firm admin", "Bookkeeper"]);
    expect(requirement(blueprint, "Match approval queue")?.roles).toEqual([role(blueprint, "Bookkeeper")?.id]);
    expect(requirement(blueprint, "Accounts, sign-in and roles")?.roles).toEqual(["R-1", "R-2"]);
    expect(
      blueprint.entities.find((entity) => entity.name === "Invoice")?.fields.find((field) => field.key === "status")
        ?.values,
    ).toContain("disputed");
    expect(requirement(blueprint, "Custom matching rules")?.priority).toBe("later");
    expect(requirement(blueprint, "Multi-currency")?.priority).toBe("could");
    const planned = blueprint.milestones.flatMap((milestone) => milestone.requirements);
    expect(planned).toContain(requirement(blueprint, "Multi-currency")?.id);
    expect(planned).not.toContain(requirement(blueprint, "Custom matching rules")?.id);
  });

  it("turns a record into status values of another and back", () => {
    const before = built();
    // Customer becomes a status-like enum on Invoice (customer_type), the record itself deleted...
    const corrections: TCorrection[] = [
      { kind: "recordDeleted", from: "Customer" },
      {
        kind: "fieldAdded",
        record: "Invoice",
        to: {
          key: "customerType",
          label: "customer type",
          type: "enum",
          list: false,
          values: ["retail", "business"],
          references: null,
          required: false,
          sensitive: false,
          example: null,
          assumption: false,
        },
      },
    ];
    const one = applyCorrections(before, corrections);
    expect(one.notApplicable).toEqual([]);
    expectWhole(one.blueprint);
    expect(one.blueprint.entities.map((entity) => entity.name)).not.toContain("Customer");
    // ...and back: the founder's next correction, diffed and replayed.
    const back = diffBlueprints(one.blueprint, before);
    expect(back.map((item) => item.kind)).toEqual(expect.arrayContaining(["recordAdded", "fieldRemoved"]));
    const two = applyCorrections(one.blueprint, back);
    expectWhole(two.blueprint);
    expect(two.blueprint.entities.map((entity) => entity.name)).toContain("Customer");
  });

  it("deletes a requirement and a role, renumbering ids and dropping their references", () => {
    const result = applyCorrections(rebuilt(), [
      { kind: "requirementDeleted", from: "Bank feed import via Plaid" },
      { kind: "roleDeleted", from: "Accountant" },
    ]);
    expect(result.notApplicable).toEqual([]);
    expectWhole(result.blueprint);
    expect(result.blueprint.requirements[0]?.id).toBe("FR-1");
    expect(requirement(result.blueprint, "Bank feed import via Plaid")).toBeUndefined();
    expect(result.blueprint.roles.map((item) => [item.id, item.name])).toEqual([
      ["R-1", "Firm admin"],
      ["R-2", "Client viewer"],
    ]);
  });

  it("lists what no longer applies, with why, in the blueprint's language, and applies the rest", () => {
    const result = applyCorrections(rebuilt(), [
      { kind: "roleRenamed", from: "Staff", to: "Crew" },
      { kind: "roleAdded", to: { name: "Accountant", permissions: "", admin: false }, requirements: [] },
      { kind: "roleRenamed", from: "Accountant", to: "Firm admin" },
      { kind: "integrationLater", integration: "Plaid", from: false, to: true },
    ]);
    expect(result.notApplicable.map((item) => item.reason)).toEqual(["missing", "present", "conflict"]);
    expect(result.applied).toEqual([{ kind: "integrationLater", integration: "Plaid", from: false, to: true }]);
    const [missing] = result.notApplicable;
    if (!missing) throw new Error("nothing listed");
    expect(correctionSummary(missing.correction, missing.reason, "en")).toBe(
      'Rename role "Staff" to "Crew": "Staff" is no longer in the answers',
    );
    expect(correctionSummary(missing.correction, missing.reason, "de")).toBe(
      "Rolle „Staff“ in „Crew“ umbenennen: „Staff“ steht nicht mehr in den Antworten",
    );
    expect(correctionSummary(missing.correction, missing.reason, "es")).toContain("ya no está en las respuestas");
    expect(correctionSummary(missing.correction, missing.reason, "fr")).toContain("n’est plus dans les réponses");
  });
});

describe("requirementChanges", () => {
  it("names the requirement ids added, removed and changed between two blueprints", () => {
    const before = built();
    const after = applyCorrections(before, [
      { kind: "requirementPriority", requirement: "Custom matching rules", from: "could", to: "should" },
      { kind: "requirementDeleted", from: "Multi-currency" },
    ]).blueprint;
    expect(requirementChanges(before, after)).toEqual({ added: [], removed: ["FR-10"], changed: ["FR-8"] });
    expect(requirementChanges(before, before)).toEqual({ added: [], removed: [], changed: [] });
  });
});
