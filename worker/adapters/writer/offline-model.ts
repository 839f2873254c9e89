import type { LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4StreamPart } from "@ai-sdk/provider";
import { composeDocument } from "#engine";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { DocumentKind } from "#shared/documents/kinds";

/** What the offline writer reads from `providerOptions.offline`: the blueprint, not a text prompt. */
export type OfflineRequest = {
  kind: DocumentKind;
  blueprint: TBlueprint;
  /** ISO instant the document is dated with. */
  generatedAt: string;
};

const CHUNK = 48;
const USAGE = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: undefined, text: undefined, reasoning: 0 },
};

/**
 * The offline writer as a real AI SDK language model: deterministic, no network, streamed in small
 * chunks like a model's tokens. It renders each document from the blueprint it is given in
 * `providerOptions.offline` (the text prompt written for LLMs is ignored).
 */
export function offlineModel(): LanguageModelV4 {
  return {
    specificationVersion: "v4",
    provider: "specwright",
    modelId: "offline-writer",
    supportedUrls: {},
    async doGenerate(options) {
      const text = compose(options);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: USAGE,
        warnings: [],
      };
    },
    async doStream(options) {
      const text = compose(options);
      return { stream: streamOf(chunks(text), options.abortSignal) };
    },
  };
}

function compose(options: LanguageModelV4CallOptions): string {
  const request = options.providerOptions?.offline as unknown as OfflineRequest | undefined;
  if (!request?.kind || !request.blueprint)
    throw new Error("The offline writer needs the blueprint in providerOptions.offline");
  return composeDocument(request.kind, request.blueprint, new Date(request.generatedAt));
}

/** Cuts after whitespace near every 48 characters, so words arrive whole. */
export function chunks(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + CHUNK);
    const space = text.lastIndexOf(" ", end);
    if (end < text.length && space > start) end = space + 1;
    parts.push(text.slice(start, end));
    start = end;
  }
  return parts;
}

/** One chunk per pull: the consumer's pace sets the producer's (backpressure, and cancellation). */
function streamOf(parts: string[], signal?: AbortSignal): ReadableStream<LanguageModelV4StreamPart> {
  const queue: LanguageModelV4StreamPart[] = [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: "0" },
    ...parts.map((delta): LanguageModelV4StreamPart => ({ type: "text-delta", id: "0", delta })),
    { type: "text-end", id: "0" },
    { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: USAGE },
  ];
  return new ReadableStream({
    pull(controller) {
      if (signal?.aborted) return controller.error(signal.reason);
      const next = queue.shift();
      if (next) controller.enqueue(next);
      else controller.close();
    },
  });
}
