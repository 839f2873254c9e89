import type { ServiceContext } from "../ports";

/**
 * A procedure's context: the services' view of the request, its id and its Authorization header.
 * The header is checked only by protected procedures (as requireUser does for REST), so a public
 * call never pays for a session lookup; inside them `ctx.user` is the signed-in user.
 */
export type TrpcContext = ServiceContext & {
  requestId: string;
  authorization: string | undefined;
};
