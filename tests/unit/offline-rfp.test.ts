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

const SECTIONS = [
  "## 1. Overview",
  "## 2. Goals and success metrics",
  "## 3. Scope of version 1",
  "### Out of scope for version 1",
  "## 4. Users and roles",
  "## 5. Workflows",
  "## 6. Data model",
  "## 7. Integrations",
  "## 8. Non-functional requirements",
  "## 9. Platforms and deliverables",
  "## 10. Timeline and milestones",
  "## 11. Effort estimate",
  "## 12. Questions for vendors",
  "## 13. Evaluation criteria",
  "## 14. How to respond",
  "## 15. Assumptions",
];

describe("the offline RFP", () => {
  it.each([
    ["TaskNest", taskNest],
    ["the clinic", clinic],
  ])("has every section in order, clean text and well-formed tables for %s", (_name, make) => {
    const rfp = render("rfp", make());
    positionsInOrder(rfp, SECTIONS);
    expect(rfp).not.toMatch(FORBIDDEN);
    expect(brokenTableRows(rfp)).toEqual([]);
    expect(rfp.endsWith("\n")).toBe(true);
    expect(rfp).not.toMatch(/\n{3,}/);
  });

  it("lists every requirement of version 1 by id with its priority, roles and estimate, in the founder's order", () => {
    const input = taskNest();
    const blueprint = blueprintOf(input);
    const rfp = render("rfp", input);
    const v1 = blueprint.requirements.filter((item) => item.priority !== "later");
    positionsInOrder(
      rfp,
      v1.map((item) => `| ${item.id} | ${item.title} | `),
    );
    expect(rfp).toContain("| FR-1 | Crew scheduling | Must | Dispatcher, Cleaner |");
    // The founder cuts the QuickBooks export first: Could, priced as an option, not a deliverable.
    expect(rfp).toMatch(/\| FR-\d+ \| Integration: QuickBooks \| Could \|/);
    expect(rfp).toMatch(/\*\*Priced as options \(Could\):\*\* FR-\d+ Integration: QuickBooks/);
    for (const item of v1) {
      expect(rfp).toContain(`### ${item.id} ${item.title} (`);
      expect(rfp).toContain(`| ${item.estimate.development} + ${item.estimate.qa} h |`);
    }
  });

  it("gives each requirement its acceptance criteria and the endpoints that serve it", () => {
    const rfp = render("rfp", taskNest());
    const block = rfp.slice(rfp.indexOf("### FR-1 Crew scheduling"), rfp.indexOf("### FR-2 "));
    expect(block).toContain(
      // TaskNest is priced per company: its Company (the tenant) comes first.
      "**API:** `GET|POST /companies`, `GET|PATCH|DELETE /companies/{companyId}`, `GET|POST /jobs`, `GET|PATCH|DELETE /jobs/{jobId}`, `POST /jobs/{jobId}/assign-crew`",
    );
    expect(block).toMatch(
      /1\. \*\*Given\*\* a Dispatcher is signed in and a job exists, \*\*when\*\* they assign crew for a job, \*\*then\*\* /,
    );
  });

  it("lists Later items only as out of scope, never as deliverables", () => {
    const input = taskNest();
    const blueprint = blueprintOf(input);
    const rfp = render("rfp", input);
    const later = blueprint.requirements.filter((item) => item.priority === "later");
    expect(later.map((item) => item.title)).toEqual(["Payroll", "Inventory of supplies", "Customer loyalty program"]);
    const outOfScope = rfp.slice(rfp.indexOf("### Out of scope for version 1"), rfp.indexOf("## 4."));
    for (const item of later) {
      expect(outOfScope).toContain(`- ${item.id} ${item.title}.`);
      expect(rfp.replace(outOfScope, "")).not.toContain(`${item.id} `);
    }
    const deliverables = rfp.slice(rfp.indexOf("### Deliverables"), rfp.indexOf("## 10."));
    expect(deliverables).not.toMatch(/Payroll|Inventory/);
  });

  it("names the platforms as answered: stores for TaskNest's apps, none for the clinic's web app", () => {
    expect(render("rfp", taskNest())).toContain("An iOS app published on the App Store");
    const clinicRfp = render("rfp", clinic());
    expect(clinicRfp).toContain("The Clínica Sol & Mar web app, responsive, deployed to production");
    expect(clinicRfp).not.toMatch(/App Store|Google Play|installer|natively/);
  });

  it("estimates in development and QA hours, in total and per milestone, beside the budget", () => {
    const input = taskNest();
    const blueprint = blueprintOf(input);
    const rfp = render("rfp", input);
    const development = blueprint.milestones.reduce((sum, milestone) => sum + milestone.estimate.development, 0);
    const qa = blueprint.milestones.reduce((sum, milestone) => sum + milestone.estimate.qa, 0);
    expect(rfp).toContain(`${development} development hours and ${qa} QA hours (**${development + qa} hours**)`);
    for (const milestone of blueprint.milestones) {
      expect(rfp).toContain(`| ${milestone.id} ${milestone.name} |`);
    }
    expect(rfp).toMatch(
      /\*\*Budget:\*\* \$40,000 to \$60,000\. At that budget, the plan comes to about \$\d+–\$\d+ per hour\./,
    );
  });

  it("plans milestones over the stated duration, or says it assumed one", () => {
    expect(render("rfp", taskNest())).toContain("spreads those 17 weeks over 6 milestones");
    expect(render("rfp", clinic())).toMatch(/The dates give no duration, so the plan assumes \d+ weeks/);
  });

  it("weighs the evaluation criteria to 100% and asks the founder's open questions", () => {
    const rfp = render("rfp", clinic());
    const section = rfp.slice(rfp.indexOf("## 13."), rfp.indexOf("## 14."));
    const weights = [...section.matchAll(/\| (\d+)% \|/g)].map((match) => Number(match[1]));
    expect(weights.reduce((sum, weight) => sum + weight, 0)).toBe(100);
    expect(rfp).toContain("Do we need Portuguese and Spanish in the first version? What would you advise?");
  });
});
