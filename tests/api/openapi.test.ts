import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

describe("/api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document generated from the routes' schemas", async () => {
    const response = await server.fetch("/api/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown> & { paths: Record<string, unknown> };
    const result = await new Validator().validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/api/health");
    expect(JSON.stringify(document.components)).toContain("HealthResponse");
  });
});

describe("/api/docs", () => {
  it("renders the reference page from self-hosted files, with no inline script", async () => {
    const response = await server.fetch("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<script src="/api-docs/swagger-ui-bundle.js"></script>');
    expect(html).toContain('<script src="/api-docs/init.js"></script>');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toContain("https://");
  });
});
