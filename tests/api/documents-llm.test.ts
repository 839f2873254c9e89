import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blueprints, messages, usageMonths } from "#db/schema/index";
import { readDeck } from "#engine/deck/read-deck";
import { usageMonthOf } from "#shared/documents/kinds";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { type ApiServer, nodeOnly, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { deltas, readyDefinition, streamEvents } from "../support/documents-client";
import {
  faithfulBlueprint,
  faithfulDeckCopy,
  faithfulDocument,
  inChunks,
  isBlueprintRequest,
  isDeckCopyRequest,
  jsonAfter,
  kindOf,
  requestText,
  slidesOf,
} from "../support/llm-replies";
import { type OpenAiStandIn, type Scripted, startOpenAiStandIn } from "../support/openai-stand-in";

/**
 * Documents written by an OpenAI-compatible model: a local stand-in speaking its wire formats.
 * By default it answers like a careful model (the draft blueprint back, the blueprint rendered);
 * each test scripts what goes wrong.
 */
const FEATURES = '["Crew scheduling", "Online booking", "Invoicing"]';
type Reply = string | Scripted | ((body: Record<string, unknown>) => string | Scripted);
let documentScript: Reply[] = [];
let blueprintScript: Reply[] = [];
let deckScript: Reply[] = [];
let llm: OpenAiStandIn;
let server: ApiServer;

const play = (
  reply: Reply | undefined,
  body: Record<string, unknown>,
  fallback: (body: Record<string, unknown>) => string,
) => {
  const value = typeof reply === "function" ? reply(body) : (reply ?? fallback(body));
  return typeof value === "string" && body.stream ? { chunks: inChunks(value) } : value;
};

beforeAll(async () => {
  llm = await startOpenAiStandIn((body) => {
    if (isBlueprintRequest(body)) return play(blueprintScript.shift(), body, faithfulBlueprint);
    if (isDeckCopyRequest(body)) return play(deckScript.shift(), body, faithfulDeckCopy);
    if (body.stream) return play(documentScript.shift(), body, faithfulDocument);
    return FEATURES;
  });
  server = await startApiServer({
    env: { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-local", OPENAI_MODEL: "local-model" },
  });
});
beforeEach(() => {
  documentScript = [];
  blueprintScript = [];
  deckScript = [];
});
afterAll(async () => {
  await server.close();
  await llm.close();
});

const usage = async (token: string) =>
  (await call<{ used: number }>(server, "GET", "/api/usage", undefined, bearer(token))).body;
const documentRequests = () => llm.requests.filter((request) => request.stream && !isBlueprintRequest(request));
const blueprintRequests = () => llm.requests.filter(isBlueprintRequest);
const deckRequests = () => llm.requests.filter(isDeckCopyRequest);
const served = async (token: string, definitionId: string, kind: string) =>
  (await server.fetch(`/api/conversations/${definitionId}/documents/${kind}`, { headers: bearer(token) })).text();
const blueprintOf = async (token: string, definitionId: string) =>
  (
    await call<TBlueprintResponse>(
      server,
      "GET",
      `/api/conversations/${definitionId}/blueprint`,
      undefined,
      bearer(token),
    )
  ).body;

describe("streaming from chat-completions", () => {
  it("relays the tokens in order and stores the document, rendered from the model's blueprint", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const { status, events } = await streamEvents(server, buyer, definitionId, "rfp");
    expect(status).toBe(200);
    expect(events[0]).toMatchObject({ type: "start", document: { kind: "rfp", version: 1, status: "generating" } });
    const done = events.at(-1);
    expect(done).toMatchObject({
      type: "done",
      document: { status: "complete", model: "local-model", blueprintVersion: 1 },
    });
    const text = await served(buyer.token, definitionId, "rfp");
    expect(deltas(events).join("")).toBe(text);
    expect(text).toMatch(/^# Request for Proposal: TaskNest\n/);
    expect((await usage(buyer.token)).used).toBe(1);
    // One blueprint from the model, one document; the document's prompt carries the blueprint.
    expect(blueprintRequests()).toHaveLength(1);
    const request = documentRequests().at(-1) ?? {};
    expect(requestText(request, "user")).toContain('"requirements":[{"id":"FR-1"');
    const blueprint = await blueprintOf(buyer.token, definitionId);
    expect(blueprint).toMatchObject({ version: 1, model: "local-model", outOfDate: false });
    expect(blueprint.documents).toEqual([
      expect.objectContaining({
        kind: "rfp",
        blueprintVersion: 1,
        current: true,
        check: expect.objectContaining({ passed: true }),
      }),
    ]);
  });

  it("asks each document with its own output limit and temperature", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    await streamEvents(server, buyer, definitionId, "openapi");
    await streamEvents(server, buyer, definitionId, "pitch");
    const openapi = documentRequests().at(-1);
    expect(openapi).toMatchObject({ max_tokens: 12000, temperature: 0.1 });
    expect(deckRequests().at(-1)).toMatchObject({ max_tokens: 4000, temperature: 0.5 });
    expect(kindOf(openapi ?? {})).toBe("openapi");
  });

  it("stores nothing and gives the quota back when the stream breaks", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    documentScript = [{ chunks: ["# Half", " a doc", " never", " finished"], breakAfter: 2 }];
    const { events } = await streamEvents(server, buyer, definitionId, "rfp");
    expect(events.at(-1)).toEqual({ type: "error", status: 502, message: "The document could not be generated" });
    expect((await usage(buyer.token)).used).toBe(0);
    const stored = await server.fetch(`/api/conversations/${definitionId}/documents/rfp`, {
      headers: bearer(buyer.token),
    });
    expect(stored.status).toBe(404);
  });
});

