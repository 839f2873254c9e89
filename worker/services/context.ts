import type { Db } from "../../db/client";
import type { AppDeps } from "../deps";

/**
 * What every service call gets, built the same way by the REST routes and the tRPC procedures:
 * the request's database, the ports, one clock reading for every time rule of the request, the
 * caller's address (for rate limits) and a way to finish work after the answer (email delivery).
 */
export type ServiceContext = {
  db: Db;
  deps: AppDeps;
  now: Date;
  clientIp: string | null;
  defer(task: Promise<unknown>): void;
};
