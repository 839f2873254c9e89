import { z } from "zod";

/** What the consistency check can find wrong with a document against its blueprint. */
const FINDING_RULES = [
  "format",
  "missing_requirement",
  "later_in_scope",
  "unknown_requirement",
  "untraced_operation",
  "platform",
  // Checks of meaning (worker/services/documents/consistency/meaning-checks.ts).
  "role_name",
  "record_name",
  "action_record",
  "priority_conflict",
  "headline_repeat",
  "market_contradiction",
  "revenue_model",
  "funds_proposal",
  "unsourced_figure",
] as const;

const ZFinding = z.object({
  rule: z.enum(FINDING_RULES),
  message: z.string(),
  requirement: z.string().nullable(),
});
export type TFinding = z.infer<typeof ZFinding>;

/**
 * The check of one document: its findings (none when it passed) and, per requirement id, how
 * often the document names it (for the OpenAPI document, how many operations trace to it).
 */
export const ZDocumentCheck = z
  .object({
    passed: z.boolean(),
    findings: z.array(ZFinding),
    requirements: z.record(z.string(), z.number().int().nonnegative()),
  })
  .meta({ id: "DocumentCheck" });
export type TDocumentCheck = z.infer<typeof ZDocumentCheck>;
