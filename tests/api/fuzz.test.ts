import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "#worker/trpc/router";
import { type ApiServer, startApiServer } from "../support/api-server";
import { readyDefinition } from "../support/documents-client";

/**
 * Property-based fuzzing of the whole API: every REST operation of /api/openapi.json and every
 * tRPC procedure, with and without a token, gets generated paths, queries and bodies (odd
 * strings, NUL and lone surrogates, huge numbers, wrong types). Whatever arrives, the answer is
 * never a 5xx. Bounded for CI: about 2,000 requests, a fixed seed so a failure replays.
 */
const KEY = "operator-key-for-tests-0123456789abcdef";
const SEED = 20261124;
let server: ApiServer;
let token = "";
let definitionId = "";
/** Real ids of the fuzzing user's own things, so generated bodies also reach past the "not found" checks. */
let knownIds: string[] = [];

beforeAll(async () => {
  server = await startApiServer({ env: { OPERATOR_API_KEY: KEY } });
  const ready = await readyDefinition(server);
  token = ready.buyer.token;
  definitionId = ready.definitionId;
  const conversation = await (
    await server.fetch(`/api/conversations/${definitionId}`, { headers: { Authorization: `Bearer ${token}` } })
  ).text();
  knownIds = [...new Set(conversation.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? [])];
  expect(knownIds.length).toBeGreaterThan(2);
});
afterAll(() => server.close());

/** An operation with its query parameters and the property names of its JSON body. */
type Operation = { method: string; path: string; query: string[]; fields: string[] };
type Schema = { $ref?: string; properties?: Record<string, unknown>; allOf?: Schema[]; anyOf?: Schema[] };
type OperationObject = {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};

async function restOperations(): Promise<Operation[]> {
  const document = (await (await server.fetch("/api/openapi.json")).json()) as {
    paths: Record<string, Record<string, OperationObject>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const fieldsOf = (schema: Schema | undefined, depth = 0): string[] => {
    if (!schema || depth > 4) return [];
    if (schema.$ref) return fieldsOf(document.components?.schemas?.[schema.$ref.split("/").at(-1) ?? ""], depth + 1);
    return [
      ...Object.keys(schema.properties ?? {}),
      ...[...(schema.allOf ?? []), ...(schema.anyOf ?? [])].flatMap((part) => fieldsOf(part, depth + 1)),
    ];
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === "query").map((p) => p.name),
      fields: [
        ...new Set(Object.values(operation.requestBody?.content ?? {}).flatMap((media) => fieldsOf(media.schema))),
      ],
    })),
  );
}

/** Bodies shaped like the operation's: its own field names with odd values, some left out. */
function bodyFor(operation: Operation): fc.Arbitrary<unknown> {
  const value = oddValueWith(knownIds);
  if (operation.fields.length === 0) return value;
  const valueFor = (field: string) =>
    /id$/i.test(field)
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...knownIds) }, { weight: 1, arbitrary: value })
      : fc.oneof(
          { weight: 3, arbitrary: tricky },
          { weight: 2, arbitrary: oddText },
          { weight: 1, arbitrary: value },
          { weight: 1, arbitrary: fc.array(value, { maxLength: 3 }) },
        );
  const shaped = fc.record(Object.fromEntries(operation.fields.map((field) => [field, valueFor(field)])), {
    requiredKeys: [],
  });
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: value });
}

/** Shapes that pass the first checks (an email, a route, an answer) with a bad byte inside. */
const tricky = fc.constantFrom("a\u0000b@example.com", "/a\u0000b", "Yes\u0000", "a\u0000b", "Yes", "x@example.com");
const withNul = fc.tuple(fc.string(), fc.string()).map(([a, b]) => `${a}\u0000${b}`);
const oddText = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 2, arbitrary: withNul },
  { weight: 1, arbitrary: fc.string({ unit: "binary" }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom("\ud800", "\udfff x", "../../etc/passwd", "%00", "' or 1=1 --", "💥".repeat(50)),
  },
  { weight: 1, arbitrary: fc.string({ minLength: 300, maxLength: 2000 }) },
);
/** Any JSON-ish value; an "id" inside it is often one of the user's real ids. */
function oddValueWith(ids: readonly string[]): fc.Arbitrary<unknown> {
  const id = ids.length > 0 ? fc.oneof(fc.constantFrom(...ids), fc.uuid()) : fc.uuid();
  return fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      oddText,
      fc.integer(),
      fc.double(),
      fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, null, true, false),
      id,
      fc.array(tie("value"), { maxLength: 4 }),
      fc.record({ id, content: oddText }, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(oddText, fc.constantFrom("email", "password", "kind", "quantity")), tie("value"), {
        maxKeys: 5,
      }),
      // Nesting bombs and long arrays (issue 29): refused or read, never a 500.
      fc.integer({ min: 2, max: 3000 }).map(deepValue),
      fc.integer({ min: 100, max: 20_000 }).map((length) => Array.from({ length }, (_, index) => index)),
    ),
  })).value;
}

/** `{"a":[{"a":…}]}` nested `depth` levels, built without recursion. */
function deepValue(depth: number): unknown {
  let value: unknown = "\u0000";
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? { a: value } : [value];
  return value;
}
const pathSegment = fc.oneof(fc.uuid(), oddText, fc.constantFrom("rfp", "pitch", "openapi", "app_prompt", "x"));
const auth = fc.constantFrom("none", "user", "operator", "garbage");

