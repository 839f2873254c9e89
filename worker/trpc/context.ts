import type { Db } from "../../db/client";
import type { AppDeps } from "../deps";

/** The signed-in user as the server knows it; set once access tokens are verified. */
export type SessionUser = { id: string; email: string };

export type TrpcContext = {
  deps: AppDeps;
  db: Db;
  requestId: string;
  user: SessionUser | null;
};
