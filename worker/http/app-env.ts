import type { Db } from "#db/client";
import type { SessionUser } from "#services/auth/authenticate";
import type { AppDeps } from "../ports";

/** Hono context for every route: the request id, the request's database and, once known, its user. */
export type AppEnv = {
  Variables: {
    requestId: string;
    db: Db;
    deps: AppDeps;
    /** Work that may outlive the answer (email delivery); see databaseLease. */
    defer: (task: Promise<unknown>) => void;
    user: SessionUser;
  };
};
