import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError, keyIssues } from "#shared/errors/app-error";
import { issueKey } from "#shared/errors/catalogue";
import type { AppEnv } from "./app-env";
import { jsonDepthExceeds, MAX_JSON_DEPTH } from "./json-depth";

/**
 * Payloads no route can read safely are refused with 400 before any route reads them, so they
 * change nothing and never become a 500:
 * - JSON nested deeper than MAX_JSON_DEPTH (in the body, or in a tRPC query's `input`): every
 *   reader after this one (JSON.parse, zod, the NUL walk) would recurse once per level;
 * - text with a NUL character, which cannot be stored (PostgreSQL's text refuses it) and is never
 *   meant: in the address, a JSON or form field, a key. Uploaded files may hold any bytes; only
 *   form fields that are text are checked.
 */
export const refuseUnreadable = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  const query = safeDecode(url.search);
  if (hasNul(query + safeDecode(url.pathname))) throw invalidText("query", "nulCharacter");
  if (jsonDepthExceeds(url.searchParams.get("input") ?? "", MAX_JSON_DEPTH))
    throw invalidText("query", "nestedTooDeep");
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    const refusal = await bodyRefusal(c);
    if (refusal) throw invalidText("body", refusal);
  }
  await next();
});

const hasNul = (text: string) => text.includes("\u0000");

function invalidText(where: "query" | "body", key: "nulCharacter" | "nestedTooDeep"): AppError {
  return new AppError("validation", undefined, keyIssues([{ path: [where], message: issueKey(key) }]));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/**
 * Reads a text body once, through Hono's body cache, where the route's own read finds it: on Node
 * straight from the socket. Reading a copy (`clone`) made the adapter build a web Request and tee
 * its stream, about 6% of the server's main thread under load (issue 30). A body of another type
 * (a multipart form, bytes) is still read from a copy, so the route gets its bytes untouched.
 */
async function bodyRefusal(c: Context<AppEnv>): Promise<"nulCharacter" | "nestedTooDeep" | null> {
  const type = (c.req.header("content-type") ?? "").toLowerCase();
  if (type.includes("multipart/form-data")) {
    if (!c.req.raw.body) return null;
    const form = await c.req.raw
      .clone()
      .formData()
      .catch(() => null);
    const nul = [...(form?.entries() ?? [])].some(
      ([key, value]) => hasNul(key) || (typeof value === "string" && hasNul(value)),
    );
    return nul ? "nulCharacter" : null;
  }
  const textual = type === "" || TEXT_TYPE.test(type);
  if (!textual && !c.req.raw.body) return null;
  const text = textual ? await c.req.text() : await c.req.raw.clone().text();
  if (hasNul(text)) return "nulCharacter";
  if (type.includes("application/x-www-form-urlencoded")) return hasNul(safeDecode(text)) ? "nulCharacter" : null;
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return "nestedTooDeep";
  if (!/\\u0000/i.test(text)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: the route's own parser refuses it (400), and nothing unescaped a NUL from it.
    return null;
  }
  return containsNul(parsed) ? "nulCharacter" : null;
}

/** Bodies read as text by every route that takes them: JSON, form fields, plain text. */
const TEXT_TYPE = /^(?:application\/(?:[\w.+-]+\+)?json|application\/x-www-form-urlencoded|text\/)/;

/** Walks the parsed value with a stack of its own (no recursion), keys and strings alike. */
function containsNul(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (hasNul(value)) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (hasNul(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
