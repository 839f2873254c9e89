import { PROMPT_ORDER } from "#shared/questionnaire/flow";
import { DETAIL_PAGE_SIZE } from "./detail-page";

/**
 * The page of the questionnaire a question is on: prompts and answers alternate in interview
 * order. Exact for the questions before the yes/no question's branch (q18), which a "No" shortens;
 * after it, the page a "Yes" gives.
 */
export function pageOfPrompt(promptId: string): number {
  const index = PROMPT_ORDER.indexOf(promptId);
  return index < 0 ? 1 : Math.floor((2 * index) / DETAIL_PAGE_SIZE) + 1;
}
