import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definitions, documents } from "#db/schema/index";
import type { TDefinitionList, TDefinitionOverview } from "#shared/schemas/definitions";
import type { TDocumentList } from "#shared/schemas/documents";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call } from "../support/auth-client";
import { signedInUser } from "../support/factories";

let server: ApiServer;
let owner: { id: string; token: string };
let other: { id: string; token: string };
const NOW = new Date();
const STATUSES = ["draft", "in_progress", "complete"] as const;

/** 130 definitions straight into the database (a factory, not 130 interviews): the list is what is tested. */
async function seed(userId: string, count: number, prefix: string) {
  const rows = Array.from({ length: count }, (_, index) => ({
    userId,
    name: `${prefix} ${index}${index % 10 === 0 ? " Crew" : ""}`,
    vision: index % 7 === 0 ? "Scheduling for 100%_cleaning crews" : "Something else",
    status: STATUSES[index % 3],
    packageType: "rfpGeneratorPackages" as const,
    // Groups of five share one updated time to the microsecond: the id breaks the tie.
    updatedAt: new Date(NOW.getTime() - Math.floor(index / 5) * 60_000),
    createdAt: new Date(NOW.getTime() - 3_600_000),
  }));
  return server.handle.db.insert(definitions).values(rows).returning({ id: definitions.id });
}

beforeAll(async () => {
  server = await startApiServer();
  const [a, b] = await Promise.all([signedInUser(server), signedInUser(server)]);
  owner = { id: a.user.id, token: a.tokens.access_token };
  other = { id: b.user.id, token: b.tokens.access_token };
  const mine = await seed(owner.id, 130, "Mine");
  await seed(other.id, 5, "Theirs");
  const [first, ...rest] = mine;
  if (!first) throw new Error("no definitions seeded");
  await server.handle.db.insert(documents).values([
    ...rest.slice(0, 4).map((definition) => ({
      definitionId: definition.id,
      kind: "openapi" as const,
      version: 1,
      status: "complete" as const,
      model: "offline",
      content: "openapi: 3.1.0",
    })),
    { definitionId: first.id, kind: "rfp", version: 1, status: "complete", model: "offline", content: "# RFP" },
    { definitionId: first.id, kind: "rfp", version: 2, status: "complete", model: "offline", content: "# RFP" },
    { definitionId: first.id, kind: "pitch", version: 1, status: "failed", model: "offline" },
  ]);
});
afterAll(() => server.close());

const list = (query: string, token = owner.token) =>
  call<TDefinitionList>(server, "GET", `/api/conversations${query}`, undefined, bearer(token));

