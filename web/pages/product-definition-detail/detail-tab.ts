export type DetailTab = "rfp" | "questionnaire";

/** The query value that selects the questionnaire (spec section 2); its answers open read-only. */
const EDIT_ACTION = "edit";

/** Navigation state that opens the questionnaire's answers for editing (the /edit route's). */
export const EDIT_ANSWERS_STATE = { editAnswers: true } as const;

/** Navigation state of the checkout's return after an upgrade: the page opens on its documents. */
export const SHOW_DOCUMENTS_STATE = { showDocuments: true } as const;

/** Whether the page was opened to show the documents (after paying for them). */
export function opensDocuments(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { showDocuments?: unknown }).showDocuments === true;
}

/** Whether the page was opened to edit the answers straight away. */
export function opensForEditing(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { editAnswers?: unknown }).editAnswers === true;
}

/**
 * Spec section 2: action=edit selects the questionnaire, no action the RFP; without an RFP there
 * is nothing to show on its tab, so the questionnaire is forced.
 */
export function selectedTab(action: string | null, hasRfp: boolean): DetailTab {
  if (!hasRfp) return "questionnaire";
  return action === EDIT_ACTION ? "questionnaire" : "rfp";
}

/** The address's query for a tab, other parameters kept. */
export function queryFor(current: URLSearchParams, tab: DetailTab): URLSearchParams {
  const next = new URLSearchParams(current);
  if (tab === "questionnaire") next.set("action", EDIT_ACTION);
  else next.delete("action");
  return next;
}

/** The query that opens the questionnaire for editing at one answer ("Edit answer 7"). */
export function editAnswerQuery(promptId: string): string {
  return `?${new URLSearchParams({ action: EDIT_ACTION, answer: promptId })}`;
}

/** The answer a link asked to edit, if it is a question of the interview. */
export function answerToEdit(params: URLSearchParams): string | null {
  const answer = params.get("answer");
  return answer && /^q\d{1,2}[a-c]?$/.test(answer) ? answer : null;
}
