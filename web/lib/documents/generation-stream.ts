import type { DocumentKind } from "../../../shared/documents/kinds";
import { DOCUMENT_MESSAGES } from "../../../shared/errors/definition-messages";
import type { TGenerationEvent } from "../../../shared/schemas/documents";
import type { FetchLike } from "../auth/session-api";
import { generationStreamPath } from "./document-paths";
import { liveText, readEvents } from "./ndjson";

export type GenerationDone = Extract<TGenerationEvent, { type: "done" }>;

/** A generation the server refused or could not finish; `status` 0 when it never answered. */
export class GenerationError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "GenerationError";
  }
}

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
    if (!response.ok) throw new GenerationError(response.status, await refusalMessage(response));
    if (!response.body) throw new GenerationError(0, DOCUMENT_MESSAGES.tryLater);
    return await followStream(response.body, options.onText);
  } catch (error) {
    if (signal.aborted || error instanceof GenerationError) throw error;
    // The connection failed before or during the stream.
    throw new GenerationError(0, DOCUMENT_MESSAGES.tryLater);
  }
}

async function followStream(body: ReadableStream<Uint8Array>, onText: (text: string) => void) {
  let text = "";
  for await (const event of readEvents(body)) {
    if (event.type === "done") return event;
    if (event.type === "error") throw new GenerationError(event.status, event.message);
    const next = liveText(text, event);
    if (next !== text) onText(next);
    text = next;
  }
  // The stream ended without saying how: the server stopped midway.
  throw new GenerationError(502, DOCUMENT_MESSAGES.notGenerated);
}

/** The server's message from its error envelope; the spec's fallback when there is none. */
async function refusalMessage(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== "object" || body === null) return DOCUMENT_MESSAGES.tryLater;
  const { message, error } = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof message === "string" && message) return message;
  return typeof error?.message === "string" && error.message ? error.message : DOCUMENT_MESSAGES.tryLater;
}
