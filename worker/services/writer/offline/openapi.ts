import { stringify } from "yaml";
import type { Entity } from "./data-model";
import type { DocumentInput } from "./document-input";
import { md } from "./markdown";
import { crudPaths, sharedComponents, tagOf } from "./openapi-paths";
import { entityNames, errorSchema, schemasOf } from "./openapi-schemas";
import { type ProductBrief, readBrief } from "./product-brief";
import { clause, sentence } from "./text";

/** Until the product has a host, servers show where it goes; the vendor replaces it. */
const SERVER_URL = "https://api.example.com/v1";

/**
 * The product's own API as OpenAPI 3.1 YAML: a schema and CRUD paths per entity of q9, bearer
 * JWT security with the roles of q7, and the workflows of q8 in the description for context.
 */
export function composeOpenApi(input: DocumentInput): string {
  const brief = readBrief(input);
  const names = entityNames(brief.entities);
  const collections = uniqueCollections(names.map((entry) => entry.entity.collection));
  const document = {
    openapi: "3.1.0",
    info: {
      title: `${clause(brief.name)} API`,
      version: "1.0.0",
      summary: clause(brief.vision),
      description: description(brief),
    },
    servers: [{ url: SERVER_URL, description: "Example host: replace with the production address." }],
    security: [{ bearerAuth: [] }],
    tags: names.map((entry) => ({ name: tagOf(entry), description: tagDescription(entry.entity) })),
    paths: Object.assign({}, ...names.map((entry, index) => crudPaths(entry, collections[index] ?? ""))),
    components: {
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: rolesText(brief) },
      },
      ...sharedComponents(),
      schemas: Object.assign({ Error: errorSchema() }, ...names.map((entry) => schemasOf(entry, brief.entities))),
    },
  };
  // No anchors or aliases: several OpenAPI tools refuse them, and repeated small objects are clearer.
  return stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
}

function description(brief: ProductBrief): string {
  const flows = brief.workflows.map(
    (flow, index) => `${index + 1}. ${flow.title ? `${md(flow.title)}: ` : ""}${flow.steps.map(md).join(" → ")}`,
  );
  return [
    md(sentence(brief.vision)),
    flows.length > 0 ? `Key workflows this API serves:\n\n${flows.join("\n")}` : "",
    `Security and compliance: ${md(sentence(brief.security))}`,
  ]
    .filter(Boolean)
    .join("\n\n");
}

/** The roles of q7, which the API checks on the `role` claim of the access token. */
function rolesText(brief: ProductBrief): string {
  const roles = brief.roles
    .filter((role) => role.name)
    .map((role) => `- **${md(role.name)}**${role.can ? `: ${md(role.can)}` : ""}`);
  const intro = "A JWT access token. Its `role` claim says what the caller may do; other calls get 403 Forbidden.";
  return roles.length > 0 ? `${intro}\n\nRoles:\n\n${roles.join("\n")}` : intro;
}

/** "Clients: name, address, phone." as the user listed them. */
function tagDescription(entity: Entity): string {
  const details = entity.properties.map((property) => property.label).join(", ");
  return md(sentence(details ? `${entity.label}: ${details}` : entity.label));
}

/** Paths must differ even if two entities pluralise alike; the second gets a number. */
function uniqueCollections(collections: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return collections.map((collection) => {
    const count = (seen.get(collection) ?? 0) + 1;
    seen.set(collection, count);
    return count === 1 ? collection : `${collection}-${count}`;
  });
}
