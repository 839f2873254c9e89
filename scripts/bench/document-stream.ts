import { QUESTIONS } from "../../shared/questionnaire/prompts";
import type { TInitResponse, TMessage, TSendMessageResponse } from "../../shared/schemas/definitions";
import { percentile } from "./rounds";

/**
 * Time to the first streamed byte and total time of an RFP from the offline writer, over HTTP:
 * the server's own overhead around a writer that costs nothing. Each user gets one definition and
 * regenerates its RFP up to the monthly limit (10), so 5 users give 50 samples.
 */
const USERS = 5;
const PER_USER = 10;

type Json = Record<string, unknown>;

export type StreamFigures = {
  samples: number;
  firstByteP50: number;
  firstByteP95: number;
  totalP50: number;
  totalP95: number;
};

export async function measureDocumentStream(origin: string): Promise<StreamFigures> {
  const firstBytes: number[] = [];
  const totals: number[] = [];
  for (let user = 0; user < USERS; user++) {
    const { token, definitionId } = await readyDefinition(origin, user);
    for (let run = 0; run < PER_USER; run++) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/conversations/${definitionId}/documents/rfp/stream`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}` },
      });
      const reader = response.body?.getReader();
      if (!reader || response.status !== 200) throw new Error(`stream refused: ${response.status}`);
      let first = true;
      for (;;) {
        const { done } = await reader.read();
        if (first) firstBytes.push(performance.now() - started);
        first = false;
        if (done) break;
      }
      totals.push(performance.now() - started);
    }
  }
  return {
    samples: totals.length,
    firstByteP50: tenths(firstBytes, 50),
    firstByteP95: tenths(firstBytes, 95),
    totalP50: tenths(totals, 50),
    totalP95: tenths(totals, 95),
  };
}

/** A percentile to a tenth of a millisecond. */
const tenths = (values: number[], p: number) => Math.round(percentile(values, p) * 10) / 10;

async function call<T = Json>(origin: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function readyDefinition(origin: string, index: number) {
  const email = `bench-docs-${index}-${Date.now()}@example.com`;
  const password = "Bench-pass1!";
  await call(origin, "/api/users", { email, password, firstName: "Bench" });
  const pair = await call<{ access_token: string; refresh_token: string; expires_in: number }>(
    origin,
    "/api/connect/login",
    { username: email, password },
  );
  const token = pair.access_token;
  await call(origin, "/api/purchases", { product: "RFPGenerator", cardStripeToken: "", quantity: 1 }, token);
  const started = await call<TInitResponse>(
    origin,
    "/api/conversations/init",
    { packageType: "rfpGeneratorPackages" },
    token,
  );
  let prompt: TMessage | null | undefined = started.prompts[0];
  while (prompt && prompt.metadata.id !== "qGenerateRFP") {
    const reply: TSendMessageResponse = await call(
      origin,
      "/api/conversations/message",
      {
        conversationId: started.sessionId,
        messageId: prompt.id,
        content: answerFor(prompt),
      },
      token,
    );
    prompt = reply.nextPrompt;
  }
  return { token, pair, definitionId: started.sessionId };
}

/** What a founder types at a prompt: the question's own example, Yes, or the features as offered. */
export function answerFor(prompt: TMessage): string {
  if (prompt.metadata.id === "qGenerateFeatures") {
    return (prompt.metadata.features ?? []).map((feature, index) => `${index + 1}. ${feature}`).join("\n");
  }
  const question = QUESTIONS.find((candidate) => candidate.id === prompt.metadata.id);
  return question?.expectedInput === "yesNo" ? "Yes" : (question?.placeholder ?? "An answer");
}
