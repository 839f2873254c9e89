import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documents, usageMonths } from "#db/schema/index";
import { reserveUsage } from "#services/documents/usage";
import { usageMonthOf } from "#shared/documents/kinds";
import { HOURLY } from "#worker/jobs/scheduled";
import { type ApiServer, startApiServer } from "../support/api-server";
import { readyDefinition, streamEvents } from "../support/documents-client";
import { openSession } from "../support/factories";
import { MINUTE, testClock } from "../support/test-clock";

/** Generations cut off without their clean-up (a lost isolate, a crash): swept, their quota given back. */
const clock = testClock(Date.UTC(2031, 6, 10, 12));
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ clock: clock.now });
});
afterAll(() => server.close());

/** A generation left "generating" with its reservation, as a killed process leaves it. */
async function cutOffGeneration(userId: string, definitionId: string, kind: "rfp" | "pitch") {
  const month = usageMonthOf(clock.now());
  expect(await reserveUsage(server.handle.db, userId, month, 1)).toBe(true);
  await server.handle.db.insert(documents).values({
    definitionId,
    kind,
    version: 1,
    model: "offline",
    cost: 1,
    usageMonth: month,
    createdAt: clock.now(),
  });
}

const used = async (userId: string) => {
  const [row] = await server.handle.db
    .select({ used: usageMonths.documentsGenerated })
    .from(usageMonths)
    .where(and(eq(usageMonths.userId, userId), eq(usageMonths.month, usageMonthOf(clock.now()))));
  return Number(row?.used ?? 0);
};

const generating = (definitionId: string) =>
  server.handle.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.definitionId, definitionId), eq(documents.status, "generating")));

describe("generations cut off", () => {
  it("give their quota back when their user generates again more than 15 minutes later", async () => {
    const { user, buyer, definitionId } = await readyDefinition(server);
    await cutOffGeneration(user.id, definitionId, "rfp");
    await streamEvents(server, buyer, definitionId, "pitch");
    // Too young to be given up: it may still be running somewhere.
    expect(await used(user.id)).toBe(2);

    clock.advance(16 * MINUTE);
    const token = (await openSession(server, user)).access_token; // the first one has expired
    const { events } = await streamEvents(server, { ...buyer, token }, definitionId, "openapi");
    expect(events.at(-1)).toMatchObject({ type: "done" });
    expect(await used(user.id)).toBe(2);
    expect(await generating(definitionId)).toEqual([]);
  });

  it("are swept by the hourly job, which gives their reservation back", async () => {
    const { user, definitionId } = await readyDefinition(server);
    await cutOffGeneration(user.id, definitionId, "pitch");
    clock.advance(16 * MINUTE);
    await server.runScheduled(HOURLY, clock.now());
    expect(await used(user.id)).toBe(0);
    expect(await generating(definitionId)).toEqual([]);
  });
});
