import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { offlineBlueprint, offlineFeatures } from "#engine";
import {
  addField,
  addIntegration,
  addRecord,
  addRequirement,
  addRole,
  addStep,
  BlueprintEditError,
  deleteField,
  deleteIntegration,
  deleteRecord,
  deleteRequirement,
  deleteRole,
  deleteStep,
  mergeRecords,
  mergeRoles,
  recordToStatusValues,
  renameRecord,
  renameRole,
  retitleRequirement,
  setAcceptanceCriteria,
  setEstimate,
  setPriority,
  setRoleAdmin,
  setRolePermissions,
  statusValuesToRecord,
  updateField,
  updateIntegration,
  updateStep,
} from "#shared/blueprint/edits";
import { danglingReferences, ZBlueprint } from "#shared/blueprint/integrity";
import { PRIORITIES, type TBlueprint } from "#shared/blueprint/schema";
import { estimateTotals, hours } from "#shared/blueprint/totals";
import { QUESTIONS } from "#shared/questionnaire/prompts";
import type { TLanguage } from "#shared/settings/options";

/** The example answers (the questionnaire's placeholders) read by the analyzer: a real blueprint. */
function exampleBlueprint(language: TLanguage = "en"): TBlueprint {
  const answers = { ...Object.fromEntries(QUESTIONS.map((q) => [q.id, q.placeholder])), q18: "No" };
  return offlineBlueprint({ answers, features: offlineFeatures(answers, language), language });
}

function expectValid(blueprint: TBlueprint) {
  const parsed = ZBlueprint.safeParse(blueprint);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  expect(danglingReferences(blueprint)).toEqual([]);
}

const base = exampleBlueprint();
const roleId = (blueprint: TBlueprint, name: string) => blueprint.roles.find((role) => role.name === name)?.id ?? "";

describe("roles", () => {
  it("renames a role, and the access requirement that names it follows", () => {
    // Up to three roles, the access requirement names them (more would make its title a sentence).
    const answers = {
      ...Object.fromEntries(QUESTIONS.map((q) => [q.id, q.placeholder])),
      q7: "Owner: everything; Dispatcher: schedule and assign; Cleaner: see own jobs and check in.",
      q18: "No",
    };
    const three = offlineBlueprint({ answers, features: offlineFeatures(answers, "en"), language: "en" });
    const id = roleId(three, "Dispatcher");
    const next = renameRole(three, id, "Scheduler");
    expectValid(next);
    expect(next.roles.find((role) => role.id === id)?.name).toBe("Scheduler");
    const access = next.requirements.find((item) => item.kind === "access");
    expect(access?.title).toContain("Scheduler");
    expect(access?.title).not.toContain("Dispatcher");
  });

  it("refuses an empty or duplicate name", () => {
    expect(() => renameRole(base, "R-1", "  ")).toThrow(BlueprintEditError);
    expect(() => renameRole(base, "R-1", "dispatcher")).toThrow(/duplicate/);
  });

  it("deletes a role: later ids move up and every reference follows", () => {
    const dispatcher = roleId(base, "Dispatcher");
    const cleaner = roleId(base, "Cleaner");
    const next = deleteRole(base, dispatcher);
    expectValid(next);
    expect(next.roles.map((role) => role.id)).toEqual(next.roles.map((_, index) => `R-${index + 1}`));
    const movedCleaner = roleId(next, "Cleaner");
    expect(movedCleaner).toBe(`R-${Number(cleaner.slice(2)) - 1}`);
    // A requirement that named the cleaner names the cleaner's new id.
    const before = base.requirements.filter((item) => item.roles.includes(cleaner)).map((item) => item.id);
    const after = next.requirements.filter((item) => item.roles.includes(movedCleaner)).map((item) => item.id);
    expect(after).toEqual(before);
    // The dispatcher's workflow step is now the product's.
    const steps = base.workflows.flatMap((flow) => flow.steps);
    const index = steps.findIndex((step) => step.role === dispatcher);
    expect(next.workflows.flatMap((flow) => flow.steps)[index]?.role).toBeNull();
  });

  it("merges two roles: references to the second move to the first, without repeats", () => {
    const owner = roleId(base, "Owner");
    const dispatcher = roleId(base, "Dispatcher");
    const next = mergeRoles(base, owner, dispatcher);
    expectValid(next);
    expect(next.roles).toHaveLength(base.roles.length - 1);
    expect(next.roles.find((role) => role.id === owner)?.permissions).toContain("schedule and assign");
    for (const item of next.requirements) expect(new Set(item.roles).size).toBe(item.roles.length);
    const used = base.requirements.filter((item) => item.roles.includes(dispatcher)).map((item) => item.id);
    for (const id of used) expect(next.requirements.find((item) => item.id === id)?.roles).toContain(owner);
  });

  it("adds a role and changes what it may do", () => {
    const next = setRoleAdmin(
      setRolePermissions(addRole(base, "Auditor"), `R-${base.roles.length + 1}`, "read"),
      "R-1",
      false,
    );
    expectValid(next);
    expect(next.roles.at(-1)).toMatchObject({ name: "Auditor", permissions: "read", admin: false });
  });
});

