import { type LanguageModel, streamText } from "ai";
import type { DocumentRequest } from "#worker/ports";
import { DOCUMENT_SETTINGS, documentPrompt, repairPrompt } from "./document-prompts";
import type { OfflineRequest } from "./offline-model";

/**
 * Streams a document from any model through the AI SDK's streamText. LLMs read the text prompt
 * (instructions and the blueprint); the offline writer reads the blueprint in providerOptions.
 * A model error surfaces as a thrown error from the iteration (never as silently short text).
 */
export async function* streamDocumentWith(model: LanguageModel, request: DocumentRequest): AsyncIterable<string> {
  const offline: OfflineRequest = {
    kind: request.kind,
    blueprint: request.blueprint,
    generatedAt: request.generatedAt.toISOString(),
  };
  let failure: unknown;
  const result = streamText({
    model,
    ...(request.repair
      ? repairPrompt(request.kind, request.blueprint, request.generatedAt, request.repair)
      : documentPrompt(request.kind, request.blueprint, request.generatedAt)),
    ...DOCUMENT_SETTINGS[request.kind],
    providerOptions: { offline },
    abortSignal: request.abortSignal,
    maxRetries: 1,
    onError: ({ error }) => {
      failure = error;
    },
  });
  for await (const part of result.fullStream) {
    if (part.type === "text-delta") yield part.text;
    if (part.type === "error") throw part.error;
    if (part.type === "abort") throw new Error("The generation was cancelled");
  }
  if (failure) throw failure;
}
