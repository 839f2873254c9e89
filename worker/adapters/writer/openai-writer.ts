import { createOpenAI } from "@ai-sdk/openai";
import { generateText, type LanguageModel, NoObjectGeneratedError, Output } from "ai";
import { blueprintProblems, normalizeBlueprint, OFFLINE_ANALYZER, offlineBlueprint, offlineFeatures } from "#engine";
import { ZBlueprint } from "#shared/blueprint/integrity";
import { type TBlueprint, ZBlueprintShape } from "#shared/blueprint/schema";
import { FEATURES_MIN, featureList } from "#shared/questionnaire/features";
import type { Config } from "#worker/config/config";
import type { Logger } from "#worker/logging/logger";
import type { BlueprintRequest, BlueprintResult, WriterPort } from "#worker/ports";
import { blueprintPrompt, blueprintRepairPrompt } from "./blueprint-prompt";
import { modelDeck } from "./model-deck";
import { featuresPrompt } from "./prompts";
import { streamDocumentWith } from "./stream-document";

type OpenAiSettings = Extract<Config["writer"], { kind: "openai" }>;

/** A blueprint is long structured output; it is made once per definition, so it may take its time. */
const BLUEPRINT_SETTINGS = { maxOutputTokens: 16000, temperature: 0.2 };

/**
 * An OpenAI-compatible model (OpenAI, Ollama, vLLM ...): chat-completions by default, which every
 * compatible server speaks, or OpenAI's Responses API when OPENAI_API_STYLE=responses.
 */
function openAiModel(settings: OpenAiSettings): LanguageModel {
  const provider = createOpenAI({ apiKey: settings.apiKey ?? "not-needed", baseURL: settings.baseUrl });
  return settings.apiStyle === "responses" ? provider.responses(settings.model) : provider.chat(settings.model);
}

/**
 * The LLM writer. A reply that is not a usable feature list falls back to the offline derivation,
 * and a blueprint that still fails its schema after one repair falls back to the offline
 * analyzer's, so the product never stops on a model's bad day; the log says so.
 */
export function openAiWriter(settings: OpenAiSettings, logger: Logger): WriterPort {
  const model = openAiModel(settings);
  return {
    kind: "openai",
    modelName: settings.model,
    streamDocument: (request) =>
      request.kind === "pitch" ? modelDeck(model, request, logger) : streamDocumentWith(model, request),
    buildBlueprint: (request) => modelBlueprint(model, settings.model, request, logger),
    async suggestFeatures(answers, language) {
      try {
        const { text } = await generateText({ model, ...featuresPrompt(answers, language), maxRetries: 1 });
        const features = featureList(parseJsonList(text));
        if (features.length >= FEATURES_MIN) return features;
        logger.warn("writer returned too few features; using the offline list", { count: features.length });
      } catch (error) {
        logger.warn("writer failed; using the offline features", { error: String(error) });
      }
      return offlineFeatures(answers, language);
    },
  };
}

/**
 * The model fills the blueprint through structured output, starting from the analyzer's draft;
 * the reply is held to the answers (normalizeBlueprint) and checked with the schema's rules. One
 * repair with the problems; then the draft stands.
 */
async function modelBlueprint(
  model: LanguageModel,
  modelName: string,
  request: BlueprintRequest,
  logger: Logger,
): Promise<BlueprintResult> {
  const draft = offlineBlueprint(request);
  const base = blueprintPrompt(request.answers, request.features, request.language, draft);
  let prompt = base;
  for (let attempt = 1; attempt <= 2; attempt++) {
    const outcome = await askForBlueprint(model, prompt, draft, request.abortSignal);
    if ("blueprint" in outcome) return { blueprint: outcome.blueprint, model: modelName };
    logger.warn("the model's blueprint was refused", { attempt, problems: outcome.problems.slice(0, 10) });
    if (outcome.unreachable) break;
    prompt = blueprintRepairPrompt(base, outcome.reply, outcome.problems);
  }
  logger.warn("using the offline analyzer's blueprint");
  return { blueprint: draft, model: OFFLINE_ANALYZER };
}

type Outcome = { blueprint: TBlueprint } | { reply: string; problems: string[]; unreachable: boolean };

async function askForBlueprint(
  model: LanguageModel,
  prompt: { system: string; prompt: string },
  draft: TBlueprint,
  abortSignal: AbortSignal | undefined,
): Promise<Outcome> {
  try {
    const result = await generateText({
      model,
      ...prompt,
      ...BLUEPRINT_SETTINGS,
      output: Output.object({ schema: ZBlueprintShape, name: "blueprint" }),
      // Other OpenAI-compatible servers do not all support strict schemas; zod checks the reply.
      providerOptions: { openai: { strictJsonSchema: false } },
      maxRetries: 1,
      abortSignal,
    });
    const normalized = normalizeBlueprint(result.output, draft);
    const checked = ZBlueprint.safeParse(normalized);
    if (checked.success) return { blueprint: checked.data };
    return { reply: JSON.stringify(result.output), problems: blueprintProblems(checked.error), unreachable: false };
  } catch (error) {
    if (abortSignal?.aborted) throw error;
    if (NoObjectGeneratedError.isInstance(error)) {
      return { reply: error.text ?? "", problems: causeProblems(error.cause), unreachable: false };
    }
    return { reply: "", problems: [String(error)], unreachable: true };
  }
}

/** Why a reply was not a blueprint: zod's issues when it did not match, else the parse error. */
function causeProblems(cause: unknown): string[] {
  const issues =
    (cause as { cause?: { issues?: unknown } } | undefined)?.cause?.issues ?? (cause as { issues?: unknown })?.issues;
  if (Array.isArray(issues)) return blueprintProblems({ issues });
  return [cause instanceof Error ? cause.message : "The reply was not JSON matching the blueprint schema."];
}

/** The first JSON array of strings in the reply (models like to wrap it in prose or fences). */
function parseJsonList(text: string): string[] {
  const match = text.match(/\[[\s\S]*\]/);
  if (!match) return [];
  try {
    const value: unknown = JSON.parse(match[0]);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}
