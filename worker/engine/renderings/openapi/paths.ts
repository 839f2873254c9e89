import { type Endpoint, idParameter } from "#engine/blueprint/endpoints";
import { oneLine } from "#engine/text/text";
import type { TBlueprint, TEntity } from "#shared/blueprint/schema";
import type { DocumentText } from "../i18n/en";
import { safeText } from "./safe-text";
import { fieldSchema, schemaNames } from "./schemas";

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });
/** Batch verbs whose body is a list of new records. */
const TAKES_ITEMS = /^(?:import|upload)/;

type Context = { blueprint: TBlueprint; text: DocumentText };

/** The paths object: one path item per path, its operations in the endpoints' order. */
export function pathsOf(endpoints: readonly Endpoint[], context: Context): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const item = paths[endpoint.path] ?? pathItem(endpoint, context.text);
    item[endpoint.method] = operation(endpoint, context);
    paths[endpoint.path] = item;
  }
  return paths;
}

function pathItem(endpoint: Endpoint, text: DocumentText): Record<string, unknown> {
  if (!endpoint.path.includes("{")) return {};
  return {
    parameters: [
      {
        name: idParameter(endpoint.entity),
        in: "path",
        required: true,
        description: safeText(text.openapi.idOf(endpoint.entity.nouns.one)),
        schema: { type: "string", format: "uuid" },
      },
    ],
  };
}

function operation(endpoint: Endpoint, context: Context): Record<string, unknown> {
  const base = {
    tags: [endpoint.entity.label],
    operationId: endpoint.operationId,
    "x-requirements": endpoint.requirements,
    ...(endpoint.roles.length > 0 ? { "x-roles": endpoint.roles } : {}),
  };
  const details = endpoint.kind === "action" ? actionOperation(endpoint, context) : crudOperation(endpoint, context);
  const description = safeText([details.description, rolesNote(endpoint, context.text)].filter(Boolean).join(" "));
  return { ...base, summary: oneLine(details.summary), ...(description ? { description } : {}), ...details.body };
}

type Details = { summary: string; description: string; body: Record<string, unknown> };

function crudOperation(endpoint: Endpoint, { text }: Context): Details {
  const { entity } = endpoint;
  const names = schemaNames(entity);
  const o = text.openapi;
  const one = entity.nouns.one;
  switch (endpoint.kind) {
    case "list": {
      const filters = filterParameters(entity, text);
      return {
        summary: o.list(entity.nouns.many),
        description: o.listDescription(entity.nouns.many, filters.map((filter) => filter.name).join(", ")),
        body: {
          parameters: [
            { $ref: "#/components/parameters/Page" },
            { $ref: "#/components/parameters/PageSize" },
            ...filters,
          ],
          responses: {
            "200": { description: o.pageOf(entity.nouns.many), content: json(schemaRef(names.list)) },
            "400": responseRef("BadRequest"),
            "401": responseRef("Unauthorized"),
          },
        },
      };
    }
    case "create":
      return {
        summary: o.create(one),
        description: entity.description,
        body: {
          requestBody: { required: true, content: json(schemaRef(names.create)) },
          responses: {
            "201": { description: o.created(one), content: json(schemaRef(names.model)) },
            "400": responseRef("BadRequest"),
            "401": responseRef("Unauthorized"),
            "403": responseRef("Forbidden"),
          },
        },
      };
    case "get":
      return {
        summary: o.get(one),
        description: entity.description,
        body: {
          responses: {
            "200": { description: o.found(one), content: json(schemaRef(names.model)) },
            "401": responseRef("Unauthorized"),
            "404": responseRef("NotFound"),
          },
        },
      };
    case "update":
      return {
        summary: o.update(one),
        description: o.updateDescription,
        body: {
          requestBody: { required: true, content: json(schemaRef(names.update)) },
          responses: {
            "200": { description: o.changed(one), content: json(schemaRef(names.model)) },
            "400": responseRef("BadRequest"),
            "401": responseRef("Unauthorized"),
            "403": responseRef("Forbidden"),
            "404": responseRef("NotFound"),
          },
        },
      };
    default:
      return {
        summary: o.remove(one),
        description: entity.description,
        body: {
          responses: {
            "204": { description: o.deleted(one) },
            "401": responseRef("Unauthorized"),
            "403": responseRef("Forbidden"),
            "404": responseRef("NotFound"),
          },
        },
      };
  }
}

