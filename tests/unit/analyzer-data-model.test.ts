import { describe, expect, it } from "vitest";
import { buildDataModel } from "#engine/read/data-model";
import { type ParsedEntity, parseEntities } from "#engine/read/entities";
import { PHRASES } from "#engine/read/phrases/index";
import type { TEntity, TRole } from "#shared/blueprint/schema";

const shape = (entities: ParsedEntity[]) =>
  entities.map((entity) => [entity.name, entity.collection, entity.properties.map((property) => property.key)]);

function model(data: string, options: { roles?: TRole[]; sensitive?: string } = {}): TEntity[] {
  return buildDataModel({
    data,
    sensitive: options.sensitive ?? "",
    roles: options.roles ?? [],
    productName: "Acme",
    language: "en",
    phrases: PHRASES.en,
  }).entities;
}

function field(entities: TEntity[], entity: string, key: string) {
  const found = entities
    .find((candidate) => candidate.name === entity)
    ?.fields.find((candidate) => candidate.key === key);
  if (!found)
    throw new Error(
      `${entity}.${key} missing: ${JSON.stringify(entities.map((item) => [item.name, item.fields.map((f) => f.key)]))}`,
    );
  return found;
}

describe("entities from the 'information to keep' answer (q9)", () => {
  it("reads the example answer", () => {
    const text =
      "Clients (name, address, phone), jobs (date, address, crew, status), invoices (amount, due date, paid).";
    expect(shape(parseEntities(text))).toEqual([
      ["Client", "clients", ["name", "address", "phone"]],
      ["Job", "jobs", ["date", "address", "crew", "status"]],
      ["Invoice", "invoices", ["amount", "dueDate", "paid"]],
    ]);
  });

  it("reads one entity per line with a colon or a dash, bare names, 'and' and trailing dots", () => {
    const text =
      "Patients: full name, date of birth, email.\nAppointments - patient, start time\nthe consultation notes and prescriptions.";
    expect(shape(parseEntities(text))).toEqual([
      ["Patient", "patients", ["fullName", "dateOfBirth", "email"]],
      ["Appointment", "appointments", ["patient", "startTime"]],
      ["ConsultationNote", "consultation-notes", []],
      ["Prescription", "prescriptions", []],
    ]);
  });

  it("reads the values listed after 'status:' as one detail, and examples with digits", () => {
    const parsed = parseEntities(
      "Bank transactions (date, amount, status: unmatched, matched, excluded), teams (name, age group U7-U18, coach)",
    );
    expect(shape(parsed)).toEqual([
      ["BankTransaction", "bank-transactions", ["date", "amount", "status"]],
      ["Team", "teams", ["name", "ageGroup", "coach"]],
    ]);
    expect(parsed[0]?.properties[2]?.values).toEqual(["unmatched", "matched", "excluded"]);
    expect(parsed[1]?.properties[1]?.example).toBe("U7-U18");
  });

  it("singularises German and Spanish nouns, keeping their letters", () => {
    expect(shape(parseEntities("Termine (Datum, Status: gebucht, bestätigt, abgesagt)", "de"))).toEqual([
      ["Termin", "termine", ["datum", "status"]],
    ]);
    const [plätze] = parseEntities("Lagerplätze je Lager (Gang, Regal, Fach)", "de");
    expect(plätze?.noun).toBe("Lagerplatz");
    // A German singular in -s keeps it; English plurals in German lose theirs; -ste, -le nouns stay whole.
    const nouns = (text: string) => parseEntities(text, "de").map((entity) => entity.noun);
    expect(nouns("Kurs (Tage, Stufe), Schulen (Name), Kisten (Inhalt), Reports (Datum), Hütten (Nummer)")).toEqual([
      "Kurs",
      "Schule",
      "Kiste",
      "Report",
      "Hütte",
    ]);
    expect(shape(parseEntities("Productores (nombre, teléfono)", "es"))).toEqual([
      ["Productor", "productores", ["nombre", "telefono"]],
    ]);
  });

  it("makes safe identifiers from accents, other scripts and digits", () => {
    const entities = parseEntities("Fichas clínicas (diagnóstico, fecha), 客户 (名字), 3D models (größe)");
    for (const entity of entities) expect(entity.name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    expect(entities[1]?.label).toBe("客户");
  });

  it("survives empty, messy and unbalanced input", () => {
    expect(parseEntities("")).toEqual([]);
    expect(parseEntities(" .;, \n ")).toEqual([]);
    expect(shape(parseEntities("Orders (total, status"))).toEqual([["Order", "orders", ["total", "status"]]]);
    expect(parseEntities(`${"Things (a), ".repeat(30)}`).length).toBeLessThanOrEqual(12);
  });
});

describe("typed fields, relations and enums", () => {
  const roles: TRole[] = [
    { id: "R-1", name: "League admin", permissions: "everything", admin: true },
    { id: "R-2", name: "Coach", permissions: "manage own team", admin: false },
  ];
  const entities = model(
    "Teams (name, age group U7-U18, coach), players (name, date of birth, team, shirt number), matches (home team, away team, kick-off, pitch, status: scheduled, played, postponed, cancelled, approved by, approved at, score)",
    { roles },
  );

  it.each([
    ["Team", "ageGroup", { type: "text", example: "U7-U18" }],
    ["Team", "coachId", { type: "reference", references: "User" }],
    ["Player", "dateOfBirth", { type: "date" }],
    ["Player", "teamId", { type: "reference", references: "Team" }],
    ["Match", "homeTeamId", { type: "reference", references: "Team" }],
    ["Match", "awayTeamId", { type: "reference", references: "Team" }],
    ["Match", "kickOff", { type: "datetime" }],
    ["Match", "status", { type: "enum", values: ["scheduled", "played", "postponed", "cancelled"] }],
    ["Match", "approvedById", { type: "reference", references: "User" }],
    ["Match", "approvedAt", { type: "datetime" }],
    ["Match", "score", { type: "number" }],
    ["User", "role", { type: "enum", values: ["league_admin", "coach"] }],
  ])("%s.%s", (entity, key, expected) => {
    expect(field(entities, entity, key)).toMatchObject(expected);
  });

  it("types money, email, phone, counts, flags and long text", () => {
    const typed = model(
      "Invoices (amount, customer email, phone number, number of items, paid, notes, website, photos)",
    );
    expect(typed[0]?.fields.map((item) => [item.key, item.type, item.list])).toEqual([
      ["amount", "money", false],
      ["customerEmail", "email", false],
      ["phoneNumber", "phone", false],
      ["numberOfItems", "integer", false],
      ["paid", "boolean", false],
      ["notes", "long_text", false],
      ["website", "url", false],
      ["photos", "file", true],
    ]);
  });

  it("never makes up the values of a status the founder did not list", () => {
    // A repair shop's work orders were once given an order's lifecycle (pending, paid, shipped...).
    expect(field(model("Invoices (status)"), "Invoice", "status")).toMatchObject({ type: "text", values: [] });
    expect(field(model("Work orders (problem, status)"), "WorkOrder", "status")).toMatchObject({ type: "text" });
  });

  it("flags what q9a names as sensitive, fields before whole entities", () => {
    const flagged = model("Clients (name, address, phone), notes", {
      sensitive: "Client addresses and phone numbers, and the notes; only the owner may see them.",
    });
    expect(flagged[0]?.fields.map((item) => [item.key, item.sensitive])).toEqual([
      ["name", false],
      ["address", true],
      ["phone", true],
    ]);
    expect(flagged[1]?.fields).toEqual([expect.objectContaining({ key: "name", sensitive: true, assumption: true })]);
  });

  it("reads a reason as no list of what is sensitive, and each sentence on its own", () => {
    const flagged = model(
      "Apiaries with name and location. Hives with name, queen year and status (strong, weak). Orders with buyer and phone.",
      { sensitive: "Apiary locations are private, people steal hives. Buyers' phone numbers." },
    );
    const sensitive = flagged.flatMap((entity) =>
      entity.fields.filter((item) => item.sensitive).map((item) => `${entity.name}.${item.key}`),
    );
    expect(sensitive).toEqual(expect.arrayContaining(["Apiary.location", "Order.phone"]));
    // "people steal hives" says why the locations are private: the hives' fields are not.
    expect(sensitive.filter((name) => name.startsWith("Hive."))).toEqual([]);
  });
});
