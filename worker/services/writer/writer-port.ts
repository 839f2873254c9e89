import type { DocumentKind } from "../../../shared/documents/kinds";
import type { TLanguage } from "../../../shared/schemas/settings";

/** Answers by prompt id (q1 -> "TaskNest", ...). */
export type Answers = Readonly<Record<string, string>>;

export type DocumentRequest = {
  kind: DocumentKind;
  answers: Answers;
  features: readonly string[];
  generatedAt: Date;
  /** The user's language: LLMs write in it; the offline writer writes English. */
  language?: TLanguage;
  abortSignal?: AbortSignal;
  /** Set for the one repair attempt of an OpenAPI document that did not validate. */
  repair?: { document: string; errors: readonly string[] };
};

/**
 * The Writer port (DESIGN.md): one AI SDK language model behind it, the offline writer by default
 * or an OpenAI-compatible model when one is configured. `modelName` is stored with each document.
 */
export type WriterPort = {
  kind: "offline" | "openai";
  modelName: string;
  suggestFeatures(answers: Answers): Promise<string[]>;
  /** The document's text as it is written; the iterable ends when the model is done. */
  streamDocument(request: DocumentRequest): AsyncIterable<string>;
};

export const FEATURES_MIN = 3;
export const FEATURES_MAX = 10;
export const FEATURE_MAX_LENGTH = 80;
