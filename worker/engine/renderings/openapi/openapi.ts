import { stringify } from "yaml";
import { oneLine, sentence } from "#engine/text/text";
import type { RenderInput } from "../render-input";
import { needsConflict, needsCreateSchema, pathsOf } from "./paths";
import { safeText } from "./safe-text";
import { entitySchemas, errorSchema } from "./schemas";

/**
 * The product's own API as OpenAPI 3.1 YAML: a schema per entity with its relations, enums,
 * formats and examples; CRUD where it makes sense and an endpoint per workflow action; bearer
 * JWT security with the roles; every operation with an operationId and `x-requirements`. It
 * validates against the 3.1 schema and lints clean under Redocly's recommended rules.
 */
export function composeOpenApi(input: RenderInput): string {
  const { blueprint, text, endpoints } = input;
  const o = text.openapi;
  const document = {
    openapi: "3.1.0",
    info: {
      title: oneLine(o.title(blueprint.product.name)),
      version: "1.0.0",
      ...(blueprint.product.oneLiner ? { summary: oneLine(blueprint.product.oneLiner) } : {}),
      description: description(input),
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: "/v1", description: o.server }],
    security: [{ bearerAuth: [] }],
    tags: blueprint.entities.map((entity) => ({
      name: entity.label,
      description: safeText(o.tag(entity.label, entity.fields.map((field) => field.label).join(", "))),
    })),
    paths: pathsOf(endpoints, { blueprint, text }),
    components: {
      securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: o.bearer } },
      parameters: {
        Page: { name: "page", in: "query", description: o.page, schema: { type: "integer", minimum: 1, default: 1 } },
        PageSize: {
          name: "pageSize",
          in: "query",
          description: o.pageSize,
          schema: { type: "integer", minimum: 1, maximum: 100, default: 20 },
        },
      },
      responses: responses(input),
      schemas: Object.assign(
        { Error: errorSchema(text) },
        ...blueprint.entities.map((entity) => entitySchemas(entity, text, needsCreateSchema(entity, endpoints))),
      ),
    },
  };
  // No anchors or aliases: several OpenAPI tools refuse them, and repeated small objects are clearer.
  return stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
}

function responses({ text, endpoints }: RenderInput) {
  const e = text.openapi.errors;
  const error = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  });
  return {
    BadRequest: error(e.badRequest),
    Unauthorized: error(e.unauthorized),
    Forbidden: error(e.forbidden),
    NotFound: error(e.notFound),
    ...(needsConflict(endpoints) ? { Conflict: error(e.conflict) } : {}),
  };
}

/** The vision, the workflows with their steps, the roles and the security requirements. */
function description({ blueprint, text }: RenderInput): string {
  const o = text.openapi;
  const flows = blueprint.workflows.map(
    (flow) => `- **${flow.id} ${flow.name}**: ${flow.steps.map((step) => step.text).join(" → ")}`,
  );
  const roles = blueprint.roles.map((role) => `- **${role.name}**${role.permissions ? `: ${role.permissions}` : ""}`);
  const security = blueprint.nonFunctional
    .filter((item) => ["security", "privacy", "compliance"].includes(item.area))
    .map((item) => `- ${item.id}: ${item.requirement}`);
  return [
    sentence(blueprint.product.oneLiner),
    flows.length > 0 ? `${o.workflows}:\n\n${flows.join("\n")}` : "",
    roles.length > 0 ? `${o.roles}:\n\n${roles.join("\n")}` : "",
    security.length > 0 ? `${o.security}:\n\n${security.join("\n")}` : "",
  ]
    .filter(Boolean)
    .map((part) => part.split("\n").map(safeText).join("\n"))
    .join("\n\n");
}
