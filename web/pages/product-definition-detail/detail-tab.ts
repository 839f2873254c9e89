export type DetailTab = "rfp" | "questionnaire";

/** The query value that selects the questionnaire (and puts its answers in edit mode). */
export const EDIT_ACTION = "edit";

/**
 * Spec section 2: action=edit selects the questionnaire, no action the RFP; without an RFP there
 * is nothing to show on its tab, so the questionnaire is forced.
 */
export function selectedTab(action: string | null, hasRfp: boolean): DetailTab {
  if (!hasRfp) return "questionnaire";
  return action === EDIT_ACTION ? "questionnaire" : "rfp";
}

/** The address's query for a tab (or for entering and leaving edit mode), other parameters kept. */
export function queryFor(current: URLSearchParams, editing: boolean): URLSearchParams {
  const next = new URLSearchParams(current);
  if (editing) next.set("action", EDIT_ACTION);
  else next.delete("action");
  return next;
}
