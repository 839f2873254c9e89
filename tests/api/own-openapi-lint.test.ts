import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operationIdFor } from "#worker/routes/openapi-document";
import { type ApiServer, startApiServer } from "../support/api-server";
import { lintOpenApi } from "../support/redocly-lint";

type Operation = {
  operationId?: string;
  security?: unknown[];
  tags?: string[];
  responses: Record<string, { content?: object }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
  components: { schemas: Record<string, unknown> };
};

let server: ApiServer;
let text: string;
let document: Document;
beforeAll(async () => {
  server = await startApiServer();
  text = await (await server.fetch("/api/openapi.json")).text();
  document = JSON.parse(text) as Document;
});
afterAll(() => server.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

describe("the API's own OpenAPI document", () => {
  it("lints with Redocly's recommended rules without an error", { timeout: 60_000 }, async () => {
    const { errors, warnings } = await lintOpenApi(text);
    expect(errors).toEqual([]);
    // Only three public reads that cannot fail with a 4xx remain as warnings.
    expect(warnings.map((warning) => warning.ruleId)).toEqual(Array(3).fill("operation-4xx-response"));
  });

  it("names every operation once, declares its security (public ones say so) and its tags", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === "string" && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().every(({ op }) => Array.isArray(op.security))).toBe(true);
    const publicOnes = operations()
      .filter(({ op }) => op.security?.length === 0)
      .map(({ method, path }) => `${method} ${path}`);
    expect(publicOnes).toContain("post /api/connect/login");
    expect(publicOnes).not.toContain("get /api/conversations");
    const declared = new Set(document.tags.map((tag) => tag.name));
    expect(operations().every(({ op }) => (op.tags ?? []).every((tag) => declared.has(tag)))).toBe(true);
    expect(operationIdFor("post", "/api/conversations/{id}/update-user-messages")).toBe(
      "postConversationsByIdUpdateUserMessages",
    );
  });

  it("gives the stream a media type and lets nextPrompt be null, as the server sends it", () => {
    const stream = document.paths["/api/conversations/{id}/documents/{kind}/stream"]?.post;
    expect(Object.keys(stream?.responses["200"]?.content ?? {})).toEqual(["application/x-ndjson"]);
    const reply = document.components.schemas.SendMessageResponse as { properties: Record<string, unknown> };
    expect(reply.properties.nextPrompt).toEqual({
      anyOf: [{ $ref: "#/components/schemas/Message" }, { type: "null" }],
    });
  });
});
