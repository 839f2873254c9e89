/**
 * Structured answers (issue 26 item 1, decision 030): four questionnaire answers have controls in
 * the web questionnaire (q7 roles, q9 data, q10 integrations, q11 platforms), and each control
 * serializes to ONE canonical text in the founder's language that the offline analyzer reads
 * exactly. The REST contract does not change: an answer is still a string of at most 300
 * characters (the control shows `300 - text.length` left), and prose still works: a parser
 * answers null for text no control could have written, and the analyzer reads it as prose.
 *
 * The grammar (grammar.ts) and its words (words.ts, four languages) are the one place both sides
 * read; `parse(serialize(rows, language))` equals `normalize(rows)` in every language, and the
 * parsers accept the markers of every language.
 */
import type { TIntegrationChip, TPlatformChoice, TRecordRow, TRoleRow } from "./types";

export { normalizeIntegrations, parseIntegrations, serializeIntegrations } from "./integrations";
export { normalizePlatforms, parsePlatforms, serializePlatforms } from "./platforms";
export { normalizeRecords, parseRecords, serializeRecords } from "./records";
export { normalizeRoles, parseRoles, serializeRoles } from "./roles";
export { STRUCTURED_WORDS } from "./words";
export type { TIntegrationChip, TPlatformChoice, TRecordRow, TRoleRow };

export const STRUCTURED_PROMPTS = { roles: "q7", data: "q9", integrations: "q10", platforms: "q11" } as const;
export type TStructuredKind = keyof typeof STRUCTURED_PROMPTS;

/** The kind of control a prompt has, or null for a prompt answered in prose only. */
export function structuredKindOf(promptId: string): TStructuredKind | null {
  for (const [kind, id] of Object.entries(STRUCTURED_PROMPTS)) if (id === promptId) return kind as TStructuredKind;
  return null;
}

/** What a control holds, by kind (what the web keeps in its state). */
export type TStructuredValue = {
  roles: TRoleRow[];
  data: TRecordRow[];
  integrations: TIntegrationChip[];
  platforms: TPlatformChoice;
};
