import { readFile } from "node:fs/promises";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";
import { checkOpenApi, stripFence } from "#engine/checks/check-openapi";
import { generateValidator, OUTPUT } from "../../scripts/build/openapi-validator";

const minimal = {
  openapi: "3.1.0",
  info: { title: "Shop API", version: "1.0.0" },
  paths: {
    "/items": {
      get: {
        responses: {
          "200": {
            description: "Items",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } },
          },
        },
      },
    },
  },
  components: { schemas: { Item: { type: "object", properties: { id: { type: "string" } } } } },
};

const broken: [string, unknown][] = [
  ["no info", { openapi: "3.1.0", paths: {} }],
  ["a bad response code", { ...minimal, paths: { "/x": { get: { responses: { abc: { description: "x" } } } } } }],
  ["a path without a slash", { ...minimal, paths: { items: {} } }],
  ["a response without a description", { ...minimal, paths: { "/x": { get: { responses: { "200": {} } } } } }],
  [
    "a parameter without `in`",
    { ...minimal, paths: { "/x": { get: { parameters: [{ name: "q" }], responses: {} } } } },
  ],
];

describe("checkOpenApi (the compiled OpenAPI 3.1 schema)", () => {
  it("accepts a valid document in YAML, also inside a Markdown fence", () => {
    expect(checkOpenApi(stringify(minimal))).toEqual({ valid: true });
    expect(checkOpenApi(`\`\`\`yaml\n${stringify(minimal)}\n\`\`\``)).toEqual({ valid: true });
    expect(stripFence("```yaml\na: 1\n```")).toBe("a: 1");
  });

  it.each(broken)("refuses %s, as the reference validator does", async (_name, document) => {
    expect(checkOpenApi(stringify(document))).toMatchObject({ valid: false });
    expect((await new Validator().validate(stringify(document))).valid).toBe(false);
  });

  it("refuses a $ref that resolves to nothing, YAML that does not parse, and another version", () => {
    const dangling = { ...minimal, components: { schemas: {} } };
    expect(checkOpenApi(stringify(dangling))).toEqual({
      valid: false,
      errors: ["$ref #/components/schemas/Item does not resolve"],
    });
    expect(checkOpenApi("openapi: [3.1")).toMatchObject({ valid: false });
    expect(checkOpenApi(stringify({ ...minimal, openapi: "3.0.3" }))).toMatchObject({ valid: false });
  });

  it("is the validator the build script makes today (regenerate with npm run build:openapi-validator)", async () => {
    expect(await readFile(OUTPUT, "utf8")).toBe(await generateValidator());
  });
});
