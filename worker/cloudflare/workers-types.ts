/** The few Workers runtime types the entry uses (kept local so DOM and Workers globals never clash). */
export type { ExecutionContext } from "hono";

export type ScheduledController = { cron: string; scheduledTime: number };

export type AssetsBinding = { fetch(request: Request): Promise<Response> };

export type WorkerEnv = Record<string, unknown> & { ASSETS?: AssetsBinding };
