import type { SessionUser } from "../services/auth/authenticate";
import type { ServiceContext } from "../services/context";

export type { SessionUser };

/** A procedure's context: the services' view of the request, its id and its signed-in user. */
export type TrpcContext = ServiceContext & {
  requestId: string;
  user: SessionUser | null;
};
