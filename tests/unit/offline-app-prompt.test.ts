import { describe, expect, it } from "vitest";
import {
  blueprintOf,
  brokenTableRows,
  clinic,
  FORBIDDEN,
  positionsInOrder,
  render,
  taskNest,
} from "./offline-fixtures";

describe("the offline app-builder prompt", () => {
  it.each([
    ["TaskNest", taskNest],
    ["the clinic", clinic],
  ])("is addressed to the builder and built in phases keyed to the requirement ids for %s", (_name, make) => {
    const input = make();
    const blueprint = blueprintOf(input);
    const prompt = render("app_prompt", input);
    expect(prompt).toMatch(/^# Build .+\n\nBuild \*\*/);
    positionsInOrder(prompt, [
      "The backend contract is the OpenAPI document",
      "## Context",
      "## Platforms",
      "## Data model",
      "## Roles and permissions",
      "## Phase 1: Foundation",
      "## Phase 2: Must-have requirements",
      "## Constraints",
      "## Do not build yet",
    ]);
    for (const phase of prompt.split(/\n## Phase \d+/).slice(1)) expect(phase).toMatch(/- \[ \] /);
    // Every requirement of version 1 is built exactly once, with its acceptance criteria.
    for (const item of blueprint.requirements.filter((requirement) => requirement.priority !== "later")) {
      expect(prompt.split(`### ${item.id} `)).toHaveLength(2);
      for (const criterion of item.acceptanceCriteria) expect(prompt).toContain(`then ${criterion.then}`);
    }
    expect(prompt).not.toMatch(FORBIDDEN);
    expect(brokenTableRows(prompt)).toEqual([]);
  });

  it("models the data with foreign keys and points at the OpenAPI document", () => {
    const prompt = render("app_prompt", clinic());
    expect(prompt).toContain(
      "| `appointments` | `patient_id` | link to Patient | required; foreign key → `patients.id` |",
    );
    expect(prompt).toContain("|  | `status` | one of: booked, confirmed, cancelled |  |");
    expect(prompt).toMatch(
      /The backend contract is the OpenAPI document "Clínica Sol & Mar API" generated with this prompt \(\d+ operations\)/,
    );
  });

  it("keeps the platforms exactly as answered", () => {
    const web = render("app_prompt", clinic());
    expect(web).toContain("Only the web app: nothing else is to be built or packaged for version 1.");
    expect(web).not.toMatch(/PWA|home screen|App Store|installer/);
    const apps = render("app_prompt", taskNest());
    expect(apps).toContain("Ship an iOS app from the same codebase");
    expect(apps).toContain("Ship an Android app from the same codebase.");
    expect(apps).not.toMatch(/PWA|home screen/);
  });

  it("builds Could requirements only if time allows, and Later ones never", () => {
    const prompt = render("app_prompt", taskNest());
    const could = prompt.slice(prompt.indexOf("Could-have requirements (only if time allows)"));
    expect(could).toMatch(/\*\*FR-\d+\*\* Integration: QuickBooks/);
    const doNotBuild = prompt.slice(prompt.indexOf("## Do not build yet"));
    expect(doNotBuild).toMatch(/- FR-\d+ Payroll\n- FR-\d+ Inventory of supplies\n- FR-\d+ Customer loyalty program/);
    expect(prompt.replace(doNotBuild, "")).not.toMatch(/Payroll|Inventory of supplies/);
  });
});
