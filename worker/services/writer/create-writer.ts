import type { Config } from "../../config/config";
import type { Logger } from "../../logging/logger";
import { offlineFeatures } from "./offline-features";
import { openAiWriter } from "./openai-writer";
import type { WriterPort } from "./writer-port";

/** The Writer adapter the configuration chooses (production refuses the offline one: see config). */
export function createWriter(config: Config, logger: Logger): WriterPort {
  if (config.writer.kind === "openai") return openAiWriter(config.writer, logger);
  return { kind: "offline", suggestFeatures: async (answers) => offlineFeatures(answers) };
}
