import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiServer, startApiServer } from "../support/api-server";
import { call, postFrom, uniqueEmail } from "../support/auth-client";
import { insertUser } from "../support/factories";

/**
 * A reset request answers in the same time for an account and for a stranger (issue 29, item 5):
 * the look-up, token and email come after the answer. Measured over interleaved pairs (each pair
 * in alternating order, a fresh account and address each time, and the deferred email awaited
 * before the next pair, so no pair's work overlaps another's). With the writes before the answer,
 * the account's request was slower in 31 of 40 pairs, by about 4 ms.
 */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

const PAIRS = 60;

async function timed(email: string, address: string): Promise<number> {
  const startedAt = performance.now();
  const response = await postFrom(server, address, "/api/users/forgotpassword", { emailAddress: email });
  const elapsed = performance.now() - startedAt;
  expect(response.status).toBe(200);
  return elapsed;
}

async function mailArrived(email: string): Promise<void> {
  for (const startedAt = Date.now(); Date.now() - startedAt < 20_000; ) {
    const { body } = await call<{ emails: { to: string }[] }>(server, "GET", "/api/dev/outbox");
    if (body.emails.some((mail) => mail.to === email)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no reset email for ${email}`);
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describe("POST /api/users/forgotpassword timing", { timeout: 180_000 }, () => {
  it("does not tell an account from a stranger", async () => {
    const differences: number[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const account = await insertUser(server);
      const stranger = uniqueEmail("stranger");
      const address = `127.0.${20 + Math.floor(pair / 200)}.${(pair % 200) + 1}`;
      let known: number;
      let unknown: number;
      if (pair % 2 === 0) {
        known = await timed(account.email, address);
        unknown = await timed(stranger, address);
      } else {
        unknown = await timed(stranger, address);
        known = await timed(account.email, address);
      }
      await mailArrived(account.email);
      differences.push(known - unknown);
    }
    const slower = differences.filter((difference) => difference > 0).length;
    const medianDifference = median(differences);
    // The median's own noise: on a busy machine single requests vary by tens of milliseconds, and a
    // fixed 3 ms would fail on that noise alone (a loaded CI run measured +5.4 ms, the next -7.6 ms).
    // Robust spread (1.4826 MAD) times 1.2533 / sqrt(n) is the standard error of a median.
    const spread = 1.4826 * median(differences.map((difference) => Math.abs(difference - medianDifference)));
    const noise = (1.2533 * spread) / Math.sqrt(PAIRS);
    console.info(
      `account slower in ${slower} of ${PAIRS} pairs; median difference ${medianDifference.toFixed(2)} ms (its noise ${noise.toFixed(2)} ms)`,
    );
    // Even odds give 30 of 60; 43 or more happens by chance once in 2,000 runs, whatever the noise.
    expect(slower).toBeLessThanOrEqual(42);
    expect(medianDifference).toBeLessThan(3 + 3 * noise);
  });
});
