import { z } from "zod";

/** Spec section 3's lists come a page at a time: this many unless the caller asks for fewer or more. */
export const DEFAULT_PAGE_LIMIT = 50;
const MAX_PAGE_LIMIT = 100;

/** `limit` and the opaque `cursor` a previous page's `nextCursor` gave; query strings arrive as text. */
export const ZPageQuery = z.object({
  limit: z.coerce
    .number()
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(MAX_PAGE_LIMIT, `limit must be at most ${MAX_PAGE_LIMIT}`)
    .optional()
    .meta({ description: `Items per page, 1-${MAX_PAGE_LIMIT} (default ${DEFAULT_PAGE_LIMIT})` }),
  cursor: z
    .string()
    .max(200, "Invalid cursor")
    .optional()
    .meta({ description: "The nextCursor of the previous page; omit for the first page" }),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

/** Where the next page starts, or null on the last page. */
export const ZNextCursor = z
  .string()
  .nullable()
  .meta({ description: "Pass as `cursor` for the next page; null when this is the last page" });
