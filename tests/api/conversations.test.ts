import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definitions, messageRevisions, messages } from "#db/schema/index";
import { readConversation, writeProgress } from "#services/definitions/conversation-statements";
import { sendAnswer } from "#services/definitions/send-answer";
import type { TDefinitionDetail, TInitResponse, TSendMessageResponse } from "#shared/schemas/definitions";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { type Buyer, me } from "../support/commerce-client";
import { ownPackage, signedInUser } from "../support/factories";
import { firstPrompt, interview, restAnswer } from "../support/interview";

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(() => server.close());

/** A user owning the packages (factories: the questionnaire and binding are tested here, not buying). */
async function buyer(packages: { free?: boolean; complete?: number } = {}): Promise<Buyer> {
  const { user, tokens } = await signedInUser(server);
  const buyer = { id: user.id, token: tokens.access_token };
  if (packages.free) await ownPackage(server, user.id, "RFPGenerator");
  if (packages.complete) await ownPackage(server, user.id, "CompleteDocumentation", { quantity: packages.complete });
  return buyer;
}

const init = (user: Buyer, packageType?: string) =>
  post<TInitResponse>(server, "/api/conversations/init", packageType ? { packageType } : {}, bearer(user.token));
const detail = (user: Buyer, id: string, query = "") =>
  call<TDefinitionDetail>(server, "GET", `/api/conversations/${id}${query}`, undefined, bearer(user.token));

describe("the whole interview through REST", () => {
  it("goes from init to qFinal, naming the definition and consuming the package", async () => {
    const user = await buyer({ free: true });
    const started = await init(user, "rfpGeneratorPackages");
    expect(started.status).toBe(201);
    expect(firstPrompt(started.body).metadata).toMatchObject({ id: "q1", step: 1, totalSteps: 36, progress: 3 });
    expect(await me(server, user)).toMatchObject({ rfpGeneratorPackages: 1, rfpGeneratorPackagesUsed: 1 });

    const { last, prompt } = await interview(restAnswer(server, user.token), started.body, {
      yesNo: "No",
    });
    expect(prompt?.metadata).toMatchObject({ id: "qFinal", progress: 100 });
    expect(last?.answers).toHaveLength(32);
    expect(last?.answers.find((answer) => answer.metadata.id === "qGenerateRFP")?.content).toBe("A");

    const list = await call<{ conversations: Record<string, unknown>[] }>(
      server,
      "GET",
      "/api/conversations",
      undefined,
      bearer(user.token),
    );
    expect(list.body.conversations).toEqual([
      expect.objectContaining({
        id: started.body.sessionId,
        name: "TaskNest",
        vision: "TaskNest helps small cleaning companies schedule crews and bill clients from one app.",
        status: "in_progress",
        packageType: "rfpGeneratorPackages",
        documentsGenerated: 0,
        developmentHoursUsed: 0,
      }),
    ]);
  });

  it("offers features derived from the answers, and takes them back in the user's order", async () => {
    const user = await buyer({ complete: 1 });
    const started = await init(user, "completeDocumentationPackages");
    const { prompt } = await interview(restAnswer(server, user.token), started.body, {
      stopAt: "qGenerateRFP",
    });
    expect(prompt?.metadata.options?.map((option) => option.letter)).toEqual(["A", "B", "C", "D"]);
    const page = await detail(user, started.body.sessionId, "?pageSize=100");
    const featuresPrompt = page.body.messages.find((message) => message.metadata.id === "qGenerateFeatures");
    expect(featuresPrompt?.metadata.features?.slice(0, 5)).toEqual([
      "Crew scheduling",
      "Online booking page",
      "Invoicing",
      "SMS reminders",
      "Photo check-in",
    ]);
    const answer = page.body.messages.find((message) => message.metadata.repliedTo === featuresPrompt?.id);
    expect(answer?.content.split("\n")[0]).toMatch(/^1\. /);
  });

  it("lets a complete package choose B, and refuses B to an RFP-only definition with the spec's words", async () => {
    const rfpUser = await buyer({ free: true });
    const rfp = await init(rfpUser, "rfpGeneratorPackages");
    const { prompt } = await interview(restAnswer(server, rfpUser.token), rfp.body, {
      stopAt: "qGenerateRFP",
    });
    const refused = await post(
      server,
      "/api/conversations/message",
      {
        conversationId: rfp.body.sessionId,
        messageId: prompt?.id,
        content: "B",
      },
      bearer(rfpUser.token),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Feature not available: you can only generate an RFP with your current package, the Complete Documentation package is required",
    );

    const fullUser = await buyer({ complete: 1 });
    const full = await init(fullUser, "completeDocumentationPackages");
    const done = await interview(restAnswer(server, fullUser.token), full.body, {
      option: "B",
    });
    expect(done.prompt?.metadata.id).toBe("qFinal");
  });
});

