import { asciiWords, pascalCase } from "./identifiers";
import { md } from "./markdown";
import type { EntityNames } from "./openapi-schemas";
import { withArticle } from "./text";

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` });
const json = (name: string) => ({ "application/json": { schema: schemaRef(name) } });

/** Shared responses and parameters, referenced by every operation. */
export function sharedComponents() {
  const error = (description: string) => ({ description, content: json("Error") });
  return {
    parameters: {
      Page: {
        name: "page",
        in: "query",
        description: "Page number, from 1.",
        schema: { type: "integer", minimum: 1, default: 1 },
      },
      PageSize: {
        name: "pageSize",
        in: "query",
        description: "Records per page.",
        schema: { type: "integer", minimum: 1, maximum: 100, default: 20 },
      },
    },
    responses: {
      BadRequest: error("The request is malformed or fails validation."),
      Unauthorized: error("The access token is missing, invalid or expired."),
      Forbidden: error("The caller's role may not do this."),
      NotFound: error("No record has this id."),
    },
  };
}

/** A tag per entity, named like its collection ("Care plans"). */
export function tagOf(names: EntityNames): string {
  const words = names.entity.collection.split("-");
  return words.map((word, index) => (index === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(" ");
}

/**
 * CRUD paths of one entity: /clients (list, create) and /clients/{clientId} (get, update,
 * delete). Updates are PATCH with only the changed fields, as the update schema says.
 */
export function crudPaths(names: EntityNames, collection: string): Record<string, unknown> {
  const { entity } = names;
  const plural = pascalCase(asciiWords(collection)) || names.model;
  const tags = [tagOf(names)];
  const noun = md(entity.noun);
  const idParam = `${names.model.charAt(0).toLowerCase()}${names.model.slice(1)}Id`;
  return {
    [`/${collection}`]: {
      get: {
        tags,
        summary: `List ${md(collection.replace(/-/g, " "))}`,
        operationId: `list${plural}`,
        parameters: [{ $ref: "#/components/parameters/Page" }, { $ref: "#/components/parameters/PageSize" }],
        responses: {
          "200": { description: "A page of records.", content: json(names.list) },
          "400": responseRef("BadRequest"),
          "401": responseRef("Unauthorized"),
        },
      },
      post: {
        tags,
        summary: `Create ${withArticle(noun)}`,
        operationId: `create${names.model}`,
        requestBody: { required: true, content: json(names.create) },
        responses: {
          "201": { description: `The ${noun} created.`, content: json(names.model) },
          "400": responseRef("BadRequest"),
          "401": responseRef("Unauthorized"),
          "403": responseRef("Forbidden"),
        },
      },
    },
    [`/${collection}/{${idParam}}`]: {
      parameters: [
        {
          name: idParam,
          in: "path",
          required: true,
          description: `Id of the ${noun}.`,
          schema: { type: "string", format: "uuid" },
        },
      ],
      get: {
        tags,
        summary: `Get ${withArticle(noun)}`,
        operationId: `get${names.model}`,
        responses: {
          "200": { description: `The ${noun}.`, content: json(names.model) },
          "401": responseRef("Unauthorized"),
          "404": responseRef("NotFound"),
        },
      },
      patch: {
        tags,
        summary: `Update ${withArticle(noun)}`,
        operationId: `update${names.model}`,
        requestBody: { required: true, content: json(names.update) },
        responses: {
          "200": { description: `The ${noun} after the change.`, content: json(names.model) },
          "400": responseRef("BadRequest"),
          "401": responseRef("Unauthorized"),
          "403": responseRef("Forbidden"),
          "404": responseRef("NotFound"),
        },
      },
      delete: {
        tags,
        summary: `Delete ${withArticle(noun)}`,
        operationId: `delete${names.model}`,
        responses: {
          "204": { description: `The ${noun} was deleted.` },
          "401": responseRef("Unauthorized"),
          "403": responseRef("Forbidden"),
          "404": responseRef("NotFound"),
        },
      },
    },
  };
}
