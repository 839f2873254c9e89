import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkOpenApi } from "../../worker/services/documents/check-openapi";
import { composeDocument, type DocumentInput } from "../../worker/services/writer/offline/compose-document";
import { clinic, FORBIDDEN, taskNest } from "./offline-fixtures";

type OpenApi = {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
  components: {
    schemas: Record<string, { properties?: Record<string, { type?: string; format?: string; enum?: string[] }> }>;
    securitySchemes: { bearerAuth: { type: string; scheme: string; bearerFormat: string; description: string } };
  };
};

/** The YAML text must be valid OpenAPI 3.1 and every $ref must point at something. */
async function validSpec(input: DocumentInput): Promise<OpenApi> {
  const text = composeDocument("openapi", input);
  expect(text).not.toMatch(FORBIDDEN);
  expect(text).not.toMatch(/^\s*[&*]\w|: [&*]\w/m); // no YAML anchors or aliases
  const result = await new Validator().validate(text);
  expect(result.errors).toBeUndefined();
  expect(result.valid).toBe(true);
  // The same gate the document service applies on Workers.
  expect(checkOpenApi(text)).toEqual({ valid: true });
  const spec = parse(text) as OpenApi;
  for (const ref of text.matchAll(/\$ref: "#\/([^"]+)"/g)) {
    const target = (ref[1] ?? "")
      .split("/")
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], spec);
    expect(target, ref[1]).toBeDefined();
  }
  return spec;
}

const CRUD = [
  ["get", "200"],
  ["post", "201"],
] as const;
const ITEM = [
  ["get", "200"],
  ["patch", "200"],
  ["delete", "204"],
] as const;

function expectCrud(spec: OpenApi, collection: string, idParam: string) {
  for (const [method, status] of CRUD)
    expect(spec.paths[`/${collection}`]?.[method]?.responses?.[status]).toBeDefined();
  for (const [method, status] of ITEM) {
    const operation = spec.paths[`/${collection}/{${idParam}}`]?.[method];
    expect(operation?.responses?.[status], `${method} /${collection}/{${idParam}}`).toBeDefined();
    expect(operation?.responses?.["401"]).toBeDefined();
    expect(operation?.responses?.["404"]).toBeDefined();
  }
}

describe("the offline OpenAPI document", () => {
  it("is valid OpenAPI 3.1 for the example answers, with a schema and CRUD paths per entity", async () => {
    const spec = await validSpec(taskNest());
    expect(spec.openapi).toBe("3.1.0");
    expect(spec.info).toMatchObject({ title: "TaskNest API", version: "1.0.0" });
    expect(spec.info.description).toContain("TaskNest helps small cleaning companies");
    expect(spec.servers[0]?.url).toMatch(/^https:\/\//);
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
    expect(spec.components.securitySchemes.bearerAuth.description).toContain("**Cleaner**: see own jobs and check in");
    for (const name of ["Error", "Client", "NewClient", "Job", "NewJob", "Invoice", "NewInvoice", "InvoiceList"]) {
      expect(spec.components.schemas[name], name).toBeDefined();
    }
    expectCrud(spec, "clients", "clientId");
    expectCrud(spec, "jobs", "jobId");
    expectCrud(spec, "invoices", "invoiceId");
    expect(spec.components.schemas.Invoice?.properties).toMatchObject({
      id: { type: "string", format: "uuid" },
      amount: { type: "number" },
      dueDate: { type: "string", format: "date" },
      paid: { type: "boolean" },
    });
    expect(spec.components.schemas.Client?.properties?.phone).toMatchObject({ type: "string" });
  });

  it("is valid for the clinic, with references, listed enum values and unique operation ids", async () => {
    const spec = await validSpec(clinic());
    expect(spec.info.title).toBe("Clínica Sol & Mar API");
    expect(Object.keys(spec.components.schemas).filter((name) => !/^(New|Error)|Update$|List$/.test(name))).toEqual([
      "Patient",
      "Appointment",
      "Doctor",
      "ConsultationNote",
      "Prescription",
    ]);
    expectCrud(spec, "consultation-notes", "consultationNoteId");
    expect(spec.components.schemas.Appointment?.properties).toMatchObject({
      patientId: { type: "string", format: "uuid" },
      doctorId: { type: "string", format: "uuid" },
      status: { enum: ["booked", "confirmed", "cancelled"] },
      startTime: { type: "string" },
      fee: { type: "number" },
    });
    expect(spec.components.schemas.Patient?.properties?.email).toMatchObject({ format: "email" });
    expect(spec.components.schemas.Patient?.properties?.dateOfBirth).toMatchObject({ format: "date" });
    // An entity with no details named still gets a field to tell records apart.
    expect(Object.keys(spec.components.schemas.NewPrescription?.properties ?? {})).toEqual(["name"]);
    const ids = Object.values(spec.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation.operationId ? [operation.operationId] : [])),
    );
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("stays valid for messy data answers: clashing names, other scripts, no details, nothing parsable", async () => {
    for (const q9 of [
      "Error (code), new clients (name), clients (name), client (email)",
      "客户 (名字), 订单, Fichas clínicas (diagnóstico), 3D models",
      "Orders and customers and orders.",
      "...",
      "status (open/closed), Users (is admin, has avatar, avatar, photos, score, age)",
    ]) {
      const input = taskNest();
      await validSpec({ ...input, answers: { ...input.answers, q9 } });
    }
  });
});
