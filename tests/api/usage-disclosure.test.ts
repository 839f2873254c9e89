import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageMonths } from "#db/schema/index";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { readyDefinition } from "../support/documents-client";
import { openSession } from "../support/factories";
import { DAY, testClock } from "../support/test-clock";

/**
 * Issue 25: the monthly document limit is known before paying (the usage's fields, on REST and
 * with the definition) and never silent after: a refused generation leaves a definition that says
 * why and from when it can be generated.
 */
const clock = testClock(Date.UTC(2031, 10, 20, 12));
const RESETS_AT = "2031-12-01T00:00:00.000Z";
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(async () => {
  await server.close();
});

type Usage = { month: string; limit: number; used: number; remaining: number; resetsAt: string };
type Detail = {
  documents: { rfpUrl: string | null };
  generation: Record<string, string | null>;
  usage: Usage;
};

/** This month's documents used up, as ten generations would leave them. */
async function useUpTheMonth(userId: string) {
  await server.handle.db.insert(usageMonths).values({ userId, month: "2031-11", documentsGenerated: 10 });
}

const detailOf = (token: string, id: string) =>
  call<Detail>(server, "GET", `/api/conversations/${id}`, undefined, bearer(token));

describe("the usage a page shows before a purchase", () => {
  it("GET /api/usage gives used, limit, remaining and the reset (00:00 UTC on the 1st)", async () => {
    const { buyer } = await readyDefinition(server);
    const usage = await call<Usage>(server, "GET", "/api/usage", undefined, bearer(buyer.token));
    expect(usage.status).toBe(200);
    expect(usage.body).toEqual({ month: "2031-11", limit: 10, used: 0, remaining: 10, resetsAt: RESETS_AT });
  });

  it("comes with the documents list and the definition, and counts a generation", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    expect(
      (await post(server, `/api/conversations/${definitionId}/generate-rfp`, undefined, bearer(buyer.token))).status,
    ).toBe(200);
    const list = await call<{ usage: Usage }>(server, "GET", "/api/documents", undefined, bearer(buyer.token));
    expect(list.body.usage).toMatchObject({ used: 1, remaining: 9, limit: 10, resetsAt: RESETS_AT });
    const detail = await detailOf(buyer.token, definitionId);
    expect(detail.body.usage).toEqual(list.body.usage);
  });

  it("is described in the OpenAPI document", async () => {
    const spec = await call<{ components: { schemas: Record<string, { properties: Record<string, unknown> }> } }>(
      server,
      "GET",
      "/api/openapi.json",
    );
    expect(Object.keys(spec.body.components.schemas.Usage?.properties ?? {})).toEqual(
      expect.arrayContaining(["used", "limit", "remaining", "resetsAt"]),
    );
    expect(spec.body.components.schemas.ConversationDetail?.properties).toHaveProperty("usage");
  });
});

describe("a generation the monthly limit refuses", () => {
  it("is a 429 that says when, and leaves the definition saying why and from when it can be generated", async () => {
    const { buyer, user, definitionId } = await readyDefinition(server);
    await useUpTheMonth(user.id);

    const refused = await post<{ message: string; error: { code: string; details: Record<string, unknown> } }>(
      server,
      `/api/conversations/${definitionId}/generate-rfp`,
      undefined,
      bearer(buyer.token),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain("monthly limit of 10 documents");
    expect(refused.body.error.details).toMatchObject({ limit: 10, cost: 1, resetsAt: RESETS_AT });
    // Retry-After: the seconds until the month's count starts again.
    const untilReset = Math.ceil((Date.parse(RESETS_AT) - clock.now().getTime()) / 1000);
    expect(refused.headers.get("retry-after")).toBe(String(untilReset));
    expect(refused.body.error.details.retryAfter).toBe(untilReset);

    // Nothing stored, nothing counted: no RFP, the package still allows it, the month is what waits.
    const detail = await detailOf(buyer.token, definitionId);
    expect(detail.body.documents.rfpUrl).toBeNull();
    expect(detail.body.generation.rfp).toBeNull();
    expect(detail.body.usage).toEqual({ month: "2031-11", limit: 10, used: 10, remaining: 0, resetsAt: RESETS_AT });

    // From the reset the same definition generates.
    clock.advance(Date.parse(RESETS_AT) - clock.now().getTime() + DAY / 24);
    const token = (await openSession(server, user)).access_token;
    const after = await detailOf(token, definitionId);
    expect(after.body.usage).toMatchObject({ month: "2031-12", used: 0, remaining: 10 });
    const generated = await post(server, `/api/conversations/${definitionId}/generate-rfp`, undefined, bearer(token));
    expect(generated.status).toBe(200);
    expect((await detailOf(token, definitionId)).body.documents.rfpUrl).not.toBeNull();
  });

  it("counts in halves: 9.5 used leaves 0.5, enough for a regeneration after edits only", async () => {
    const { user } = await readyDefinition(server);
    const month = clock.now().toISOString().slice(0, 7);
    await server.handle.db.insert(usageMonths).values({ userId: user.id, month, documentsGenerated: 9.5 });
    const token = (await openSession(server, user)).access_token;
    const usage = await call<Usage>(server, "GET", "/api/usage", undefined, bearer(token));
    expect(usage.body).toMatchObject({ used: 9.5, remaining: 0.5 });
  });
});
