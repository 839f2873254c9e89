import { initTRPC, TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { ZodError } from "zod";
import { authenticate } from "#services/auth/authenticate";
import { AppError, statusMessageKey } from "#shared/errors/app-error";
import { errorDetails } from "#shared/errors/envelope";
import { STATUS_MESSAGES } from "#shared/errors/messages";
import { toAppError } from "../http/to-app-error";
import type { TrpcContext } from "./context";

/** Every status tRPC has a code for; anything else is reported as an internal error. */
const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  402: "PAYMENT_REQUIRED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_SUPPORTED",
  408: "TIMEOUT",
  409: "CONFLICT",
  412: "PRECONDITION_FAILED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_CONTENT",
  429: "TOO_MANY_REQUESTS",
  499: "CLIENT_CLOSED_REQUEST",
  501: "NOT_IMPLEMENTED",
  502: "BAD_GATEWAY",
  503: "SERVICE_UNAVAILABLE",
  504: "GATEWAY_TIMEOUT",
};

/** Maps an AppError thrown by a service onto tRPC, keeping the spec's code and message. */
function toTrpcError(error: AppError): TRPCError {
  const code = TRPC_CODE_BY_STATUS[error.status] ?? "INTERNAL_SERVER_ERROR";
  return new TRPCError({ code, message: error.message, cause: error });
}

const t = initTRPC.context<TrpcContext>().create({
  // The shape carries the spec's code and details; stack traces never leave the server.
  errorFormatter({ shape, error }) {
    const known = knownCause(error.cause);
    const internal = !known && error.code === "INTERNAL_SERVER_ERROR";
    return {
      code: shape.code,
      message: known?.message ?? (internal ? STATUS_MESSAGES.serverError : shape.message),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        appCode: known?.code ?? `${shape.data.httpStatus}`,
        details: known ? errorDetails(known) : { key: statusMessageKey(shape.data.httpStatus ?? 500) },
      },
    };
  },
});

/** Causes whose message and code may reach the caller; anything else stays a plain server error. */
function knownCause(cause: unknown): AppError | undefined {
  return cause instanceof AppError || cause instanceof ZodError ? toAppError(cause) : undefined;
}

/** Services throw AppError; this turns it into a TRPCError so status and message survive. */
const appErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw toTrpcError(result.error.cause);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appErrors);

/** Procedures for signed-in users only: a valid bearer token of an open session, else 401. */
export const protectedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const user = await authenticate(ctx, ctx.authorization).catch((error: unknown) => {
    throw toTrpcError(error instanceof AppError ? error : AppError.unauthorized());
  });
  return next({ ctx: { ...ctx, user } });
});
