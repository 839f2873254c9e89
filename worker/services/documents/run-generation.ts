import type { DocumentKind } from "#shared/documents/kinds";
import type { TGenerateResponse } from "#shared/schemas/documents";
import type { ServiceContext } from "#worker/ports";
import { generateDocument } from "./generate-document";

/** A generation run to its end, for the calls that answer only when the document is complete. */
export async function runGeneration(
  ctx: ServiceContext,
  userId: string,
  definitionId: string,
  kind: DocumentKind,
  abortSignal?: AbortSignal,
): Promise<TGenerateResponse> {
  for await (const event of generateDocument(ctx, userId, definitionId, kind, abortSignal)) {
    if (event.type === "done")
      return { success: true, url: event.url, data: { url: event.url }, document: event.document };
  }
  throw new Error("the generation ended without a document");
}