describe("records", () => {
  it("renames a record: name, nouns, collection and every reference", () => {
    const next = renameRecord(base, "Client", "Customers");
    expectValid(next);
    const customer = next.entities.find((entity) => entity.name === "Customer");
    expect(customer).toMatchObject({ label: "Customers", nouns: { one: "customer", many: "customers" } });
    expect(customer?.collection).toBe("customers");
    expect(next.requirements.some((item) => item.entities.includes("Customer"))).toBe(true);
    const invoice = next.entities.find((entity) => entity.name === "Invoice");
    expect(invoice?.fields.find((field) => field.type === "reference" && field.references === "Customer")).toBeTruthy();
  });

  it("deletes a record: requirements lose it, actions on it and links to it go", () => {
    const next = deleteRecord(base, "Job");
    expectValid(next);
    expect(next.entities.some((entity) => entity.name === "Job")).toBe(false);
    expect(next.actions.some((action) => action.entity === "Job")).toBe(false);
    expect(next.requirements.some((item) => item.entities.includes("Job"))).toBe(false);
  });

  it("turns a record into the status values of another, and back", () => {
    const withVisit = addRecord(base, "Visit states");
    const next = recordToStatusValues(withVisit, "VisitState", "Job", ["Booked", "In progress", "Done"]);
    expectValid(next);
    expect(next.entities.some((entity) => entity.name === "VisitState")).toBe(false);
    const status = next.entities.find((entity) => entity.name === "Job")?.fields.find((f) => f.key === "status");
    expect(status).toMatchObject({ type: "enum", values: ["booked", "in_progress", "done"] });
    const back = statusValuesToRecord(next, "Job", "status", "Job statuses");
    expectValid(back);
    expect(back.entities.at(-1)?.name).toBe("JobStatus");
    const link = back.entities.find((entity) => entity.name === "Job")?.fields.find((f) => f.key === "statusId");
    expect(link).toMatchObject({ type: "reference", references: "JobStatus", values: [] });
  });

  it("refuses status values when fewer than two are given", () => {
    expect(() => recordToStatusValues(base, "Client", "Job", ["one"])).toThrow(/tooFewValues/);
  });

  it("merges two records and edits fields", () => {
    const merged = mergeRecords(base, "Job", "Invoice");
    expectValid(merged);
    expect(merged.entities.find((entity) => entity.name === "Job")?.fields.map((f) => f.key)).toContain("amount");
    const edited = updateField(base, "Job", "status", { type: "enum", values: ["Booked", "Done"], required: true });
    expectValid(edited);
    const linked = updateField(edited, "Job", "crew", { type: "reference", references: "User" });
    expectValid(linked);
    expect(linked.entities.find((e) => e.name === "Job")?.fields.find((f) => f.references === "User")?.key).toBe(
      "crewId",
    );
    expectValid(deleteField(addField(linked, "Job", "notes", "long_text"), "Job", "notes"));
  });
});