describe("binding a package", () => {
  it("creates exactly one definition from 20 concurrent inits with one package", async () => {
    const user = await buyer({ free: true });
    const results = await Promise.all(Array.from({ length: 20 }, () => init(user, "rfpGeneratorPackages")));
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status === 403)).toHaveLength(19);
    expect(await server.handle.db.select().from(definitions).where(eq(definitions.userId, user.id))).toHaveLength(1);
  });

  it("refuses a package the user does not have (403, nothing created)", async () => {
    const user = await buyer();
    const response = await init(user, "completeDocumentationPackages");
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: "You do not have Complete Documentation package available." });
    expect(await server.handle.db.select().from(definitions).where(eq(definitions.userId, user.id))).toEqual([]);
  });

  it("binds at the first answer when init had no package, from the query's package too", async () => {
    const user = await buyer({ complete: 2 });
    const unbound = await init(user);
    const first = firstPrompt(unbound.body);
    const missing = await post(
      server,
      "/api/conversations/message",
      {
        conversationId: unbound.body.sessionId,
        messageId: first.id,
        content: "TaskNest",
      },
      bearer(user.token),
    );
    expect(missing.status).toBe(400);
    const bound = await post<TSendMessageResponse>(
      server,
      "/api/conversations/message",
      {
        conversationId: unbound.body.sessionId,
        messageId: first.id,
        content: "TaskNest",
        packageType: "completeDocumentationPackages",
      },
      bearer(user.token),
    );
    expect(bound.status).toBe(200);
    const viaQuery = await post(
      server,
      "/api/conversations/init?package=completeDocumentationPackages",
      {},
      bearer(user.token),
    );
    expect(viaQuery.status).toBe(201);
    expect(await me(server, user)).toMatchObject({ completeDocumentationPackagesUsed: 2 });
    expect((await init(user, "completeDocumentationPackages")).status).toBe(403);
    const viaGet = await call(server, "GET", "/api/conversations/init", undefined, bearer(user.token));
    expect(viaGet.status).toBe(201);
  });
});