/**
 * A workflow endpoint: an item action answers with the record (409 when its status does not
 * allow it); a batch action with the records it added or changed; "assign" takes the id of what
 * it assigns; "import" takes the new records.
 */
function actionOperation(endpoint: Endpoint, { blueprint, text }: Context): Details {
  const action = endpoint.action;
  if (!action) throw new Error("an action endpoint without its action");
  const { entity } = endpoint;
  const names = schemaNames(entity);
  const o = text.openapi;
  const step = blueprint.workflows
    .flatMap((flow) => flow.steps.map((item) => ({ flow, item })))
    .find(({ item }) => item.action === action.id);
  const description = [
    action.sets ? o.sets(action.sets.field, action.sets.value) : "",
    step ? o.step(step.flow.name, step.item.text) : "",
  ]
    .filter(Boolean)
    .join(" ");
  const attached = attachedField(action.verb, entity);
  const errors = {
    ...(attached || TAKES_ITEMS.test(action.verb) ? { "400": responseRef("BadRequest") } : {}),
    "401": responseRef("Unauthorized"),
    "403": responseRef("Forbidden"),
    ...(action.scope === "item" ? { "404": responseRef("NotFound") } : {}),
    ...(action.sets ? { "409": responseRef("Conflict") } : {}),
  };
  const requestBody = attached
    ? {
        required: true,
        content: json({
          type: "object",
          required: [attached.key],
          properties: { [attached.key]: fieldSchema({ ...attached, list: false }, text) },
          additionalProperties: false,
        }),
      }
    : TAKES_ITEMS.test(action.verb)
      ? {
          required: true,
          content: json({
            type: "object",
            required: ["items"],
            properties: {
              items: { type: "array", minItems: 1, description: o.batchItems, items: schemaRef(names.create) },
            },
          }),
        }
      : undefined;
  const ok =
    action.scope === "item"
      ? { description: o.changed(entity.nouns.one), content: json(schemaRef(names.model)) }
      : action.verb.startsWith("export")
        ? { description: o.exported, content: { "text/csv": { schema: { type: "string" } } } }
        : {
            description: o.batchResult,
            content: json({
              type: "object",
              required: ["items", "count"],
              properties: {
                items: { type: "array", items: schemaRef(names.model) },
                count: { type: "integer", minimum: 0 },
              },
            }),
          };
  return {
    summary: action.label,
    description,
    body: { ...(requestBody ? { requestBody } : {}), responses: { "200": ok, ...errors } },
  };
}

/** "assign-referee" on a match sets its refereeId; "assign-crew" on a job its crew. */
function attachedField(verb: string, entity: TEntity) {
  const [head, ...rest] = verb.split("-");
  if (!head || !/^(?:assign|add|invite|set|attach|link)$/.test(head) || rest.length === 0) return undefined;
  const key = rest.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join("");
  return entity.fields.find((field) => field.key === key || field.key === `${key}Id` || field.key === `${key}Ids`);
}

/** Query filters of a list: its enums and its links to other records. */
function filterParameters(entity: TEntity, text: DocumentText): Record<string, unknown>[] {
  return entity.fields
    .filter((field) => !field.list && (field.type === "enum" || field.type === "reference"))
    .slice(0, 6)
    .map((field) => ({
      name: field.key,
      in: "query",
      required: false,
      description: safeText(text.openapi.filter(field.label)),
      schema: field.type === "enum" ? { type: "string", enum: field.values } : { type: "string", format: "uuid" },
    }));
}

function rolesNote(endpoint: Endpoint, text: DocumentText): string {
  return endpoint.roles.length > 0 ? text.openapi.rolesAllowed(text.list(endpoint.roles)) : "";
}

/** Whether any endpoint needs the New<Entity> body: a create, or an import of new records. */
export function needsCreateSchema(entity: TEntity, endpoints: readonly Endpoint[]): boolean {
  return endpoints.some(
    (endpoint) =>
      endpoint.entity === entity &&
      (endpoint.kind === "create" || (endpoint.action !== null && TAKES_ITEMS.test(endpoint.action.verb))),
  );
}

export function needsConflict(endpoints: readonly Endpoint[]): boolean {
  return endpoints.some((endpoint) => endpoint.action?.sets);
}
