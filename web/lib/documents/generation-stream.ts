import type { DocumentKind } from "#shared/documents/kinds";
import { DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import type { TGenerationEvent } from "#shared/schemas/documents";
import { ApiError, apiErrorFromResponse } from "../api-error";
import type { FetchLike } from "../auth/session-api";
import { generationStreamPath } from "./document-paths";
import { liveText, readEvents } from "./ndjson";

export type GenerationDone = Extract<TGenerationEvent, { type: "done" }>;

type Options = {
  definitionId: string;
  kind: DocumentKind;
  signal: AbortSignal;
  /** The text written so far, after each change (a restart empties it). */
  onText(text: string): void;
};

/**
 * Generates a document through the streaming endpoint and resolves with its final event. A
 * refusal arrives before the stream as an error envelope; a failure later as an `error` line.
 * Aborting `signal` cancels the generation on the server (nothing is stored, the quota is given
 * back) and rejects with the abort's own error.
 */
export async function streamGeneration(send: FetchLike, options: Options): Promise<GenerationDone> {
  const { signal } = options;
  try {
    const response = await send(generationStreamPath(options.definitionId, options.kind), {
      method: "POST",
      headers: { Accept: "application/x-ndjson" },
      signal,
    });
    if (!response.ok) throw await apiErrorFromResponse(response, DOCUMENT_MESSAGES.tryLater);
    if (!response.body) throw new ApiError(0, DOCUMENT_MESSAGES.tryLater);
    return await followStream(response.body, options.onText);
  } catch (error) {
    if (signal.aborted || error instanceof ApiError) throw error;
    // The connection failed before or during the stream.
    throw new ApiError(0, DOCUMENT_MESSAGES.tryLater);
  }
}

async function followStream(body: ReadableStream<Uint8Array>, onText: (text: string) => void) {
  let text = "";
  for await (const event of readEvents(body)) {
    if (event.type === "done") return event;
    if (event.type === "error") throw new ApiError(event.status, event.message);
    const next = liveText(text, event);
    if (next !== text) onText(next);
    text = next;
  }
  // The stream ended without saying how: the server stopped midway.
  throw new ApiError(502, DOCUMENT_MESSAGES.notGenerated);
}