describe("replies that need cleaning or repairing", () => {
  it("stores a fenced reply without its fence", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    documentScript = [(body) => `\`\`\`markdown\n${faithfulDocument(body)}\`\`\`\n`];
    const { events } = await streamEvents(server, buyer, definitionId, "app_prompt");
    expect(events.map((event) => event.type)).not.toContain("restart");
    const text = await served(buyer.token, definitionId, "app_prompt");
    expect(text.startsWith("# Build TaskNest")).toBe(true);
    expect(text).not.toContain("```markdown");
  });

  it("has the model write the deck's words on the blueprint's slides, never its layout or figures", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const { events } = await streamEvents(server, buyer, definitionId, "pitch");
    expect(events.at(-1)).toMatchObject({ type: "done", document: { check: { passed: true } } });
    const deck = readDeck(await served(buyer.token, definitionId, "pitch"));
    const asked = slidesOf(deckRequests().at(-1) ?? {});
    expect(deck?.slides.length).toBe(asked.length);
    expect(deck?.slides[0]?.headline).toBe("TaskNest");
    expect(deck?.slides[1]?.headline).toBe(`Model: ${asked[1]?.headline}`.slice(0, 90));
    expect(requestText(deckRequests().at(-1) ?? {}, "user")).toContain("Blueprint (JSON):");
  });

  it("retries words that are not the deck's once, then keeps the analyzer's words", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const before = deckRequests().length;
    deckScript = ["Here is a great deck!", '{"slides": []}'];
    const { events } = await streamEvents(server, buyer, definitionId, "pitch");
    expect(events.at(-1)).toMatchObject({ type: "done", document: { check: { passed: true } } });
    expect(deckRequests().length - before).toBe(2);
    expect(requestText(deckRequests().at(-1) ?? {}, "user")).toContain("Your previous words had these problems");
    const deck = readDeck(await served(buyer.token, definitionId, "pitch"));
    expect(deck?.slides.some((slide) => slide.headline.startsWith("Model:"))).toBe(false);
  });

  it("repairs words that put a Later requirement into version 1, with the check's findings", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    let later = "";
    deckScript = [
      (body) => {
        later = jsonAfter(body, "Blueprint (JSON):").requirements.find((item) => item.priority === "later")?.id ?? "";
        return JSON.stringify({
          slides: slidesOf(body).map((slide, index) => ({
            slide: slide.slide,
            headline: index === 1 ? `${later} ships in version 1` : slide.headline,
            notes: slide.notes,
          })),
        });
      },
    ];
    const { events } = await streamEvents(server, buyer, definitionId, "pitch");
    expect(events.map((event) => event.type)).toContain("restart");
    expect(events.at(-1)).toMatchObject({ type: "done", document: { check: { passed: true } } });
    expect(later).toMatch(/^FR-\d+$/);
    expect(requestText(deckRequests().at(-1) ?? {}, "user")).toContain(`${later} is Later`);
  });

  it("refuses an OpenAPI document with `paths: {}` after one repair", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const empty = "openapi: 3.1.0\ninfo:\n  title: TaskNest API\n  version: 1.0.0\npaths: {}\n";
    documentScript = [empty, empty];
    const response = await post(
      server,
      `/api/conversations/${definitionId}/generate-api-definition`,
      undefined,
      bearer(buyer.token),
    );
    expect(response.status).toBe(502);
    expect(requestText(documentRequests().at(-1) ?? {}, "user")).toContain("The document has no operations");
    expect((await usage(buyer.token)).used).toBe(0);
  });

  it("repairs an OpenAPI document that does not validate, and stores it once it does", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    documentScript = ["openapi: 3.1.0\npaths: {}\n"];
    const { events } = await streamEvents(server, buyer, definitionId, "openapi");
    expect(events.map((event) => event.type)).toContain("restart");
    expect(events.at(-1)).toMatchObject({ type: "done" });
    expect(requestText(documentRequests().at(-1) ?? {}, "user")).toContain("must have required property 'info'");
    expect(await served(buyer.token, definitionId, "openapi")).toMatch(/^openapi: 3\.1\.0\n/);
  });

  it("gives a document that disagrees with its blueprint one repair with the findings, then stores it with them", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    // The model drops FR-2 and promises desktop installers nobody asked for.
    const drifting = (body: Record<string, unknown>) =>
      faithfulDocument(body)
        .replace(/\bFR-2\b/g, "")
        .replace("## Context", "## Context\n\nAlso ship signed installers for Windows.");
    documentScript = [drifting, drifting];
    const { events } = await streamEvents(server, buyer, definitionId, "app_prompt");
    expect(events.map((event) => event.type)).toContain("restart");
    const repair = requestText(documentRequests().at(-1) ?? {}, "user");
    expect(repair).toContain("FR-2 does not appear in the app_prompt document.");
    const done = events.at(-1);
    expect(done).toMatchObject({ type: "done", document: { check: { passed: false } } });
    const blueprint = await blueprintOf(buyer.token, definitionId);
    const check = blueprint.documents.find((document) => document.kind === "app_prompt")?.check;
    expect(check?.findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: "missing_requirement", requirement: "FR-2" }),
        expect.objectContaining({ rule: "platform" }),
      ]),
    );
  });
});

