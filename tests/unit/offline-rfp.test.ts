import { describe, expect, it } from "vitest";
import { composeDocument } from "../../worker/services/writer/offline/compose-document";
import { EVALUATION_CRITERIA } from "../../worker/services/writer/offline/rfp-response";
import { brokenTableRows, clinic, FORBIDDEN, positionsInOrder, taskNest } from "./offline-fixtures";

const SECTIONS = [
  "## 1. Overview",
  "## 2. Goals and success metrics",
  "## 3. Scope and prioritised features",
  "### Out of scope for the first version",
  "## 4. Users and roles",
  "## 5. Functional requirements",
  "### 5.1 Key workflows",
  "### 5.2 Critical workflow",
  "### 5.3 Data to keep",
  "### 5.4 Integrations",
  "## 6. Non-functional requirements",
  "## 7. Existing assets",
  "## 8. Deliverables",
  "## 9. Timeline and milestones",
  "## 10. Budget",
  "## 11. Questions for vendors",
  "## 12. Evaluation criteria",
  "## 13. How to respond",
];

describe("the offline RFP", () => {
  it.each([
    ["TaskNest", taskNest],
    ["the clinic", clinic],
  ])("has every section in order, clean text and well-formed tables for %s", (_name, make) => {
    const rfp = composeDocument("rfp", make());
    positionsInOrder(rfp, SECTIONS);
    expect(rfp).not.toMatch(FORBIDDEN);
    expect(brokenTableRows(rfp)).toEqual([]);
    expect(rfp.endsWith("\n")).toBe(true);
    expect(rfp).not.toMatch(/\n{3,}/);
  });

  it("fills the sections from the example answers", () => {
    const rfp = composeDocument("rfp", taskNest());
    expect(rfp.startsWith("# Request for Proposal: TaskNest\n")).toBe(true);
    expect(rfp).toContain("**Issued:** 22 November 2026");
    expect(rfp).toContain("**Responses due:** 6 December 2026");
    for (const text of [
      "TaskNest helps small cleaning companies schedule crews and bill clients from one app.",
      "Paper calendars and WhatsApp groups",
      "| Dispatcher | schedule and assign |",
      "1. Client books a slot.\n2. Dispatcher assigns a crew.\n3. Crew checks in with photos.\n4. Invoice is sent automatically.",
      "| Invoices | amount, due date, paid |",
      "- Twilio for SMS",
      "GDPR and CCPA",
      "200 companies, 3,000 cleaners",
      "Figma designs of the booking flow",
      "The iOS app published on the App Store",
      "The Android app published on Google Play",
      "$40,000 to $60,000",
      "The QuickBooks export and the Android app",
      "Offline check-in for cleaners in basements: how would you address this?",
      "- Monthly churn under 3%",
      "the product owner",
    ]) {
      expect(rfp).toContain(text);
    }
  });

  it("numbers the features in the user's order, the first half must-have", () => {
    const input = taskNest();
    const rfp = composeDocument("rfp", input);
    const rows = input.features.map((feature, index) => `| ${index + 1} | ${feature} | `);
    positionsInOrder(rfp, rows);
    expect(rfp).toContain("| 4 | SMS reminders | Must-have |");
    expect(rfp).toContain("| 5 | Photo check-in | Should-have |");
    expect(rfp).toContain("### Out of scope for the first version\n\n- Payroll\n- Inventory of supplies\n");
  });

  it("plans milestones over the stated duration, or says it assumed one", () => {
    expect(composeDocument("rfp", taskNest())).toContain("spreads those 17 weeks over 6 milestones");
    const clinicRfp = composeDocument("rfp", clinic());
    expect(clinicRfp).toContain("the plan below assumes 16 weeks");
    expect(clinicRfp).toMatch(/\| M6\. Launch and handover \| .* \| Weeks 15-16 \|/);
  });

  it("says the vendor starts from scratch when the owner has no assets", () => {
    const rfp = composeDocument("rfp", clinic());
    expect(rfp).toContain("## 7. Existing assets\n\nNone: the vendor starts from scratch.");
    expect(rfp).not.toContain("build on the existing assets");
  });

  it("uses the clinic's own answers", () => {
    const rfp = composeDocument("rfp", clinic());
    for (const text of [
      "# Request for Proposal: Clínica Sol & Mar",
      "#### Workflow 1: Booking",
      "#### Workflow 2: Rescheduling",
      "| Appointments | patient, doctor, date, start time, status (booked, confirmed, cancelled), fee |",
      "| Prescriptions | Details to be agreed in discovery |",
      "| Receptionist | books and moves appointments for anyone |",
      "- Stripe\n- Twilio\n- Google Calendar",
      "- Video consultations\n- An insurance claims module",
      "€25,000",
      "Do we need Portuguese and Spanish in the first version? What would you advise?",
    ]) {
      expect(rfp).toContain(text);
    }
    // The web app only: no store deliverables and no native-versus-cross-platform question.
    expect(rfp).not.toMatch(/App Store|Google Play|natively/);
  });

  it("weighs the evaluation criteria to 100%", () => {
    expect(EVALUATION_CRITERIA.reduce((sum, [, weight]) => sum + weight, 0)).toBe(100);
    const rfp = composeDocument("rfp", taskNest());
    const section = rfp.slice(rfp.indexOf("## 12."), rfp.indexOf("## 13."));
    const weights = [...section.matchAll(/\| (\d+)% \|/g)].map((match) => Number(match[1]));
    expect(weights.length).toBe(EVALUATION_CRITERIA.length);
    expect(weights.reduce((sum, weight) => sum + weight, 0)).toBe(100);
  });
});
