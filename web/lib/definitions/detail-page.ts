/**
 * Messages per page of the questionnaire on a definition's page. Even, because prompts and
 * answers alternate from the first prompt: a question and its answer never land on different pages.
 */
export const DETAIL_PAGE_SIZE = 20;
