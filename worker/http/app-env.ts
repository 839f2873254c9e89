import type { Db } from "../../db/client";
import type { AppDeps } from "../deps";

/** Hono context for every route: the request id and the request's database. */
export type AppEnv = {
  Variables: {
    requestId: string;
    db: Db;
    deps: AppDeps;
  };
};
