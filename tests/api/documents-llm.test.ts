import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageMonths } from "../../db/schema";
import { usageMonthOf } from "../../shared/documents/kinds";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer, call, post } from "../support/auth-client";
import { deltas, readyDefinition, streamEvents } from "../support/documents-client";
import { type OpenAiStandIn, type Scripted, startOpenAiStandIn } from "../support/openai-stand-in";

/** Documents written by an OpenAI-compatible model: a local stand-in streaming server-sent events. */
const FEATURES = '["Crew scheduling", "Online booking", "Invoicing"]';
const VALID_OPENAPI = [
  "openapi: 3.1.0\n",
  "info:\n  title: TaskNest API\n  version: 1.0.0\n",
  "paths:\n  /jobs:\n    get:\n      responses:\n        '200':\n          description: Jobs\n",
];
let script: Scripted[] = [];
let llm: OpenAiStandIn;
let server: ApiServer;

beforeAll(async () => {
  llm = await startOpenAiStandIn((body) => (body.stream ? (script.shift() ?? { chunks: ["# Empty"] }) : FEATURES));
  server = await startApiServer({
    env: { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-local", OPENAI_MODEL: "local-model" },
  });
});
afterAll(async () => {
  await server.close();
  await llm.close();
});

const usage = async (token: string) =>
  (await call<{ used: number }>(server, "GET", "/api/usage", undefined, bearer(token))).body;

describe("streaming from chat-completions", () => {
  it("relays the tokens in order, stores the document when the stream ends, and serves it to its owner", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    script = [{ chunks: ["# Request", " for Proposal", "\n\n## Overview", "\nTaskNest."] }];
    const { status, events } = await streamEvents(server, buyer, definitionId, "rfp");
    expect(status).toBe(200);
    expect(events[0]).toMatchObject({ type: "start", document: { kind: "rfp", version: 1, status: "generating" } });
    expect(deltas(events)).toEqual(["# Request", " for Proposal", "\n\n## Overview", "\nTaskNest."]);
    const done = events.at(-1);
    expect(done).toMatchObject({ type: "done", document: { status: "complete", model: "local-model" } });
    const url = done?.type === "done" ? done.url : "";
    const served = await fetch(url, { headers: bearer(buyer.token) });
    expect(served.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await served.text()).toBe("# Request for Proposal\n\n## Overview\nTaskNest.");
    expect((await usage(buyer.token)).used).toBe(1);
    const request = llm.requests.at(-1) as { stream: boolean; messages: { content: string }[] };
    expect(request.stream).toBe(true);
    expect(request.messages[1]?.content).toContain("Answer: TaskNest");
  });

  it("stores nothing and gives the quota back when the stream breaks", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    script = [{ chunks: ["# Half", " a doc", " never", " finished"], breakAfter: 2 }];
    const { events } = await streamEvents(server, buyer, definitionId, "rfp");
    expect(events.at(-1)).toEqual({ type: "error", status: 502, message: "The document could not be generated" });
    const versions = await call<{ versions: unknown[] }>(
      server,
      "GET",
      `/api/conversations/${definitionId}/documents/rfp/versions`,
      undefined,
      bearer(buyer.token),
    );
    expect(versions.body.versions).toEqual([]);
    expect((await usage(buyer.token)).used).toBe(0);
    expect(
      (await call(server, "GET", `/api/conversations/${definitionId}/documents/rfp`, undefined, bearer(buyer.token)))
        .status,
    ).toBe(404);
  });
});

describe("the user's language", () => {
  it("asks the model to write in it", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    await call(server, "PUT", "/api/users/me/settings", { language: "es" }, bearer(buyer.token));
    script = [{ chunks: ["# Solicitud de propuesta"] }];
    await streamEvents(server, buyer, definitionId, "rfp");
    const request = llm.requests.at(-1) as { messages: { role: string; content: string }[] };
    expect(request.messages[0]?.content).toContain("Write all prose in Spanish.");
  });
});

describe("a reader that goes away", () => {
  it("lets the stream reader stop early: nothing is stored and the quota comes back", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    script = [{ chunks: Array.from({ length: 400 }, (_, index) => `word${index} `) }];
    const controller = new AbortController();
    const response = await server.fetch(`/api/conversations/${definitionId}/documents/rfp/stream`, {
      method: "POST",
      headers: bearer(buyer.token),
      signal: controller.signal,
    });
    const reader = response.body?.getReader();
    await reader?.read();
    controller.abort();
    for (let attempt = 0; attempt < 50; attempt++) {
      const usage = await server.fetch("/api/usage", { headers: bearer(buyer.token) });
      if (((await usage.json()) as { used: number }).used === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const usage = await server.fetch("/api/usage", { headers: bearer(buyer.token) });
    expect(((await usage.json()) as { used: number }).used).toBe(0);
    const stored = await server.fetch(`/api/conversations/${definitionId}/documents/rfp`, {
      headers: bearer(buyer.token),
    });
    expect(stored.status).toBe(404);
  });
});

describe("an OpenAPI document that does not validate", () => {
  it("gets one repair with the validator's errors, and is stored once it validates", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    script = [{ chunks: ["openapi: 3.1.0\npaths: {}\n"] }, { chunks: VALID_OPENAPI }];
    const { events } = await streamEvents(server, buyer, definitionId, "openapi");
    expect(events.map((event) => event.type)).toContain("restart");
    expect(events.at(-1)).toMatchObject({ type: "done" });
    const repair = llm.requests.at(-1) as { messages: { content: string }[] };
    expect(repair.messages[1]?.content).toContain("must have required property 'info'");
    const served = await server.fetch(`/api/conversations/${definitionId}/documents/openapi`, {
      headers: bearer(buyer.token),
    });
    expect(served.headers.get("content-type")).toBe("application/yaml; charset=utf-8");
    expect(await served.text()).toBe(VALID_OPENAPI.join(""));
  });

  it("fails with the spec's words when the repair fails too, storing nothing", async () => {
    const { buyer, definitionId } = await readyDefinition(server);
    script = [{ chunks: ["not: openapi"] }, { chunks: ["still: not"] }];
    const response = await post(
      server,
      `/api/conversations/${definitionId}/generate-api-definition`,
      undefined,
      bearer(buyer.token),
    );
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ success: false, message: "The document could not be generated" });
    expect((await usage(buyer.token)).used).toBe(0);
  });
});

describe("the Responses API", () => {
  it("streams the same way when OPENAI_API_STYLE=responses", async () => {
    const responses = await startApiServer({
      env: { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-local", OPENAI_API_STYLE: "responses" },
    });
    try {
      const { buyer, definitionId } = await readyDefinition(responses);
      script = [{ chunks: ["# Deck", " for", " investors"] }];
      const { events } = await streamEvents(responses, buyer, definitionId, "app_prompt");
      expect(deltas(events)).toEqual(["# Deck", " for", " investors"]);
      expect(events.at(-1)).toMatchObject({ type: "done" });
      expect(llm.requests.at(-1)).toMatchObject({ path: "/v1/responses", stream: true });
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
    script = Array.from({ length: 20 }, () => ({ chunks: ["# RFP"] }));
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
