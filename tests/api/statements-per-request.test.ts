import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TInitResponse, TSendMessageResponse } from "#shared/schemas/definitions";
import { type ApiServer, nodeOnly, startApiServer } from "../support/api-server";
import { bearer, post } from "../support/auth-client";
import { ownPackage, signedInUser } from "../support/factories";

/**
 * Answers are 87% of a founder's requests (issue 30): one answer sends 3 SQL statements, the
 * caller's session included (the definition with its transcript, then one write), with no
 * transaction around them, so the count cannot creep back.
 */
const statements: string[] = [];
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ onQuery: (sql) => statements.push(sql) });
});
afterAll(() => server.close());

/** The statements one request sends (nothing else runs meanwhile). */
async function counted<T>(request: () => Promise<T>): Promise<{ result: T; sql: string[] }> {
  statements.length = 0;
  const result = await request();
  return { result, sql: [...statements] };
}

describe.skipIf(nodeOnly("the statements are counted in the Node server's own database"))(
  "statements per request",
  () => {
    it("an answer sends 3", async () => {
      const { user, tokens } = await signedInUser(server);
      const auth = bearer(tokens.access_token);
      await ownPackage(server, user.id, "RFPGenerator");
      const started = await post<TInitResponse>(
        server,
        "/api/conversations/init",
        { packageType: "rfpGeneratorPackages" },
        auth,
      );
      let prompt = started.body.prompts[0];
      // The first answer also binds the package; the ones after it are the common case.
      const answer = (content: string) =>
        post<TSendMessageResponse>(
          server,
          "/api/conversations/message",
          { conversationId: started.body.sessionId, messageId: prompt?.id, content },
          auth,
        );
      const first = await answer("TaskNest");
      expect(first.status).toBe(200);
      prompt = first.body.nextPrompt ?? undefined;
      const { result, sql } = await counted(() => answer("It schedules cleaning crews for small companies."));
      expect(result.status).toBe(200);
      console.info(`an answer: ${sql.length} SQL statements`);
      expect(sql.length, sql.join("\n")).toBe(3);
      // Nothing is read twice, nothing is locked across round trips: the write says whether the
      // definition is still as it was read.
      expect(sql.filter((text) => /from "messages"/.test(text))).toHaveLength(1);
      expect(sql.filter((text) => /for update|max\(/i.test(text))).toHaveLength(0);
    });
  },
);
