import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hourBlocks, hourEntries } from "#db/schema/index";
import { type ApiServer, startApiServer } from "../support/api-server";
import { post } from "../support/auth-client";
import { type Buyer, insertDefinition, me } from "../support/commerce-client";
import { openSession, ownPackage, signedInUser } from "../support/factories";
import { DAY, testClock } from "../support/test-clock";

const KEY = "operator-key-for-tests-0123456789abcdef";
const clock = testClock();
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now, env: { OPERATOR_API_KEY: KEY } });
});
afterAll(() => server.close());

type Spent = { entries: { blockId: string; hours: number }[] };
const spend = (body: Record<string, unknown>, key = KEY) =>
  post<Spent>(server, "/api/operator/hours", body, { Authorization: `Bearer ${key}` });

/** A user with a Dev Week block (2 months) bought first and a Dev Hours block (1 month) second. */
async function userWithBlocks() {
  const { user, tokens } = await signedInUser(server);
  const buyer: Buyer = { id: user.id, token: tokens.access_token };
  await ownPackage(server, user.id, "DevelopmentWeek");
  await ownPackage(server, user.id, "DevelopmentHours");
  const blocks = await server.handle.db.select().from(hourBlocks).where(eq(hourBlocks.userId, user.id));
  const week = blocks.find((block) => block.developmentHours === 40);
  const hours = blocks.find((block) => block.developmentHours === 10);
  const definitionId = await insertDefinition(server, user.id);
  return { user, buyer, definitionId, weekBlock: week?.id, hoursBlock: hours?.id };
}

describe("POST /api/operator/hours", () => {
  it("is closed without the operator key, with a wrong one, and on a server without one", async () => {
    const { user, definitionId } = await userWithBlocks();
    const body = { user: user.id, definitionId, hours: 1, kind: "development" };
    expect((await post(server, "/api/operator/hours", body)).status).toBe(401);
    expect((await spend(body, "wrong-key-wrong-key-wrong-key-wrong")).status).toBe(401);
    const closed = await startApiServer();
    try {
      const response = await post(closed, "/api/operator/hours", body, { Authorization: `Bearer ${KEY}` });
      expect(response.status).toBe(401);
    } finally {
      await closed.close();
    }
  });

  it("draws from the block that expires first, then the next", async () => {
    const { user, buyer, definitionId, weekBlock, hoursBlock } = await userWithBlocks();
    const first = await spend({ user: user.email, definitionId, hours: 4, kind: "development", note: "setup" });
    expect(first.status).toBe(201);
    expect(first.body.entries).toEqual([expect.objectContaining({ blockId: hoursBlock, hours: 4 })]);

    const second = await spend({ user: user.id, definitionId, hours: 10, kind: "development" });
    expect(second.body.entries).toEqual([
      expect.objectContaining({ blockId: hoursBlock, hours: 6 }),
      expect.objectContaining({ blockId: weekBlock, hours: 4 }),
    ]);
    expect(await me(server, buyer)).toMatchObject({
      developmentHours: 2,
      developmentWeekHours: 46,
      developmentHoursUsed: 14,
    });
  });

  it("refuses more than is available with 409 and records nothing", async () => {
    const { user, buyer, definitionId } = await userWithBlocks();
    const response = await spend({ user: user.id, definitionId, hours: 13, kind: "qa" });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ success: false, message: "Not enough hours available: 12 qa hours left" });
    expect(await server.handle.db.select().from(hourEntries).where(eq(hourEntries.userId, user.id))).toEqual([]);
    expect((await me(server, buyer)).developmentHoursUsed).toBe(0);
    expect((await spend({ user: user.id, definitionId, hours: 12, kind: "qa" })).status).toBe(201);
  });

  it("no longer counts or spends expired hours", async () => {
    const { user, buyer, definitionId, weekBlock } = await userWithBlocks();
    clock.advance(32 * DAY);
    // Access tokens last 15 minutes: sign in again on the far side of the jump.
    buyer.token = (await openSession(server, user)).access_token;
    expect(await me(server, buyer)).toMatchObject({ developmentHours: 0, developmentWeekHours: 50 });
    const response = await spend({ user: user.id, definitionId, hours: 41, kind: "development" });
    expect(response.status).toBe(409);
    const ok = await spend({ user: user.id, definitionId, hours: 40, kind: "development" });
    expect(ok.body.entries).toEqual([expect.objectContaining({ blockId: weekBlock, hours: 40 })]);
    clock.advance(31 * DAY);
    buyer.token = (await openSession(server, user)).access_token;
    expect(await me(server, buyer)).toMatchObject({
      developmentHours: 0,
      developmentWeekHours: 0,
      developmentHoursUsed: 40,
    });
  });

  it("refuses a definition of another user (404) and bad input (400)", async () => {
    const { user } = await userWithBlocks();
    const other = await userWithBlocks();
    const foreign = await spend({ user: user.id, definitionId: other.definitionId, hours: 1, kind: "development" });
    expect(foreign.status).toBe(404);
    for (const body of [
      { user: user.id, definitionId: other.definitionId, hours: 0, kind: "development" },
      { user: user.id, definitionId: other.definitionId, hours: 1, kind: "design" },
      { user: user.id, definitionId: "nope", hours: 1, kind: "qa" },
    ]) {
      expect((await spend(body)).status).toBe(400);
    }
    expect(
      (await spend({ user: "nobody@example.com", definitionId: other.definitionId, hours: 1, kind: "qa" })).status,
    ).toBe(404);
  });
});
