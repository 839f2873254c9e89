import { OFFLINE_ANALYZER, offlineBlueprint, offlineFeatures } from "#engine";
import type { Config } from "#worker/config/config";
import type { Logger } from "#worker/logging/logger";
import type { WriterPort } from "#worker/ports";
import { offlineModel } from "./offline-model";
import { openAiWriter } from "./openai-writer";
import { streamDocumentWith } from "./stream-document";

/** The Writer adapter the configuration chooses (production refuses the offline one: see config). */
export function createWriter(config: Config, logger: Logger): WriterPort {
  if (config.writer.kind === "openai") return openAiWriter(config.writer, logger);
  const model = offlineModel();
  return {
    kind: "offline",
    modelName: model.modelId,
    suggestFeatures: async (answers, language) => offlineFeatures(answers, language),
    buildBlueprint: async (request) => ({ blueprint: offlineBlueprint(request), model: OFFLINE_ANALYZER }),
    streamDocument: (request) => streamDocumentWith(model, request),
  };
}