async function walk(query: string) {
  const seen: TDefinitionList["conversations"] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = query ? "&" : "?";
    const page = await list(`${query}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    seen.push(...page.body.conversations);
    cursor = page.body.nextCursor;
    pages++;
  } while (cursor && pages < 20);
  return { seen, pages };
}

describe("GET /api/conversations, a page at a time", () => {
  it("gives 50 by default, newest first, and a cursor through every definition once", async () => {
    const first = await list("");
    expect(first.body.conversations).toHaveLength(50);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const { seen, pages } = await walk("");
    expect(pages).toBe(3);
    expect(seen).toHaveLength(130);
    expect(new Set(seen.map((item) => item.id)).size).toBe(130);
    const times = seen.map((item) => Date.parse(item.lastUpdated));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen.every((item) => item.name.startsWith("Mine"))).toBe(true);
  });

  it("pages of 7 across ties of the same updated time repeat and skip nothing", async () => {
    const { seen, pages } = await walk("?limit=7");
    expect(pages).toBe(19);
    expect(new Set(seen.map((item) => item.id)).size).toBe(130);
  });

  it("searches the name or the vision, ignoring case, with % and _ taken literally", async () => {
    const crews = await walk("?search=crew&limit=100");
    // Names "... Crew" (every 10th) or visions about crews (every 7th): 13 + 19 - 2 in both.
    expect(crews.seen).toHaveLength(30);
    expect((await walk("?search=100%25_")).seen).toHaveLength(19);
    expect((await walk("?search=1%25")).seen).toHaveLength(0);
  });

  it("filters by status prefix as the spec's options read", async () => {
    expect((await walk("?status=In%20Progress")).seen.every((item) => item.status === "in_progress")).toBe(true);
    expect((await walk("?status=Complete")).seen).toHaveLength(43);
    expect((await walk("?status=All%20Statuses")).seen).toHaveLength(130);
    expect((await walk("?status=Complete&search=crew")).seen.every((item) => item.status === "complete")).toBe(true);
  });

  it("counts each document kind once, complete versions only", async () => {
    const { seen } = await walk("");
    expect(seen.find((item) => item.name === "Mine 0 Crew")?.documentsGenerated).toBe(1);
  });

  it("refuses a limit out of range or a cursor it did not make with 400, and another user's list stays theirs", async () => {
    for (const query of ["?limit=0", "?limit=101", "?limit=x", "?cursor=abc", `?cursor=${"A".repeat(300)}`]) {
      const response = await list(query);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
    }
    const theirs = await walk("?search=Mine");
    expect(theirs.seen).toHaveLength(130);
    const otherList = await list("", other.token);
    expect(otherList.body.conversations.map((item) => item.name).sort()).toEqual(
      ["Theirs 0 Crew", "Theirs 1", "Theirs 2", "Theirs 3", "Theirs 4"].sort(),
    );
    expect(otherList.body.nextCursor).toBeNull();
  });
});

describe("the dashboard's overview (tRPC definitions.overview)", () => {
  it("counts every definition and returns only the last three", async () => {
    const response = await server.fetch("/trpc/definitions.overview", { headers: bearer(owner.token) });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { data: TDefinitionOverview } };
    expect(result.data).toMatchObject({ total: 130, documentsGenerated: 5 });
    expect(result.data.updatedThisMonth).toBeGreaterThanOrEqual(1);
    expect(result.data.updatedThisMonth).toBeLessThanOrEqual(130);
    expect(result.data.recent.map((item) => item.name)).toEqual(
      (await list("?limit=3")).body.conversations.map((item) => item.name),
    );
  });
});

describe("the overview's month", () => {
  it("is the calendar month in UTC: a definition updated just before it began is not counted", async () => {
    const { user, tokens } = await signedInUser(server);
    const monthStart = Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth(), 1);
    await server.handle.db.insert(definitions).values([
      { userId: user.id, name: "In", updatedAt: new Date(monthStart + 1000) },
      { userId: user.id, name: "Out", updatedAt: new Date(monthStart - 1000) },
    ]);
    const response = await server.fetch("/trpc/definitions.overview", { headers: bearer(tokens.access_token) });
    const { result } = (await response.json()) as { result: { data: TDefinitionOverview } };
    expect(result.data).toMatchObject({ total: 2, updatedThisMonth: 1 });
  });
});

describe("GET /api/documents, a page at a time", () => {
  it("walks the current versions newest first, once each, without their text", async () => {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page: { status: number; body: TDocumentList } = await call<TDocumentList>(
        server,
        "GET",
        `/api/documents${query}`,
        undefined,
        bearer(owner.token),
      );
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.documents.length).toBeLessThanOrEqual(2);
      expect(JSON.stringify(page.body)).not.toContain("openapi: 3.1.0");
      ids.push(...page.body.documents.map((item) => item.document.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    // Four OpenAPI documents and the RFP's second version; the failed deck is not a document.
    expect(ids).toHaveLength(5);
    expect(new Set(ids).size).toBe(5);
    const bad = await call(server, "GET", "/api/documents?cursor=nope", undefined, bearer(owner.token));
    expect(bad.status).toBe(400);
  });
});
