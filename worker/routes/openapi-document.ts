/**
 * The finishing touches the route declarations do not carry, applied once to the generated
 * OpenAPI 3.1 document so that it lints clean with Redocly's recommended rules and generates good
 * clients: every operation names its security (`[]` for public ones), has an operationId, and its
 * tags are declared; a nullable reference is "that or null" (zod-to-openapi writes an allOf that
 * no value can satisfy with null).
 */
type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; security?: unknown[]; tags?: string[] };

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"] as const;

/** What each group of operations is for, shown by documentation tools. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  System: "Health, configuration and this description.",
  Accounts: "Sign-up, sign-in, tokens, password reset, the user and their settings.",
  Packages: "The catalogue, purchases and payments.",
  "Product definitions": "The questionnaire and the definitions it builds.",
  Documents: "The four documents, their versions, links and the monthly usage.",
  Shares: "Share links that last: made by a document's owner, read by anyone who has one.",
  Operator: "Operator-only calls (OPERATOR_API_KEY).",
};

export function finishOpenApiDocument<T extends object>(document: T): T {
  const doc = document as unknown as Json & { paths?: Record<string, Record<string, Operation>> };
  const used = new Set<string>();
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.security ??= [];
      operation.operationId ??= uniqueId(operationIdFor(method, path), ids);
      ids.add(operation.operationId);
      for (const tag of operation.tags ?? []) used.add(tag);
    }
  }
  doc.tags = [...used].sort().map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? name }));
  return nullableRefs(doc) as unknown as T;
}

/** "post /api/conversations/{id}/update-user-messages" -> "postConversationsByIdUpdateUserMessages". */
export function operationIdFor(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, "")
    .split("/")
    .flatMap((part) => (part.startsWith("{") ? ["by", part.slice(1, -1)] : part.split(/[-_.]/)))
    .filter(Boolean);
  return method + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
}

function uniqueId(id: string, taken: ReadonlySet<string>): string {
  let candidate = id;
  for (let index = 2; taken.has(candidate); index++) candidate = `${id}${index}`;
  return candidate;
}

/** { allOf: [{ $ref }, { type: ["object", "null"] }] } -> { anyOf: [{ $ref }, { type: "null" }] }, everywhere. */
function nullableRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullableRefs);
  if (typeof value !== "object" || value === null) return value;
  const node = value as Json;
  const allOf = node.allOf;
  if (Array.isArray(allOf) && allOf.length === 2 && isRef(allOf[0]) && isNullableObject(allOf[1])) {
    const { allOf: _allOf, ...rest } = node;
    return { ...rest, anyOf: [allOf[0], { type: "null" }] };
  }
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, nullableRefs(child)]));
}

function isRef(value: unknown): boolean {
  return typeof value === "object" && value !== null && typeof (value as Json).$ref === "string";
}

function isNullableObject(value: unknown): boolean {
  const type = typeof value === "object" && value !== null ? (value as Json).type : undefined;
  return Array.isArray(type) && type.length === 2 && type.includes("null") && Object.keys(value as Json).length === 1;
}
