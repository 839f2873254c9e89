/** Answers by prompt id (q1 -> "TaskNest", ...). */
export type Answers = Readonly<Record<string, string>>;

/**
 * The Writer port (DESIGN.md): the offline writer by default, an OpenAI-compatible model when one
 * is configured. The questionnaire asks it for the product's features; documents come later.
 */
export type WriterPort = {
  kind: "offline" | "openai";
  suggestFeatures(answers: Answers): Promise<string[]>;
};

export const FEATURES_MIN = 3;
export const FEATURES_MAX = 10;
export const FEATURE_MAX_LENGTH = 80;
