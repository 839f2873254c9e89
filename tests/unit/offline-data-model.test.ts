import { describe, expect, it } from "vitest";
import { type Entity, parseEntities } from "../../worker/services/writer/offline/data-model";
import { propertySchema } from "../../worker/services/writer/offline/property-types";

const shape = (entities: Entity[]) =>
  entities.map((entity) => [entity.name, entity.collection, entity.properties.map((property) => property.key)]);

function schemaOf(text: string, entityName: string, key: string) {
  const entities = parseEntities(text);
  const entity = entities.find((candidate) => candidate.name === entityName);
  const property = entity?.properties.find((candidate) => candidate.key === key);
  if (!entity || !property) throw new Error(`${entityName}.${key} not parsed from ${text}`);
  return propertySchema(property, entity, entities);
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

  it("reads entities without parentheses, joined by 'and', behind an introduction", () => {
    expect(shape(parseEntities("clients, jobs and invoices"))).toEqual([
      ["Client", "clients", []],
      ["Job", "jobs", []],
      ["Invoice", "invoices", []],
    ]);
    expect(shape(parseEntities("Data we keep: orders (total), customers (email)"))).toEqual([
      ["Order", "orders", ["total"]],
      ["Customer", "customers", ["email"]],
    ]);
    expect(shape(parseEntities("Clients: name, phone (mobile or landline)"))).toEqual([
      ["Client", "clients", ["name", "phone"]],
    ]);
  });

  it("merges duplicates and drops repeated or reserved details", () => {
    const entities = parseEntities("Clients (name, id, name, created at); client (phone); CLIENTS (email)");
    expect(shape(entities)).toEqual([["Client", "clients", ["name", "phone", "email"]]]);
  });

  it("makes safe identifiers from accents, other scripts and digits", () => {
    const entities = parseEntities("Fichas clínicas (diagnóstico, fecha), 客户 (名字), 3D models (größe)");
    expect(shape(entities)).toEqual([
      ["FichasClinica", "fichas-clinicas", ["diagnostico", "fecha"]],
      ["Entity2", "entity2s", ["field1"]],
      ["Item3dModel", "3d-models", ["grosse"]],
    ]);
    for (const entity of entities) expect(entity.name).toMatch(/^[A-Za-z][A-Za-z0-9]*$/);
    expect(entities[1]?.label).toBe("客户");
  });

  it("survives empty, messy and unbalanced input", () => {
    expect(parseEntities("")).toEqual([]);
    expect(parseEntities(" .;, \n ")).toEqual([]);
    expect(shape(parseEntities("Orders (total, status"))).toEqual([["Order", "orders", ["total", "status"]]]);
    expect(parseEntities(`${"Things (a), ".repeat(30)}`).length).toBeLessThanOrEqual(12);
  });

  it("reads listed values of a status as an enum", () => {
    const entities = parseEntities("Tickets (status (open, closed)), orders (status: new/paid/shipped)");
    expect(entities.map((entity) => entity.properties[0]?.enumValues)).toEqual([
      ["open", "closed"],
      ["new", "paid", "shipped"],
    ]);
  });
});

describe("property types inferred from names", () => {
  const text =
    "Invoices (amount, due date, paid, paid at, email, phone number, number of items, website, photos, status, notes), crews (name), jobs (crew, status, start time)";

  it.each([
    ["Invoice", "amount", { type: "number" }],
    ["Invoice", "dueDate", { type: "string", format: "date" }],
    ["Invoice", "paid", { type: "boolean" }],
    ["Invoice", "paidAt", { type: "string", format: "date-time" }],
    ["Invoice", "email", { type: "string", format: "email" }],
    ["Invoice", "phoneNumber", { type: "string" }],
    ["Invoice", "numberOfItems", { type: "integer", minimum: 0 }],
    ["Invoice", "website", { type: "string", format: "uri" }],
    ["Invoice", "photos", { type: "array", items: { type: "string", format: "uri" } }],
    ["Invoice", "status", { type: "string", enum: ["draft", "sent", "paid", "overdue", "void"] }],
    ["Invoice", "notes", { type: "string" }],
    ["Job", "crew", { type: "string", format: "uuid" }],
    ["Job", "status", { type: "string", enum: ["scheduled", "in_progress", "completed", "cancelled"] }],
  ])("%s.%s", (entity, key, expected) => {
    expect(schemaOf(text, entity, key)).toMatchObject(expected);
  });

  it("leaves a status plain when the entity has no usual lifecycle", () => {
    expect(schemaOf("Gardens (status)", "Garden", "status")).toEqual({ type: "string" });
  });
});
