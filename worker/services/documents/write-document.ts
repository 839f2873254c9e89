import { checkDocument, stripFence } from "#engine";
import type { TDocumentCheck } from "#shared/blueprint/check";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { DocumentKind } from "#shared/documents/kinds";
import { AppError } from "#shared/errors/app-error";
import type { TGenerationEvent } from "#shared/schemas/documents";
import { describeError } from "#worker/logging/logger";
import type { ServiceContext } from "#worker/ports";

type WriteRequest = {
  kind: DocumentKind;
  blueprint: TBlueprint;
  generatedAt: Date;
  abortSignal?: AbortSignal;
};

export type WrittenDocument = { text: string; check: TDocumentCheck };

const RESTART_REASONS: Record<DocumentKind, string> = {
  rfp: "The RFP did not match its blueprint; correcting it.",
  pitch: "The pitch deck did not match its blueprint; correcting it.",
  openapi: "The API definition did not validate; correcting it.",
  app_prompt: "The prompt did not match its blueprint; correcting it.",
};

/**
 * Streams the writer's text as delta events and returns the text (without a Markdown fence a
 * model may wrap it in) with its consistency check. A model's document that fails the check gets
 * one repair with the findings and the blueprint (the live view restarts); one that is still not
 * the right kind of text (a Markdown "deck", an OpenAPI without paths) is refused with the spec's
 * words, and one that only disagrees in places is stored with its findings.
 */
export async function* writeDocument(
  ctx: ServiceContext,
  request: WriteRequest,
): AsyncGenerator<TGenerationEvent, WrittenDocument> {
  const { writer, logger } = ctx.deps;
  let text = stripFence(yield* relay(ctx, writer.streamDocument(request)));
  let check = checkDocument(request.kind, text, request.blueprint);
  if (!check.passed && writer.kind !== "offline") {
    logger.warn("the model's document failed its checks; asking for a repair", {
      kind: request.kind,
      findings: check.findings,
    });
    yield { type: "restart", reason: RESTART_REASONS[request.kind] };
    const problems = check.findings.map((finding) => finding.message);
    text = stripFence(yield* relay(ctx, writer.streamDocument({ ...request, repair: { document: text, problems } })));
    check = checkDocument(request.kind, text, request.blueprint);
  }
  if (check.findings.some((finding) => finding.rule === "format")) {
    logger.error("document refused", { kind: request.kind, writer: writer.kind, findings: check.findings });
    throw new AppError("notGenerated", undefined, {
      errors: check.findings.map((finding) => finding.message),
    });
  }
  if (!check.passed) logger.warn("document stored with findings", { kind: request.kind, findings: check.findings });
  return { text, check };
}

/** The model's failures (HTTP errors, a broken stream) become the spec's words; the log keeps why. */
async function* relay(ctx: ServiceContext, stream: AsyncIterable<string>): AsyncGenerator<TGenerationEvent, string> {
  let text = "";
  try {
    for await (const delta of stream) {
      text += delta;
      yield { type: "delta", text: delta };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.deps.logger.error("the writer failed", describeError(error));
    throw new AppError("notGenerated");
  }
  if (text.trim().length === 0) throw new AppError("notGenerated");
  return text;
}
