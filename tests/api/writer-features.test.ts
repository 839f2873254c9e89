import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TInitResponse, TSendMessageResponse } from "#shared/schemas/definitions";
import { type ApiServer, startApiServer } from "../support/api-server";
import { bearer } from "../support/auth-client";
import { ownPackage, signedInUser } from "../support/factories";
import { type Answer, interview } from "../support/interview";
import { type OpenAiStandIn, startOpenAiStandIn } from "../support/openai-stand-in";

/** The questionnaire's features from an OpenAI-compatible model (a local stand-in), over tRPC. */
let llm: OpenAiStandIn;
let server: ApiServer;
let nextReply = "";
beforeAll(async () => {
  llm = await startOpenAiStandIn(() => nextReply);
  server = await startApiServer({
    env: { OPENAI_BASE_URL: llm.url, OPENAI_API_KEY: "sk-local", OPENAI_MODEL: "local-model" },
  });
});
afterAll(async () => {
  await server.close();
  await llm.close();
});

async function featuresFor(reply: string): Promise<string[]> {
  nextReply = reply;
  const { user, tokens } = await signedInUser(server);
  await ownPackage(server, user.id, "RFPGenerator");
  const trpc = async (path: string, input: unknown) => {
    const response = await server.fetch(`/trpc/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...bearer(tokens.access_token) },
      body: JSON.stringify(input),
    });
    const json = (await response.json()) as { result?: { data: unknown }; error?: unknown };
    return { status: response.status, body: (json.result?.data ?? json.error) as TSendMessageResponse };
  };
  const init = (await trpc("definitions.init", { packageType: "rfpGeneratorPackages" }))
    .body as unknown as TInitResponse;
  const answer: Answer = (body) => trpc("definitions.answer", body);
  const { prompt } = await interview(answer, init, { stopAt: "qGenerateFeatures" });
  return prompt?.metadata.features ?? [];
}

describe("features from an OpenAI-compatible model", () => {
  it("asks the model with the interview and offers its list, cleaned", async () => {
    const features = await featuresFor(
      'Here you go:\n```json\n["Crew scheduling", "1. Online booking", "Crew scheduling", "Invoicing with Stripe"]\n```',
    );
    expect(features).toEqual(["Crew scheduling", "Online booking", "Invoicing with Stripe"]);
    const request = llm.requests.at(-1) as {
      model: string;
      messages: { role: string; content: string }[];
      authorization: string;
    };
    expect(request.model).toBe("local-model");
    expect(request.authorization).toBe("Bearer sk-local");
    expect(request.messages[0]?.role).toBe("system");
    expect(request.messages[1]?.content).toContain("Answer: TaskNest");
    // The answer just sent (the last question, risks and what vendors should know) is read too.
    expect(request.messages[1]?.content).toContain("we must import existing clients from spreadsheets");
  });

  it("falls back to the offline list when the reply is not a usable list", async () => {
    const features = await featuresFor("I cannot help with that.");
    expect(features.slice(0, 2)).toEqual(["Crew scheduling", "Online booking page"]);
    expect(server.logs.some((line) => line.level === "warn" && String(line.msg).includes("offline"))).toBe(true);
  });

  it("runs the whole interview through tRPC to qFinal", async () => {
    nextReply = '["Scheduling", "Booking", "Billing"]';
    const { user, tokens } = await signedInUser(server);
    await ownPackage(server, user.id, "RFPGenerator");
    const call = async (path: string, input: unknown) => {
      const response = await server.fetch(`/trpc/${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...bearer(tokens.access_token) },
        body: JSON.stringify(input),
      });
      return {
        status: response.status,
        body: ((await response.json()) as { result: { data: TSendMessageResponse } }).result?.data,
      };
    };
    const init = (await call("definitions.init", { packageType: "rfpGeneratorPackages" }))
      .body as unknown as TInitResponse;
    const { prompt } = await interview((body) => call("definitions.answer", body), init);
    expect(prompt?.metadata).toMatchObject({ id: "qFinal", progress: 100 });
    const list = await server.fetch("/trpc/definitions.list", { headers: bearer(tokens.access_token) });
    const { result } = (await list.json()) as { result: { data: { conversations: { id: string; name: string }[] } } };
    expect(result.data.conversations).toEqual([expect.objectContaining({ id: init.sessionId, name: "TaskNest" })]);
  });
});
