import { generateText, type LanguageModel, NoObjectGeneratedError, Output } from "ai";
import {
  applyDeckCopy,
  composeDeck,
  DECK_COPY_NAME,
  deckCopyPrompt,
  renderDeckHtml,
  type TDeckCopy,
  ZDeckCopy,
} from "#engine";
import type { TBlueprint } from "#shared/blueprint/schema";
import type { TDeck } from "#shared/deck/schema";
import type { Logger } from "#worker/logging/logger";
import type { DocumentRequest } from "#worker/ports";
import { DOCUMENT_SETTINGS } from "./document-prompts";

/**
 * The pitch deck with a model: the blueprint's slides (composeDeck) with the model's headlines
 * and speaker scripts, asked as structured output. A reply that does not fit the schema gets one
 * retry with zod's problems; then the analyzer's words stand (logged). The deck arrives whole,
 * as one piece of the stream, because the slides are rendered from data, not written as HTML.
 */
export async function* modelDeck(
  model: LanguageModel,
  request: DocumentRequest,
  logger: Logger,
): AsyncIterable<string> {
  const deck = composeDeck(request.blueprint, request.generatedAt);
  const copy = await askForCopy(model, deck, request, logger);
  yield renderDeckHtml(copy ? applyDeckCopy(deck, copy) : deck);
}

async function askForCopy(
  model: LanguageModel,
  deck: TDeck,
  request: DocumentRequest,
  logger: Logger,
): Promise<TDeckCopy | null> {
  let problems = request.repair?.problems ?? [];
  for (let attempt = 1; attempt <= 2; attempt++) {
    const outcome = await ask(model, deck, request.blueprint, problems, request.abortSignal);
    if ("copy" in outcome) return outcome.copy;
    logger.warn("the model's deck words were refused", { attempt, problems: outcome.problems.slice(0, 10) });
    problems = outcome.problems;
  }
  logger.warn("using the analyzer's words for the deck");
  return null;
}

async function ask(
  model: LanguageModel,
  deck: TDeck,
  blueprint: TBlueprint,
  problems: readonly string[],
  abortSignal: AbortSignal | undefined,
): Promise<{ copy: TDeckCopy } | { problems: string[] }> {
  try {
    const result = await generateText({
      model,
      ...deckCopyPrompt(deck, blueprint, problems),
      ...DOCUMENT_SETTINGS.pitch,
      output: Output.object({ schema: ZDeckCopy, name: DECK_COPY_NAME }),
      // Other OpenAI-compatible servers do not all support strict schemas; zod checks the reply.
      providerOptions: { openai: { strictJsonSchema: false } },
      maxRetries: 1,
      abortSignal,
    });
    return { copy: result.output };
  } catch (error) {
    if (!NoObjectGeneratedError.isInstance(error)) throw error;
    const issues = (error.cause as { issues?: { path: PropertyKey[]; message: string }[] } | undefined)?.issues;
    return {
      problems: issues?.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [
        "The reply was not JSON matching the schema.",
      ],
    };
  }
}