describe("answers", () => {
  async function started() {
    const user = await buyer({ free: true });
    const response = await init(user, "rfpGeneratorPackages");
    return { user, id: response.body.sessionId, first: firstPrompt(response.body) };
  }

  it("refuses invalid answers with 400 and stores nothing", async () => {
    const { user, id, first } = await started();
    for (const content of ["", "   ", "x".repeat(301)]) {
      const response = await post(
        server,
        "/api/conversations/message",
        { conversationId: id, messageId: first.id, content },
        bearer(user.token),
      );
      expect(response.status, JSON.stringify(content)).toBe(400);
    }
    const stored = await server.handle.db.select().from(messages).where(eq(messages.definitionId, id));
    expect(stored.filter((row) => row.role === "user")).toEqual([]);
    const { prompt } = await interview(
      restAnswer(server, user.token),
      { sessionId: id, prompts: [first] },
      { stopAt: "q18" },
    );
    const maybe = await post(
      server,
      "/api/conversations/message",
      { conversationId: id, messageId: prompt?.id, content: "maybe" },
      bearer(user.token),
    );
    expect(maybe.status).toBe(400);
    expect(maybe.body.message).toBe("Please answer Yes or No");
  });

  it("stores the same answer sent twice once, and refuses a different second answer", async () => {
    const { user, id, first } = await started();
    const body = { conversationId: id, messageId: first.id, content: "TaskNest" };
    const [a, b] = await Promise.all([
      post<TSendMessageResponse>(server, "/api/conversations/message", body, bearer(user.token)),
      post<TSendMessageResponse>(server, "/api/conversations/message", body, bearer(user.token)),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.body.nextPrompt?.id).toBe(a.body.nextPrompt?.id);
    const stored = await server.handle.db.select().from(messages).where(eq(messages.definitionId, id));
    expect(stored.filter((row) => row.role === "user")).toHaveLength(1);
    const other = await post(
      server,
      "/api/conversations/message",
      { ...body, content: "Another name" },
      bearer(user.token),
    );
    expect(other.status).toBe(409);
  });

  it("takes ten copies of one answer sent at once as one, and gives each the same next prompt", async () => {
    const { user, id, first } = await started();
    const answer = restAnswer(server, user.token);
    const body = { conversationId: id, messageId: first.id, content: "TaskNest" };
    const replies = await Promise.all(Array.from({ length: 10 }, () => answer(body)));
    expect(replies.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    expect(new Set(replies.map((reply) => reply.body.nextPrompt?.id)).size).toBe(1);
    const stored = await server.handle.db.select().from(messages).where(eq(messages.definitionId, id));
    expect(stored.map((row) => row.seq).sort((a, b) => a - b)).toEqual([1, 2, 3]);
    const [row] = await server.handle.db.select().from(definitions).where(eq(definitions.id, id));
    expect(row).toMatchObject({ name: "TaskNest", status: "in_progress" });
  });

  it("writes nothing from a read the definition has moved on from", async () => {
    const { user, id, first } = await started();
    const read = await readConversation(server.handle.db, user.id, id);
    const answered = await restAnswer(
      server,
      user.token,
    )({ conversationId: id, messageId: first.id, content: "TaskNest" });
    expect(answered.status).toBe(200);
    const progress = { status: "in_progress" as const, name: "Stale", vision: "", step: 1, updatedAt: new Date() };
    const stale = { seq: 2, role: "user" as const, promptId: "q1", content: "Stale", metadata: {}, replyTo: null };
    const written = await writeProgress(server.handle.db, id, read.version, progress, [
      { ...stale, createdAt: new Date() },
    ]);
    expect(written).toBeNull();
    const again = await readConversation(server.handle.db, user.id, id);
    expect(again.rows).toHaveLength(3);
    expect(again.definition.name).toBe("TaskNest");
    expect(again.version).not.toBe(read.version);
    // Read now, the same write lands (its seq after the rows read).
    const fresh = await writeProgress(server.handle.db, id, again.version, progress, [
      { ...stale, seq: 4, createdAt: new Date() },
    ]);
    expect(fresh?.map((row) => row.seq)).toEqual([4]);
  });

  it("answers again when another writer moved the definition, and takes the lock after three lost races", async () => {
    const { user, id, first } = await started();
    const db = server.handle.db;
    let moved = 0;
    // Every write outside a transaction finds the definition's row moved on since it was read.
    const racing = new Proxy(db, {
      get(target, property) {
        if (property === "execute")
          return async (query: Parameters<typeof db.execute>[0]) => {
            moved += 1;
            await target
              .update(definitions)
              .set({ step: sql`${definitions.step}` })
              .where(eq(definitions.id, id));
            return target.execute(query);
          };
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const ctx = { db: racing, deps: server.deps, now: server.deps.clock(), clientIp: null, defer: () => undefined };
    const reply = await sendAnswer(ctx, user.id, { conversationId: id, messageId: first.id, content: "TaskNest" });
    expect(moved).toBe(3);
    expect(reply.answers.map((answer) => answer.content)).toEqual(["TaskNest"]);
    const stored = await db.select().from(messages).where(eq(messages.definitionId, id));
    expect(stored.map((row) => row.seq).sort((a, b) => a - b)).toEqual([1, 2, 3]);
  });

  it("answers 404 for a wrong message id and for another user's conversation", async () => {
    const { user, id, first } = await started();
    const stranger = await buyer();
    const wrongMessage = await post(
      server,
      "/api/conversations/message",
      {
        conversationId: id,
        messageId: crypto.randomUUID(),
        content: "x",
      },
      bearer(user.token),
    );
    expect(wrongMessage.status).toBe(404);
    const foreign = await post(
      server,
      "/api/conversations/message",
      { conversationId: id, messageId: first.id, content: "x" },
      bearer(stranger.token),
    );
    expect(foreign.status).toBe(404);
    expect((await detail(stranger, id)).status).toBe(404);
    expect((await detail(user, id)).status).toBe(200);
  });

  it("accepts the multipart form", async () => {
    const { user, id, first } = await started();
    const form = new FormData();
    form.set("conversationId", id);
    form.set("messageId", first.id);
    form.set("content", "TaskNest");
    const response = await server.fetch("/api/conversations/message", {
      method: "POST",
      headers: bearer(user.token),
      body: form,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as TSendMessageResponse).nextPrompt?.metadata.id).toBe("q2");
  });
});

describe("the conversation and its pages", () => {
  it("pages messages and reports the state", async () => {
    const user = await buyer({ free: true });
    const started = await init(user, "rfpGeneratorPackages");
    await interview(restAnswer(server, user.token), started.body, { stopAt: "q5" });
    const first = await detail(user, started.body.sessionId, "?page=1&pageSize=4");
    expect(first.body).toMatchObject({
      page: 1,
      totalPages: 4, // q1 to q4a answered and q5 asked: 13 messages
      conversation: { currentPromptId: "q5", status: "in_progress" },
    });
    expect(first.body.messages.map((message) => message.metadata.id)).toEqual(["q1", "q1", "q2", "q2"]);
    expect(first.body.documents).toEqual({
      rfpUrl: null,
      pitchDeckUrl: null,
      openapiUrl: null,
      lovablePromptUrl: null,
      apiSpecUrl: null,
    });
    const last = await detail(user, started.body.sessionId, "?page=4&pageSize=4");
    expect(last.body.messages.map((message) => message.metadata.id)).toEqual(["q5"]);
    expect((await detail(user, started.body.sessionId, "?page=0")).status).toBe(400);
  });
});

describe("editing answers", () => {
  it("keeps every earlier version and renames the definition", async () => {
    const user = await buyer({ free: true });
    const started = await init(user, "rfpGeneratorPackages");
    const { last } = await interview(restAnswer(server, user.token), started.body, {
      stopAt: "q19",
    });
    const nameAnswer = last?.answers.find((answer) => answer.metadata.id === "q1");
    const edit = (content: string) =>
      post(
        server,
        `/api/conversations/${started.body.sessionId}/update-user-messages`,
        { messages: [{ id: nameAnswer?.id, content }] },
        bearer(user.token),
      );
    expect((await edit("CrewNest")).status).toBe(200);
    expect((await edit("CrewNest Pro")).status).toBe(200);
    const revisions = await server.handle.db
      .select()
      .from(messageRevisions)
      .where(eq(messageRevisions.messageId, nameAnswer?.id as string));
    expect(revisions.map((revision) => revision.content).sort()).toEqual(["CrewNest", "TaskNest"]);
    const page = await detail(user, started.body.sessionId);
    expect(page.body.conversation).toMatchObject({ name: "CrewNest Pro", answersEditedAt: expect.any(String) });

    const branch = last?.answers.find((answer) => answer.metadata.id === "q18");
    const locked = await post(
      server,
      `/api/conversations/${started.body.sessionId}/update-user-messages`,
      {
        messages: [{ id: branch?.id, content: "No" }],
      },
      bearer(user.token),
    );
    expect(locked.status).toBe(400);
    expect((await edit("")).status).toBe(400);
  });
});
