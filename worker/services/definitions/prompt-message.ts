import type { Progress } from "#shared/questionnaire/flow";
import { questionById } from "#shared/questionnaire/flow";
import {
  DOCUMENT_OPTIONS,
  DOCUMENTS_TEXT,
  FEATURES_TEXT,
  FINAL_TEXT,
  SPECIAL_PROMPTS,
} from "#shared/questionnaire/prompts";

/** What an assistant message for a prompt says, and the metadata the screens read. */
export function promptMessage(promptId: string, progress: Progress, features: readonly string[] = []) {
  const common = { id: promptId, step: progress.step, totalSteps: progress.total, progress: progress.percent };
  const question = questionById(promptId);
  if (question) {
    return {
      content: question.text,
      metadata: {
        ...common,
        visibleQuestion: question.text,
        label: question.label,
        placeholder: question.placeholder,
        ...(question.expectedInput ? { expectedInput: question.expectedInput } : {}),
        ...(question.onYes ? { onYes: question.onYes, onNo: question.onNo } : {}),
      },
    };
  }
  if (promptId === SPECIAL_PROMPTS.features) {
    return {
      content: FEATURES_TEXT,
      metadata: { ...common, visibleQuestion: FEATURES_TEXT, expectedInput: "features", features: [...features] },
    };
  }
  if (promptId === SPECIAL_PROMPTS.documents) {
    const options = DOCUMENT_OPTIONS.map(({ letter, label }) => ({ letter, label }));
    return {
      content: DOCUMENTS_TEXT,
      metadata: { ...common, visibleQuestion: DOCUMENTS_TEXT, expectedInput: "option", options },
    };
  }
  return { content: FINAL_TEXT, metadata: { ...common, visibleQuestion: FINAL_TEXT } };
}