function headersFor(kind: string, json: boolean): Record<string, string> {
  const headers: Record<string, string> = json ? { "Content-Type": "application/json" } : {};
  if (kind === "user") headers.Authorization = `Bearer ${token}`;
  if (kind === "operator") headers.Authorization = `Bearer ${KEY}`;
  if (kind === "garbage") headers.Authorization = "Bearer x.y.z";
  return headers;
}

/** Percent-encodes what a URL cannot carry as is (lone surrogates become U+FFFD, as a browser sends them). */
const encode = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"),
  );

/**
 * Each property runs for a time budget, not a request count: on a busy machine it sends fewer
 * requests instead of timing out (issue 29). The budget is shared out over the operations still to
 * go, so every operation gets its turn; each must have been sent at least a few times.
 */
const BUDGET_MS = 20_000;
const MIN_RUNS = 3;
function shareOf(startedAt: number, left: number): number {
  return Math.max(500, Math.floor((BUDGET_MS - (Date.now() - startedAt)) / Math.max(left, 1)));
}

/**
 * The first few runs always happen; the rest run while the operation's share of time lasts. Only
 * a counterexample fails those: fast-check counts a time limit that ends them before the first
 * completes as a failure, which on a busy machine it is not (the first runs already passed).
 */
async function timeBoundedRuns<Ts extends [unknown, ...unknown[]]>(
  property: fc.IAsyncPropertyWithHooks<Ts>,
  runs: number,
  limitMs: number,
) {
  await fc.assert(property, { numRuns: Math.min(MIN_RUNS, runs), seed: SEED, endOnFailure: true });
  if (runs <= MIN_RUNS) return;
  const details = await fc.check(property, {
    numRuns: runs - MIN_RUNS,
    seed: SEED + 1,
    endOnFailure: true,
    interruptAfterTimeLimit: limitMs,
  });
  if (details.counterexample !== null || (details.failed && !details.interrupted))
    throw new Error(fc.defaultReportMessage(details) ?? "the property failed");
}

const sentTo = new Map<string, number>();
async function expectNoServerError(response: Response, what: string, target: string) {
  sentTo.set(target, (sentTo.get(target) ?? 0) + 1);
  const body = await response.text();
  expect(response.status, `${what} -> ${response.status} ${body.slice(0, 300)}`).toBeLessThan(500);
}

describe("fuzzing the API", () => {
  it("answers every REST operation below 500, whatever it is sent", async () => {
    const operations = await restOperations();
    expect(operations.length).toBeGreaterThan(30);
    const runs = Math.ceil(1400 / operations.length);
    const startedAt = Date.now();
    let left = operations.length;
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      const property = fc.asyncProperty(
        fc.record({
          segments: fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
          ownDefinition: fc.boolean(),
          query: fc.array(oddText, { minLength: operation.query.length, maxLength: operation.query.length }),
          body: fc.oneof(
            { weight: 6, arbitrary: bodyFor(operation) },
            { weight: 1, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: oddText.map((text) => ({ raw: text })) },
          ),
          auth,
        }),
        async ({ segments, ownDefinition, query, body, auth: who }) => {
          let index = 0;
          const path = operation.path.replace(/\{[^}]+\}/g, (name) =>
            name === "{id}" && ownDefinition ? definitionId : encode(String(segments[index++ % 3])),
          );
          const search = operation.query.map((name, i) => `${name}=${encode(query[i] ?? "")}`).join("&");
          const hasBody = !["GET", "HEAD"].includes(operation.method) && body !== undefined;
          const raw = hasBody && typeof body === "object" && body !== null && "raw" in body;
          const response = await server.fetch(`${path}${search ? `?${search}` : ""}`, {
            method: operation.method,
            headers: headersFor(who, hasBody && !raw),
            body: hasBody ? (raw ? String((body as { raw: string }).raw) : JSON.stringify(body)) : undefined,
          });
          await expectNoServerError(response, `${operation.method} ${path}`, key);
        },
      );
      await timeBoundedRuns(property, runs, shareOf(startedAt, left));
      left -= 1;
      expect(sentTo.get(key) ?? 0, key).toBeGreaterThanOrEqual(Math.min(MIN_RUNS, runs));
    }
  }, 120_000);

  it("answers every tRPC procedure below 500, whatever it is sent", async () => {
    // At run time the record is flat, keyed by dotted path ("users.me").
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
    );
    expect(procedures.length).toBeGreaterThan(15);
    const runs = Math.ceil(600 / procedures.length);
    const startedAt = Date.now();
    let left = procedures.length;
    for (const [name, procedure] of procedures) {
      const query = procedure._def.type === "query";
      const property = fc.asyncProperty(oddValueWith(knownIds), auth, async (input, who) => {
        const response = query
          ? await server.fetch(`/trpc/${name}?input=${encode(JSON.stringify(input ?? null))}`, {
              headers: headersFor(who, false),
            })
          : await server.fetch(`/trpc/${name}`, {
              method: "POST",
              headers: headersFor(who, true),
              body: JSON.stringify(input ?? null),
            });
        await expectNoServerError(response, `tRPC ${name}`, name);
      });
      await timeBoundedRuns(property, runs, shareOf(startedAt, left));
      left -= 1;
      expect(sentTo.get(name) ?? 0, name).toBeGreaterThanOrEqual(Math.min(MIN_RUNS, runs));
    }
  }, 120_000);
});
