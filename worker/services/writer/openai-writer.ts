import { createOpenAI } from "@ai-sdk/openai";
import { generateText, type LanguageModel } from "ai";
import type { Config } from "../../config/config";
import type { Logger } from "../../logging/logger";
import { featureList } from "./feature-text";
import { offlineFeatures } from "./offline-features";
import { featuresPrompt } from "./prompts";
import { streamDocumentWith } from "./stream-document";
import { FEATURES_MIN, type WriterPort } from "./writer-port";

type OpenAiSettings = Extract<Config["writer"], { kind: "openai" }>;

/**
 * An OpenAI-compatible model (OpenAI, Ollama, vLLM ...): chat-completions by default, which every
 * compatible server speaks, or OpenAI's Responses API when OPENAI_API_STYLE=responses.
 */
export function openAiModel(settings: OpenAiSettings): LanguageModel {
  const provider = createOpenAI({ apiKey: settings.apiKey ?? "not-needed", baseURL: settings.baseUrl });
  return settings.apiStyle === "responses" ? provider.responses(settings.model) : provider.chat(settings.model);
}

/**
 * The LLM writer. A reply that is not a usable list (too short, not JSON) falls back to the
 * offline derivation, so the questionnaire never stops on a model's bad day; the log says so.
 */
export function openAiWriter(settings: OpenAiSettings, logger: Logger): WriterPort {
  const model = openAiModel(settings);
  return {
    kind: "openai",
    modelName: settings.model,
    streamDocument: (request) => streamDocumentWith(model, request),
    async suggestFeatures(answers) {
      try {
        const { text } = await generateText({ model, ...featuresPrompt(answers), maxRetries: 1 });
        const features = featureList(parseJsonList(text));
        if (features.length >= FEATURES_MIN) return features;
        logger.warn("writer returned too few features; using the offline list", { count: features.length });
      } catch (error) {
        logger.warn("writer failed; using the offline features", { error: String(error) });
      }
      return offlineFeatures(answers);
    },
  };
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
