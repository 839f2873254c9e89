import type { DocumentKind } from "../../../shared/documents/kinds";
import { AppError } from "../../../shared/errors/app-error";
import { DOCUMENT_MESSAGES } from "../../../shared/errors/definition-messages";
import type { TGenerationEvent } from "../../../shared/schemas/documents";
import type { TLanguage } from "../../../shared/schemas/settings";
import { describeError } from "../../logging/logger";
import type { ServiceContext } from "../context";
import { checkOpenApi } from "./check-openapi";

type WriteRequest = {
  kind: DocumentKind;
  answers: Record<string, string>;
  features: string[];
  generatedAt: Date;
  language?: TLanguage;
  abortSignal?: AbortSignal;
};

/**
 * Streams the writer's text as delta events and returns the whole text. An OpenAPI document must
 * validate; an LLM's invalid one gets one repair attempt with the validator's errors (the live
 * view restarts), then the generation fails with the spec's words.
 */
export async function* writeDocument(
  ctx: ServiceContext,
  request: WriteRequest,
): AsyncGenerator<TGenerationEvent, string> {
  const { writer, logger } = ctx.deps;
  let text = yield* relay(ctx, writer.streamDocument(request));
  if (request.kind !== "openapi") return text;
  let check = checkOpenApi(text);
  if (!check.valid && writer.kind !== "offline") {
    logger.warn("the model's OpenAPI document did not validate; asking for a repair", { errors: check.errors });
    yield { type: "restart", reason: "The API definition did not validate; correcting it." };
    text = yield* relay(ctx, writer.streamDocument({ ...request, repair: { document: text, errors: check.errors } }));
    check = checkOpenApi(text);
  }
  if (!check.valid) {
    logger.error("OpenAPI document invalid", { errors: check.errors, writer: writer.kind });
    throw new AppError("502", DOCUMENT_MESSAGES.notGenerated, 502, { errors: check.errors });
  }
  return text;
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
    throw new AppError("502", DOCUMENT_MESSAGES.notGenerated, 502);
  }
  if (text.trim().length === 0) throw new AppError("502", DOCUMENT_MESSAGES.notGenerated, 502);
  return text;
}
