/** The most calls one tRPC batch request may carry; the web's batch link splits larger ones. */
export const TRPC_MAX_BATCH = 20;