describe("the model's blueprint", () => {
  it("gets one repair when it fails the schema, with the problems, and is stored once it passes", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    blueprintScript = ['{"format": 1, "requirements": "none"}'];
    const { events } = await streamEvents(server, buyer, definitionId, "rfp");
    expect(events.at(-1)).toMatchObject({ type: "done" });
    const [first, repair] = blueprintRequests().slice(-2);
    expect(requestText(first ?? {}, "user")).not.toContain("Your previous blueprint");
    expect(requestText(repair ?? {}, "user")).toContain("It was refused for these problems");
    const stored = await server.handle.db.select().from(blueprints).where(eq(blueprints.definitionId, definitionId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.model).toBe("local-model");
  });

  it("falls back to the offline analyzer's blueprint when the repair fails too, and holds the answers' rules", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    blueprintScript = ["not json", "still not json"];
    await streamEvents(server, buyer, definitionId, "rfp");
    const fallback = await blueprintOf(buyer.token, definitionId);
    expect(fallback.model).toBe("offline-analyzer");

    // A model that promotes a Later item and invents a platform is held to the answers.
    const held = await readyDefinition(server);
    blueprintScript = [
      (body) => {
        const draft = JSON.parse(faithfulBlueprint(body));
        for (const item of draft.requirements) if (item.priority === "later") item.priority = "must";
        draft.platforms = { ...draft.platforms, desktopApp: true };
        return JSON.stringify(draft);
      },
    ];
    await streamEvents(server, held.buyer, held.definitionId, "rfp");
    const normalized = (await blueprintOf(held.buyer.token, held.definitionId)).blueprint;
    expect(normalized?.platforms.desktopApp).toBe(false);
    expect(normalized?.requirements.filter((item) => item.priority === "later").map((item) => item.title)).toEqual([
      "Payroll",
      "Inventory of supplies",
      "Customer loyalty program",
    ]);
  });
});

describe("the checks of meaning", () => {
  it("find what a model misread, and the founder sees the findings with the document", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    blueprintScript = [
      (body) => {
        const draft = JSON.parse(faithfulBlueprint(body));
        // A role read as a sentence, a status value read as a record, one feature at two priorities.
        draft.roles[0].name = "Approves repair costs. Mechanics";
        draft.entities[0].label = "Has the problem";
        const [first, second] = draft.requirements.filter((item: { priority: string }) => item.priority !== "later");
        second.title = first.title;
        second.priority = first.priority === "must" ? "should" : "must";
        return JSON.stringify(draft);
      },
    ];
    const { events } = await streamEvents(server, buyer, definitionId, "rfp");
    expect(events.at(-1)).toMatchObject({ type: "done" });
    const { model, documents } = await blueprintOf(buyer.token, definitionId);
    expect(model).toBe("local-model");
    const check = documents.find((document) => document.kind === "rfp")?.check;
    expect(check?.passed).toBe(false);
    expect(check?.findings.map((finding) => finding.rule)).toEqual(
      expect.arrayContaining(["role_name", "record_name", "priority_conflict"]),
    );
  });
});

describe("the user's language", () => {
  it("asks the model to write in it", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    await call(server, "PUT", "/api/users/me/settings", { language: "es" }, bearer(buyer.token));
    await streamEvents(server, buyer, definitionId, "rfp");
    expect(requestText(blueprintRequests().at(-1) ?? {}, "system")).toContain("in Spanish");
    expect(requestText(documentRequests().at(-1) ?? {}, "system")).toContain("Write all prose in Spanish");
  });
});

