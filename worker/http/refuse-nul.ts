import { createMiddleware } from "hono/factory";
import { AppError, keyIssues } from "#shared/errors/app-error";
import { issueKey } from "#shared/errors/catalogue";
import type { AppEnv } from "./app-env";

/**
 * Text with a NUL character cannot be stored (PostgreSQL's text refuses it) and is never meant:
 * any payload carrying one (in the address, a JSON or form field, a key) is refused with 400
 * before a route reads it, so it changes nothing and never becomes a 500. Uploaded files may hold
 * any bytes; only form fields that are text are checked.
 */
export const refuseNul = createMiddleware<AppEnv>(async (c, next) => {
  if (hasNul(safeDecode(new URL(c.req.url).search + new URL(c.req.url).pathname))) throw invalidText("query");
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && (await bodyHasNul(c.req.raw))) throw invalidText("body");
  await next();
});

const hasNul = (text: string) => text.includes("\u0000");

function invalidText(where: "query" | "body"): AppError {
  return new AppError("validation", undefined, keyIssues([{ path: [where], message: issueKey("nulCharacter") }]));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/** A copy of the body is read, so the route still reads the original. */
async function bodyHasNul(request: Request): Promise<boolean> {
  if (!request.body) return false;
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) {
    const form = await request
      .clone()
      .formData()
      .catch(() => null);
    return form
      ? [...form.entries()].some(([key, value]) => hasNul(key) || (typeof value === "string" && hasNul(value)))
      : false;
  }
  const text = await request.clone().text();
  if (hasNul(text)) return true;
  if (type.includes("application/x-www-form-urlencoded")) return hasNul(safeDecode(text));
  if (!/\\u0000/i.test(text)) return false;
  try {
    return containsNul(JSON.parse(text));
  } catch {
    return false;
  }
}

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return hasNul(value);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, item]) => hasNul(key) || containsNul(item));
  return false;
}
