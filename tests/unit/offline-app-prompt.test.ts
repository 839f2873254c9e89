import { describe, expect, it } from "vitest";
import { composeDocument } from "../../worker/services/writer/offline/compose-document";
import { brokenTableRows, clinic, FORBIDDEN, positionsInOrder, taskNest } from "./offline-fixtures";

describe("the offline app-builder prompt", () => {
  it.each([
    ["TaskNest", taskNest],
    ["the clinic", clinic],
  ])("is addressed to the builder and built in phases with acceptance criteria for %s", (_name, make) => {
    const input = make();
    const prompt = composeDocument("app_prompt", input);
    expect(prompt).toMatch(/^# Build .+\n\nBuild \*\*/);
    positionsInOrder(prompt, [
      "## Context",
      "## Tech and UX guidance",
      "## Data model",
      "## Roles and permissions",
      "## Phase 1: Foundation",
      "## Phase 2: Core features",
      "## Phase 3: More features",
      "## Phase 4: Integrations, polish and tests",
      "## Constraints",
    ]);
    const phases = prompt.split(/\n## Phase \d+/).slice(1);
    expect(phases).toHaveLength(4);
    for (const phase of phases) expect(phase).toMatch(/### Acceptance criteria\n\n- \[ \] /);
    // Every feature is built once, in the user's order, across the feature phases.
    positionsInOrder(
      prompt,
      input.features.map((feature) => `- **${feature}**\n`),
    );
    expect(prompt).not.toMatch(FORBIDDEN);
    expect(brokenTableRows(prompt)).toEqual([]);
  });

  it("carries the example answers into context, data model, roles and constraints", () => {
    const prompt = composeDocument("app_prompt", taskNest());
    for (const text of [
      "Build **TaskNest**, a web application.",
      "Maria, owner-dispatcher",
      "| Invoices (`invoices`) | `amount` (number), `due_date` (date), `paid` (boolean) |",
      "| Dispatcher | schedule and assign |",
      "let an Owner change other users' roles",
      "Follow the existing design assets: Figma designs of the booking flow",
      "installed on a phone's home screen (PWA)",
      "The critical workflow works flawlessly: Booking to assignment",
      "A user can complete the workflow end to end: Client books a slot → dispatcher assigns a crew → crew checks in with photos → invoice is sent automatically.",
      "Connect **Google Calendar**",
      "GDPR and CCPA, card data handled by Stripe only",
      "**Do not build yet:** payroll, inventory of supplies, a customer loyalty program.",
      "**Design for:** offline check-in for cleaners in basements.",
    ]) {
      expect(prompt).toContain(text);
    }
    // Stripe is already a listed feature, so the last phase does not connect it a second time.
    expect(prompt).not.toContain("Connect **Stripe for payments**");
  });

  it("models the clinic's data with references and its own values", () => {
    const prompt = composeDocument("app_prompt", clinic());
    expect(prompt).toContain(
      "| Appointments (`appointments`) | `patient_id` (Patient id), `doctor_id` (Doctor id), `date` (date), `start_time` (time (HH:MM)), `status` (one of: booked, confirmed, cancelled), `fee` (number) |",
    );
    expect(prompt).toContain("Keep the interface calm and clear");
    expect(prompt).not.toContain("PWA");
    expect(prompt).toContain("- **SMS & email reminders**");
    expect(prompt).toContain(
      "A user can complete the Rescheduling workflow end to end: patient opens the link in the reminder → picks a new slot → the doctor's calendar updates.",
    );
  });
});
