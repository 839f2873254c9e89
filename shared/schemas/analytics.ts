import { z } from "zod";

/** A page view: the route's path only (no query, which may hold tokens such as a reset link's). */
export const ZPageView = z
  .object({
    path: z
      .string()
      .regex(/^\/[^?#\s]*$/, "path must be an app route without a query")
      .max(200),
  })
  .meta({ id: "PageView" });
