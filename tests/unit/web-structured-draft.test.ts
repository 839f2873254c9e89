import { describe, expect, it } from "vitest";
import {
  draftFromText,
  draftProblem,
  draftText,
  emptyDraft,
  emptyRecord,
  emptyRole,
  removeRecord,
  type StructuredDraft,
} from "#web/components/questionnaire/structured/structured-draft.ts";

const LANGUAGES = ["en", "es", "fr", "de"] as const;

function records(draft: StructuredDraft | null) {
  if (draft?.kind !== "data") throw new Error("not a records draft");
  return draft.rows;
}

describe("a structured control's draft", () => {
  it("sends nothing while nothing is filled in, and opens empty from an empty answer", () => {
    for (const kind of ["roles", "data", "integrations", "platforms"] as const) {
      expect(draftText(emptyDraft(kind), "en")).toBe("");
      expect(draftFromText(kind, "  ")?.kind).toBe(kind);
    }
  });

  it("drops rows without a name from the text, and says so while they hold something", () => {
    const rows = [{ ...emptyRole(), name: "Owner", permissions: "everything", admin: true }, emptyRole()];
    const draft: StructuredDraft = { kind: "roles", rows };
    expect(draftText(draft, "en")).toBe("Owner (admin): everything");
    expect(draftProblem(draft)).toBeNull();
    const unnamed: StructuredDraft = { kind: "roles", rows: [...rows, { ...emptyRole(), permissions: "see jobs" }] };
    expect(draftProblem(unnamed)).toBe("unnamedRole");
  });

  it("links records by row, so a link follows a rename and goes with the record it names", () => {
    const client = { ...emptyRecord(), name: "Client", fields: "name, address" };
    const job = { ...emptyRecord(), name: "Job", fields: "date", statusValues: "booked, done", links: [client.key] };
    const draft: StructuredDraft = { kind: "data", rows: [client, job] };
    expect(draftText(draft, "en")).toBe("Client: name, address; Job: date, status (booked, done), link to Client");
    const renamed: StructuredDraft = { kind: "data", rows: [{ ...client, name: "Customer" }, job] };
    expect(draftText(renamed, "en")).toBe(
      "Customer: name, address; Job: date, status (booked, done), link to Customer",
    );
    expect(removeRecord([client, job], client.key)).toEqual([{ ...job, links: [] }]);
  });

  it("comes back from its own text as it was, in every language", () => {
    for (const language of LANGUAGES) {
      const client = { ...emptyRecord(), name: "Client", fields: "name, phone" };
      const job = { ...emptyRecord(), name: "Job", fields: "date", statusValues: "booked, done", links: [client.key] };
      const text = draftText({ kind: "data", rows: [client, job] }, language);
      const back = records(draftFromText("data", text));
      expect(back.map(({ name, fields, statusValues }) => ({ name, fields, statusValues }))).toEqual([
        { name: "Client", fields: "name, phone", statusValues: "" },
        { name: "Job", fields: "date", statusValues: "booked, done" },
      ]);
      expect(back[1]?.links).toEqual([back[0]?.key]);
      expect(draftText({ kind: "data", rows: back }, language)).toBe(text);

      const services: StructuredDraft = {
        kind: "integrations",
        chips: [{ key: "a", service: "Stripe", purpose: "payments", later: false }],
        pending: { service: "QuickBooks", purpose: "", later: true },
      };
      const servicesText = draftText(services, language);
      const servicesBack = draftFromText("integrations", servicesText);
      expect(servicesBack?.kind === "integrations" && servicesBack.chips.map((chip) => chip.service)).toEqual([
        "Stripe",
        "QuickBooks",
      ]);

      const platforms: StructuredDraft = {
        kind: "platforms",
        choice: { web: true, ios: false, android: true, desktop: true, otherChecked: true, other: "smart TV" },
      };
      const platformsText = draftText(platforms, language);
      const platformsBack = draftFromText("platforms", platformsText);
      expect(platformsBack && draftText(platformsBack, language)).toBe(platformsText);
    }
  });

  it("leaves prose to the text box", () => {
    expect(draftFromText("roles", "Owner: everything; Dispatcher: schedule and assign.")).toBeNull();
    expect(draftFromText("data", "Clients (name, address, phone), jobs (date, address, crew, status).")).toBeNull();
  });
});
