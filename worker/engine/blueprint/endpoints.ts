import { roleNames } from "#shared/blueprint/roles";
import type { TAction, TBlueprint, TEntity } from "#shared/blueprint/schema";

type EndpointKind = "list" | "create" | "get" | "update" | "delete" | "action";

/** One operation of the product's API, as the OpenAPI document, the RFP and the prompt name it. */
export type Endpoint = {
  method: "get" | "post" | "patch" | "delete";
  path: string;
  operationId: string;
  kind: EndpointKind;
  entity: TEntity;
  action: TAction | null;
  /** Requirements of version 1 it serves (never Later ones). */
  requirements: string[];
  /** The names of the roles that use it. */
  roles: string[];
};

/**
 * The API of a blueprint: CRUD where it makes sense (no create for records only a batch action
 * makes, such as imported transactions or suggested matches) and an endpoint per action, each
 * traced to the requirements it serves. Computed, never stored: every rendering gets the same.
 */
export function endpointsOf(blueprint: TBlueprint): Endpoint[] {
  const v1 = new Set(blueprint.requirements.filter((item) => item.priority !== "later").map((item) => item.id));
  const fallback = blueprint.requirements.find((item) => v1.has(item.id))?.id;
  const out: Endpoint[] = [];
  for (const entity of blueprint.entities) {
    const touching = blueprint.requirements.filter((item) => v1.has(item.id) && item.entities.includes(entity.name));
    const requirements = touching.length > 0 ? touching.map((item) => item.id) : fallback ? [fallback] : [];
    const roles = roleNames(blueprint, [...new Set(touching.flatMap((item) => item.roles))]);
    const made = blueprint.actions.filter((action) => action.entity === entity.name && action.scope === "collection");
    const createdByHand =
      made.length === 0 || !made.every((action) => /^(?:import|generate|suggest|sync|match|connect)/.test(action.verb));
    const base = `/${entity.collection}`;
    const item = `${base}/{${idParameter(entity)}}`;
    const crud = (method: Endpoint["method"], path: string, kind: EndpointKind, operationId: string): Endpoint => ({
      method,
      path,
      operationId,
      kind,
      entity,
      action: null,
      requirements,
      roles,
    });
    out.push(crud("get", base, "list", `list${pluralName(entity)}`));
    if (createdByHand) out.push(crud("post", base, "create", `create${entity.name}`));
    out.push(crud("get", item, "get", `get${entity.name}`));
    out.push(crud("patch", item, "update", `update${entity.name}`));
    out.push(crud("delete", item, "delete", `delete${entity.name}`));
    for (const action of blueprint.actions.filter((candidate) => candidate.entity === entity.name)) {
      out.push({
        method: "post",
        path: action.scope === "item" ? `${item}/${action.verb}` : `${base}/${action.verb}`,
        operationId: action.id,
        kind: "action",
        entity,
        action,
        requirements: action.requirements.filter((id) => v1.has(id)),
        roles: roleNames(blueprint, action.roles),
      });
    }
  }
  return uniqueOperationIds(out);
}

/** The path parameter of an entity's records: "matchId". */
export function idParameter(entity: TEntity): string {
  return `${entity.name.charAt(0).toLowerCase()}${entity.name.slice(1)}Id`;
}

/** "BankTransactions" from the collection "bank-transactions". */
function pluralName(entity: TEntity): string {
  return entity.collection
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");
}

/** "GET /matches/{matchId}" as people read it. */
export function endpointLabel(endpoint: Endpoint): string {
  return `${endpoint.method.toUpperCase()} ${endpoint.path}`;
}

function uniqueOperationIds(endpoints: Endpoint[]): Endpoint[] {
  const seen = new Map<string, number>();
  return endpoints.map((endpoint) => {
    const count = (seen.get(endpoint.operationId) ?? 0) + 1;
    seen.set(endpoint.operationId, count);
    return count === 1 ? endpoint : { ...endpoint, operationId: `${endpoint.operationId}${count}` };
  });
}
