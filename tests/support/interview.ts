import { QUESTIONS } from "#shared/questionnaire/prompts";
import type { TInitResponse, TMessage, TSendMessageResponse } from "#shared/schemas/definitions";
import type { ApiServer } from "./api-server";
import { bearer, post } from "./auth-client";

/** The answer a test gives to a prompt: the question's example, Yes/No at q18, a kept order of features. */
export function answerFor(
  prompt: TMessage,
  options: { yesNo?: "Yes" | "No"; option?: string; answers?: Readonly<Record<string, string>> } = {},
): string {
  const id = prompt.metadata.id;
  // A founder's own words (a corpus set) for the questions they answer; placeholders for the rest.
  const own = options.answers?.[id];
  if (own !== undefined) return own;
  if (id === "qGenerateFeatures") {
    return [...(prompt.metadata.features ?? [])]
      .reverse()
      .map((feature, index) => `${index + 1}. ${feature}`)
      .join("\n");
  }
  if (id === "qGenerateRFP") return options.option ?? "A";
  const question = QUESTIONS.find((candidate) => candidate.id === id);
  if (question?.expectedInput === "yesNo") return options.yesNo ?? "Yes";
  return question?.placeholder ?? "An answer";
}

export type Answer = (body: Record<string, unknown>) => Promise<{ status: number; body: TSendMessageResponse }>;

/** Answers prompts from the init's first one until qFinal (or `stopAt`); returns the last response. */
export async function interview(
  send: Answer,
  started: TInitResponse,
  options: { yesNo?: "Yes" | "No"; option?: string; packageType?: string; stopAt?: string } = {},
) {
  const conversationId = started.sessionId;
  let prompt: TMessage | null = started.prompts[0] ?? null;
  let last: TSendMessageResponse | undefined;
  while (prompt && prompt.metadata.id !== "qFinal" && prompt.metadata.id !== options.stopAt) {
    const response = await send({
      conversationId,
      messageId: prompt.id,
      content: answerFor(prompt, options),
      ...(options.packageType ? { packageType: options.packageType } : {}),
    });
    if (response.status !== 200)
      throw new Error(`${prompt.metadata.id}: ${response.status} ${JSON.stringify(response.body)}`);
    last = response.body;
    prompt = response.body.nextPrompt;
  }
  return { last, prompt };
}

export function restAnswer(server: ApiServer, token: string): Answer {
  return (body) => post<TSendMessageResponse>(server, "/api/conversations/message", body, bearer(token));
}

export function firstPrompt(started: TInitResponse): TMessage {
  const [first] = started.prompts;
  if (!first) throw new Error("init returned no prompt");
  return first;
}
