import type { TBlueprint } from "../../../shared/blueprint/schema";
import type { DocumentKind } from "../../../shared/documents/kinds";
import type { TLanguage } from "../../../shared/schemas/settings";

/** Answers by prompt id (q1 -> "TaskNest", ...). */
export type Answers = Readonly<Record<string, string>>;

export type BlueprintRequest = {
  answers: Answers;
  /** The confirmed features in the founder's order. */
  features: readonly string[];
  /** The user's language: the blueprint's own text is written in it. */
  language: TLanguage;
  abortSignal?: AbortSignal;
};

/** A blueprint and who made it: the offline analyzer, or a model (falling back to the analyzer). */
export type BlueprintResult = { blueprint: TBlueprint; model: string };

export type DocumentRequest = {
  kind: DocumentKind;
  blueprint: TBlueprint;
  generatedAt: Date;
  abortSignal?: AbortSignal;
  /** Set for the one repair attempt: the document and what is wrong with it. */
  repair?: { document: string; problems: readonly string[] };
};

/**
 * The Writer port (DESIGN.md): one AI SDK language model behind it, the offline writer by default
 * or an OpenAI-compatible model when one is configured. It builds the blueprint of a product from
 * its answers, then writes each document from that blueprint. `modelName` is stored with each.
 */
export type WriterPort = {
  kind: "offline" | "openai";
  modelName: string;
  suggestFeatures(answers: Answers, language: TLanguage): Promise<string[]>;
  buildBlueprint(request: BlueprintRequest): Promise<BlueprintResult>;
  /** The document's text as it is written; the iterable ends when the model is done. */
  streamDocument(request: DocumentRequest): AsyncIterable<string>;
};

export const FEATURES_MIN = 3;
export const FEATURES_MAX = 10;
export const FEATURE_MAX_LENGTH = 80;
