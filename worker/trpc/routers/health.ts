import { checkAppHealth } from "#services/health/check-health";
import { ZHealthResponse } from "#shared/schemas/health";
import { publicProcedure } from "../init";

/** The same report as GET /api/health, through the same service. */
export const healthQuery = publicProcedure.output(ZHealthResponse).query(({ ctx }) => checkAppHealth(ctx.deps, ctx.db));
