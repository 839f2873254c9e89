import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { checkOpenApi } from "#engine/checks/check-openapi";
import { blueprintOf, clinic, type DocumentInput, FORBIDDEN, render, taskNest } from "./offline-fixtures";

type Operation = {
  operationId?: string;
  "x-requirements"?: string[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
type OpenApi = {
  openapi: string;
  info: { title: string; version: string; description: string; license: unknown };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { required?: string[]; properties?: Record<string, Record<string, unknown>> }>;
    securitySchemes: { bearerAuth: { type: string; scheme: string; bearerFormat: string } };
  };
};

/** The YAML text must be valid OpenAPI 3.1 and every $ref must point at something. */
async function validSpec(input: DocumentInput): Promise<OpenApi> {
  const text = render("openapi", input);
  expect(text).not.toMatch(FORBIDDEN);
  expect(text).not.toMatch(/^\s*[&*]\w|: [&*]\w/m); // no YAML anchors or aliases
  const result = await new Validator().validate(text);
  expect(result.errors).toBeUndefined();
  expect(checkOpenApi(text)).toEqual({ valid: true });
  return parse(text) as OpenApi;
}

const operations = (spec: OpenApi) =>
  Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => method !== "parameters")
      .map(([method, operation]) => ({ path, method, operation })),
  );

describe("the offline OpenAPI document", () => {
  it("has a schema per entity with relations, enums, formats and examples", async () => {
    const spec = await validSpec(clinic());
    expect(spec.openapi).toBe("3.1.0");
    expect(spec.info).toMatchObject({ title: "Clínica Sol & Mar API", version: "1.0.0" });
    expect(spec.servers[0]?.url).toBe("/v1");
    expect(spec.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
    expect(spec.components.schemas.Appointment?.properties).toMatchObject({
      patientId: { type: "string", format: "uuid", "x-references": "Patient", examples: [expect.any(String)] },
      doctorId: { type: "string", format: "uuid", "x-references": "Doctor" },
      status: { type: "string", enum: ["booked", "confirmed", "cancelled"], examples: ["booked"] },
      fee: { type: "number", format: "double" },
      date: { type: "string", format: "date", examples: ["2026-03-14"] },
    });
    expect(spec.components.schemas.Appointment?.required).toEqual(["id", "patientId", "createdAt", "updatedAt"]);
    expect(spec.components.schemas.Patient?.properties?.email).toMatchObject({ format: "email" });
    expect(spec.components.schemas.Prescription?.properties?.name).toMatchObject({ "x-sensitive": true });
  });

  it("adds workflow endpoints to CRUD, each operation with an operationId and the requirements it serves", async () => {
    const input = taskNest();
    const blueprint = blueprintOf(input);
    const spec = await validSpec(input);
    expect(spec.paths["/jobs/{jobId}/assign-crew"]?.post).toMatchObject({
      operationId: "assignCrew",
      requestBody: { required: true },
    });
    expect(spec.paths["/invoices/{invoiceId}/send"]?.post?.operationId).toBe("sendInvoice");
    const all = operations(spec);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const v1 = new Set(blueprint.requirements.filter((item) => item.priority !== "later").map((item) => item.id));
    for (const { path, method, operation } of all) {
      expect(operation.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(operation["x-requirements"]?.length, `${method} ${path}`).toBeGreaterThan(0);
      for (const id of operation["x-requirements"] ?? []) expect(v1.has(id), `${method} ${path} -> ${id}`).toBe(true);
    }
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
      const spec = await validSpec({ ...input, answers: { ...input.answers, q9 } });
      expect(Object.keys(spec.paths).length, q9).toBeGreaterThan(0);
    }
  });
});