describe("a reader that goes away", () => {
  it.skipIf(
    nodeOnly(
      "Miniflare's entry Worker passes a caller's going away on only when a write fails; Cloudflare's edge does at once (enable_request_signal)",
    ),
  )("lets the stream reader stop early: nothing is stored and the quota comes back", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    // The model goes silent after 50 words: only the reader leaving can end this generation.
    documentScript = [{ chunks: Array.from({ length: 400 }, (_, index) => `word${index} `), holdAfter: 50 }];
    const controller = new AbortController();
    const response = await server.fetch(`/api/conversations/${definitionId}/documents/rfp/stream`, {
      method: "POST",
      headers: bearer(buyer.token),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    for (let attempt = 0; attempt < 100; attempt++) {
      if ((await usage(buyer.token)).used === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await usage(buyer.token)).used).toBe(0);
    const stored = await server.fetch(`/api/conversations/${definitionId}/documents/rfp`, {
      headers: bearer(buyer.token),
    });
    expect(stored.status).toBe(404);
  });
});

describe("the Responses API", () => {
  it("builds the blueprint and streams the document the same way when OPENAI_API_STYLE=responses", async () => {
    const responses = await startApiServer({
      env: { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-local", OPENAI_API_STYLE: "responses" },
    });
    try {
      const { buyer, definitionId } = await readyDefinition(responses);
      const { events } = await streamEvents(responses, buyer, definitionId, "app_prompt");
      expect(events.at(-1)).toMatchObject({ type: "done", document: { check: { passed: true } } });
      expect(llm.requests.at(-1)).toMatchObject({ path: "/v1/responses", stream: true });
      expect(blueprintRequests().at(-1)).toMatchObject({ path: "/v1/responses" });
    } finally {
      await responses.close();
    }
  });
});

describe("the monthly limit", () => {
  it("lets exactly one of 20 concurrent generations through at limit - 1", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    await server.handle.db
      .insert(usageMonths)
      .values({ userId: buyer.id, month: usageMonthOf(new Date()), documentsGenerated: 9 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(server, `/api/conversations/${definitionId}/generate-rfp`, undefined, bearer(buyer.token)),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 429)).toHaveLength(19);
    expect(results.find((result) => result.status === 429)?.body.message).toBe(
      "You have reached the monthly limit of 10 documents. The count starts again on the 1st.",
    );
    const [row] = await server.handle.db
      .select()
      .from(usageMonths)
      .where(and(eq(usageMonths.userId, buyer.id), eq(usageMonths.month, usageMonthOf(new Date()))));
    expect(row?.documentsGenerated).toBe(10);
  });
});

describe("the founder's corrections with the model as writer", () => {
  it("are applied again to the blueprint the model builds after an answer is edited (decision 031)", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    const auth = bearer(buyer.token);
    expect((await post(server, `/api/conversations/${definitionId}/generate-rfp`, undefined, auth)).status).toBe(200);
    const first = await blueprintOf(buyer.token, definitionId);
    const corrected = structuredClone(first.blueprint);
    const role = corrected?.roles[0];
    if (!corrected || !role || first.version === null) throw new Error("the model's blueprint has a role");
    const renamedTo = `${role.name} Lead`.slice(0, 40);
    role.name = renamedTo;
    const put = await call(
      server,
      "PUT",
      `/api/conversations/${definitionId}/blueprint`,
      {
        version: first.version,
        blueprint: corrected,
      },
      auth,
    );
    expect(put.status).toBe(200);

    const [answer] = await server.handle.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.definitionId, definitionId), eq(messages.promptId, "q3"), eq(messages.role, "user")));
    const edited = await post(
      server,
      `/api/conversations/${definitionId}/update-user-messages`,
      { messages: [{ id: answer?.id, content: "Owners juggle crews in spreadsheets and lose jobs." }] },
      auth,
    );
    expect(edited.status).toBe(200);
    const asked = blueprintRequests().length;
    expect((await post(server, `/api/conversations/${definitionId}/generate-rfp`, undefined, auth)).status).toBe(200);
    // The model built a new blueprint from the edited answers, and the correction was applied to it.
    expect(blueprintRequests().length).toBe(asked + 1);
    const rebuilt = await blueprintOf(buyer.token, definitionId);
    expect(rebuilt.model).not.toBe("founder");
    expect(rebuilt.corrections).toMatchObject({ applied: 1, notApplicable: [] });
    expect(rebuilt.blueprint?.roles.map((item) => item.name)).toContain(renamedTo);
    expect(await served(buyer.token, definitionId, "rfp")).toContain(renamedTo);
  });
});
