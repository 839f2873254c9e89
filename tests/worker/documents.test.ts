import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readDeck } from "#engine/deck/read-deck";
import { ZLoginResponse } from "#shared/schemas/auth";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import type { TInitResponse, TSendMessageResponse } from "#shared/schemas/definitions";
import { answerFor } from "../support/interview";
import {
  faithfulBlueprint,
  faithfulDeckCopy,
  faithfulDocument,
  inChunks,
  isBlueprintRequest,
  isDeckCopyRequest,
} from "../support/llm-replies";
import { type OpenAiStandIn, startOpenAiStandIn } from "../support/openai-stand-in";
import { type StripeStandIn, startStripeStandIn } from "../support/stripe-stand-in";
import { zipEntries } from "../support/zip-entries";
import { isErrorLog, productionBindings, type RunningWorker, startWorker } from "./start-worker";

/**
 * The blueprint and a document on the Workers build: the model's structured output through the
 * AI SDK's fetch client in workerd, the blueprint stored as jsonb through the Neon driver, the
 * hash with workerd's WebCrypto, the document streamed and checked.
 */
let worker: RunningWorker;
let stripe: StripeStandIn;
let llm: OpenAiStandIn;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  llm = await startOpenAiStandIn((body) => {
    if (isBlueprintRequest(body)) return faithfulBlueprint(body);
    if (isDeckCopyRequest(body)) return faithfulDeckCopy(body);
    if (body.stream) return { chunks: inChunks(faithfulDocument(body)) };
    return '["Crew scheduling", "Online booking page", "Invoicing"]';
  });
  worker = await startWorker(productionBindings({ STRIPE_API_URL: stripe.url, OPENAI_BASE_URL: llm.url }));
});

afterAll(async () => {
  await worker?.dispose();
  await stripe?.close();
  await llm?.close();
});

afterEach(() => {
  expect(worker.takeLogs().filter(isErrorLog)).toEqual([]);
});

const send = (path: string, body: unknown, token?: string) =>
  worker.fetch(path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": "203.0.113.21",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });

async function readyDefinition(): Promise<{ token: string; id: string }> {
  const email = `writer-${crypto.randomUUID()}@example.com`;
  await send("/api/users", { email, password: "Wr1ter-pass!", firstName: "Writer" });
  const token = ZLoginResponse.parse(
    await (await send("/api/connect/login", { username: email, password: "Wr1ter-pass!" })).json(),
  ).access_token;
  const bought = await send(
    "/api/purchases",
    { product: "CompleteDocumentation", cardStripeToken: "tok_visa", quantity: 1 },
    token,
  );
  expect(bought.status).toBe(200);
  const started = (await (
    await send("/api/conversations/init", { packageType: "completeDocumentationPackages" }, token)
  ).json()) as TInitResponse;
  let prompt = started.prompts[0] ?? null;
  while (prompt && prompt.metadata.id !== "qGenerateRFP") {
    const answered = await send(
      "/api/conversations/message",
      { conversationId: started.sessionId, messageId: prompt.id, content: answerFor(prompt) },
      token,
    );
    prompt = ((await answered.json()) as TSendMessageResponse).nextPrompt;
  }
  return { token, id: started.sessionId };
}

describe("documents on workerd", () => {
  it("builds the blueprint with the model, renders the RFP from it and reports its check", async () => {
    const { token, id } = await readyDefinition();
    const generated = await send(`/api/conversations/${id}/generate-rfp`, undefined, token);
    expect(generated.status).toBe(200);
    const blueprint = (await (
      await worker.fetch(`/api/conversations/${id}/blueprint`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as TBlueprintResponse;
    expect(blueprint).toMatchObject({ version: 1, outOfDate: false, blueprint: { product: { name: "TaskNest" } } });
    expect(blueprint.documents).toEqual([
      expect.objectContaining({ kind: "rfp", current: true, check: expect.objectContaining({ passed: true }) }),
    ]);
    expect(llm.requests.filter(isBlueprintRequest)).toHaveLength(1);
  });

  it("writes the deck's words with the model and makes its PowerPoint file in workerd", async () => {
    const { token, id } = await readyDefinition();
    expect((await send(`/api/conversations/${id}/generate-pitch`, undefined, token)).status).toBe(200);
    const html = await (
      await worker.fetch(`/api/conversations/${id}/documents/pitch`, { headers: { Authorization: `Bearer ${token}` } })
    ).text();
    const deck = readDeck(html);
    expect(deck?.slides[1]?.headline.startsWith("Model: ")).toBe(true);
    const pptx = await worker.fetch(`/api/conversations/${id}/documents/pitch?format=pptx`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pptx.status).toBe(200);
    const entries = zipEntries(new Uint8Array(await pptx.arrayBuffer()));
    expect(entries.filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))).toHaveLength(deck?.slides.length ?? -1);
    expect(entries.some((name) => /^ppt\/charts\/chart\d+\.xml$/.test(name))).toBe(true);
  });
});
