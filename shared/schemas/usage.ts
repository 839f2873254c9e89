import { z } from "zod";

/**
 * This UTC month's documents against the monthly limit (spec section 9): what is used (a
 * regeneration after edited answers counts half), what remains, and when the count starts again
 * (00:00 UTC on the 1st of next month). Sent with the documents list, the definition and the
 * usage query, so a page can say before a purchase and beside every Generate button what the cap allows.
 */
export const ZUsage = z
  .object({
    month: z.string().meta({ description: "The UTC month counted, e.g. 2026-11" }),
    limit: z.number().meta({ description: "Documents allowed per UTC month (10)" }),
    used: z
      .number()
      .meta({ description: "Documents counted this month; a regeneration after edited answers counts 0.5" }),
    remaining: z.number().meta({ description: "limit minus used, never below 0" }),
    resetsAt: z.string().meta({ description: "When the count starts again: 00:00 UTC on the 1st of next month" }),
  })
  .meta({ id: "Usage" });
export type TUsage = z.infer<typeof ZUsage>;
