import { validate } from "./openapi-31-schema.generated.js";
import { parseOpenApiText } from "./openapi-text";

type OpenApiCheck = { valid: true } | { valid: false; errors: string[] };

const MAX_ERRORS = 20;

/**
 * Whether a text is a valid OpenAPI 3.1 document: YAML (or JSON) that parses, validates against the
 * official 3.1 schema, and whose every local $ref points at something. The errors are written for
 * a model to repair its own output.
 */
export function checkOpenApi(text: string): OpenApiCheck {
  let document: unknown;
  try {
    document = parseOpenApiText(stripFence(text));
  } catch (error) {
    return { valid: false, errors: [`The document is not valid YAML: ${(error as Error).message}`] };
  }
  if (!isObject(document) || typeof document.openapi !== "string" || !document.openapi.startsWith("3.1")) {
    return { valid: false, errors: ["The document must be an object whose `openapi` field is 3.1.x"] };
  }
  const errors = validate(document)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || "/"} ${error.message ?? "is invalid"}`);
  errors.push(...unresolvedRefs(document));
  return errors.length === 0 ? { valid: true } : { valid: false, errors: [...new Set(errors)].slice(0, MAX_ERRORS) };
}

/** Models often wrap their reply in a Markdown fence (```markdown, ```yaml, ```html); the document is inside. */
export function stripFence(text: string): string {
  const fenced = text.trim().match(/^```[\w-]*[ \t]*\r?\n([\s\S]*?)\r?\n```\s*$/);
  return fenced?.[1] ?? text;
}

function unresolvedRefs(document: Record<string, unknown>): string[] {
  const missing: string[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isObject(value)) return;
    for (const [key, child] of Object.entries(value)) {
      if (key === "$ref" && typeof child === "string" && resolve(document, child) === undefined) {
        missing.push(`$ref ${child} does not resolve`);
      }
      visit(child);
    }
  };
  visit(document);
  return missing;
}

/** Local JSON pointers only: a product's own API document has no business referencing others. */
function resolve(document: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
