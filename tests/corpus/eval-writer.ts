import { createWriter } from "#adapters/writer/create-writer";
import { parseConfig } from "#worker/config/config";
import { createLogger } from "#worker/logging/logger";
import type { WriterPort } from "#worker/ports";

/**
 * The writer `npm run eval:analyzer` measures: the offline analyzer, or with OPENAI_* set the
 * configured model (the app's own writer, through the same configuration the server reads).
 */
export function evalWriter(env: Record<string, string | undefined>): WriterPort {
  const config = parseConfig({
    NODE_ENV: "development",
    // Unused by the writer; the configuration insists on one outside the server.
    JWT_SECRET: "eval-analyzer-does-not-sign-anything-0000",
    OPENAI_API_KEY: env.OPENAI_API_KEY,
    OPENAI_BASE_URL: env.OPENAI_BASE_URL,
    OPENAI_MODEL: env.OPENAI_MODEL,
    OPENAI_API_STYLE: env.OPENAI_API_STYLE,
    LOG_LEVEL: "error",
  });
  return createWriter(config, createLogger(config.logLevel));
}