describe("requirements", () => {
  it("moves a requirement to Could, to Later and back, with the plan's hours", () => {
    const must = base.requirements.find((item) => item.priority === "must" && item.kind === "capability");
    if (!must) throw new Error("the example has a Must");
    const could = setPriority(base, must.id, "could");
    expectValid(could);
    expect(could.milestones.find((m) => m.kind === "integration")?.requirements).toContain(must.id);
    const later = setPriority(could, must.id, "later");
    expectValid(later);
    expect(hours(estimateTotals(later).plan)).toBe(hours(estimateTotals(base).plan) - hours(must.estimate));
    const back = setPriority(later, must.id, "must");
    expectValid(back);
    expect(hours(estimateTotals(back).plan)).toBe(hours(estimateTotals(base).plan));
  });

  it("adds and deletes requirements, renumbering every reference", () => {
    const added = addRequirement(base, "Customer reviews", "should");
    expectValid(added);
    const next = deleteRequirement(added, "FR-1");
    expectValid(next);
    expect(next.requirements.map((item) => item.id)).toEqual(next.requirements.map((_, i) => `FR-${i + 1}`));
    expect(next.requirements.at(-1)?.title).toBe("Customer reviews");
  });

  it("retitles, sets criteria and estimate", () => {
    let next = retitleRequirement(base, "FR-2", "Booking page");
    next = setAcceptanceCriteria(next, "FR-2", [
      { given: "a client", when: "they book", then: "the slot is held" },
      { given: "a full day", when: "they book", then: "they see the next free day" },
    ]);
    next = setEstimate(next, "FR-2", { development: 50, qa: 10 });
    expectValid(next);
    expect(() => setAcceptanceCriteria(next, "FR-2", [])).toThrow(/criteria/);
  });
});

describe("workflows and integrations", () => {
  it("changes a step's role, text and record, and puts an integration off", () => {
    const flow = base.workflows[0];
    if (!flow) throw new Error("the example has a workflow");
    const index = flow.steps.findIndex((step) => step.action !== null);
    let next = updateStep(base, flow.id, index, { role: "R-1", text: "The owner assigns a crew", record: "Client" });
    next = deleteStep(addStep(next, flow.id, "The client rates the job", "R-4"), flow.id, 0);
    expectValid(next);
    const stripe = next.integrations.findIndex((item) => item.name === "Stripe");
    const later = updateIntegration(next, stripe, { later: true, purpose: "deposits" });
    expectValid(later);
    expect(later.integrations[stripe]).toMatchObject({ later: true, requirements: [] });
    const back = updateIntegration(later, stripe, { later: false });
    expectValid(back);
    expectValid(deleteIntegration(addIntegration(back, "Mailchimp", "newsletters"), back.integrations.length));
  });
});

it.each(["es", "fr", "de"] as const)("edits a blueprint built in %s", (language) => {
  const blueprint = exampleBlueprint(language);
  let next = addRequirement(blueprint, "Extra", "could");
  next = addRecord(next, "Notizen");
  next = renameRole(next, "R-1", "Chef");
  expectValid(next);
});

/** One random edit of a blueprint, as the founder could make it on the Blueprint view. */
const edit = fc.oneof(
  fc.record({ op: fc.constant("renameRole"), i: fc.nat(20), text: fc.string({ minLength: 1, maxLength: 50 }) }),
  fc.record({ op: fc.constant("addRole"), text: fc.string({ minLength: 1, maxLength: 50 }) }),
  fc.record({ op: fc.constant("deleteRole"), i: fc.nat(20) }),
  fc.record({ op: fc.constant("mergeRoles"), i: fc.nat(20), j: fc.nat(20) }),
  fc.record({ op: fc.constant("renameRecord"), i: fc.nat(20), text: fc.string({ minLength: 1, maxLength: 90 }) }),
  fc.record({ op: fc.constant("addRecord"), text: fc.string({ minLength: 1, maxLength: 90 }) }),
  fc.record({ op: fc.constant("deleteRecord"), i: fc.nat(20) }),
  fc.record({ op: fc.constant("mergeRecords"), i: fc.nat(20), j: fc.nat(20) }),
  fc.record({
    op: fc.constant("toStatus"),
    i: fc.nat(20),
    j: fc.nat(20),
    values: fc.array(fc.string({ maxLength: 20 }), { maxLength: 6 }),
  }),
  fc.record({ op: fc.constant("fromStatus"), i: fc.nat(20), text: fc.string({ minLength: 1, maxLength: 40 }) }),
  fc.record({ op: fc.constant("priority"), i: fc.nat(40), p: fc.constantFrom(...PRIORITIES) }),
  fc.record({
    op: fc.constant("addRequirement"),
    text: fc.string({ minLength: 1, maxLength: 130 }),
    p: fc.constantFrom(...PRIORITIES),
  }),
  fc.record({ op: fc.constant("deleteRequirement"), i: fc.nat(40) }),
  fc.record({ op: fc.constant("estimate"), i: fc.nat(40), d: fc.nat(300), q: fc.nat(100) }),
  fc.record({ op: fc.constant("integrationLater"), i: fc.nat(12), later: fc.boolean() }),
  fc.record({ op: fc.constant("step"), i: fc.nat(10), j: fc.nat(20), k: fc.nat(20) }),
);
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function apply(blueprint: TBlueprint, step: Edit): TBlueprint {
  const role = (i: number) => blueprint.roles[i % Math.max(1, blueprint.roles.length)]?.id ?? "R-1";
  const record = (i: number) => blueprint.entities[i % Math.max(1, blueprint.entities.length)]?.name ?? "None";
  const requirement = (i: number) => blueprint.requirements[i % blueprint.requirements.length]?.id ?? "FR-1";
  switch (step.op) {
    case "renameRole":
      return renameRole(blueprint, role(step.i), step.text);
    case "addRole":
      return addRole(blueprint, step.text);
    case "deleteRole":
      return deleteRole(blueprint, role(step.i));
    case "mergeRoles":
      return mergeRoles(blueprint, role(step.i), role(step.j));
    case "renameRecord":
      return renameRecord(blueprint, record(step.i), step.text);
    case "addRecord":
      return addRecord(blueprint, step.text);
    case "deleteRecord":
      return deleteRecord(blueprint, record(step.i));
    case "mergeRecords":
      return mergeRecords(blueprint, record(step.i), record(step.j));
    case "toStatus":
      return recordToStatusValues(blueprint, record(step.i), record(step.j), step.values);
    case "fromStatus": {
      const entity = blueprint.entities.find((item) => item.fields.some((field) => field.type === "enum"));
      const field = entity?.fields.find((item) => item.type === "enum");
      return statusValuesToRecord(blueprint, entity?.name ?? "None", field?.key ?? "none", step.text);
    }
    case "priority":
      return setPriority(blueprint, requirement(step.i), step.p);
    case "addRequirement":
      return addRequirement(blueprint, step.text, step.p);
    case "deleteRequirement":
      return deleteRequirement(blueprint, requirement(step.i));
    case "estimate":
      return setEstimate(blueprint, requirement(step.i), { development: step.d, qa: step.q });
    case "integrationLater":
      return updateIntegration(blueprint, step.i % Math.max(1, blueprint.integrations.length), { later: step.later });
    case "step": {
      const flow = blueprint.workflows[step.i % Math.max(1, blueprint.workflows.length)];
      if (!flow) return blueprint;
      return updateStep(blueprint, flow.id, step.j % flow.steps.length, {
        role: step.k % 3 === 0 ? null : role(step.k),
        record: record(step.k),
      });
    }
  }
}

it("keeps any sequence of edits valid, with no dangling reference", () => {
  fc.assert(
    fc.property(fc.array(edit, { maxLength: 25 }), (steps) => {
      let blueprint = base;
      for (const step of steps) {
        try {
          blueprint = apply(blueprint, step);
        } catch (error) {
          // A refused edit changes nothing; anything else is a bug.
          if (!(error instanceof BlueprintEditError)) throw error;
        }
        const parsed = ZBlueprint.safeParse(blueprint);
        if (!parsed.success) throw new Error(`${step.op}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
        expect(danglingReferences(blueprint)).toEqual([]);
      }
    }),
    { numRuns: 150 },
  );
});
