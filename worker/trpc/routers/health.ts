import { ZHealthResponse } from "../../../shared/schemas/health";
import { portAdapters } from "../../deps";
import { checkHealth } from "../../services/health/check-health";
import { publicProcedure } from "../init";

/** The same report as GET /api/health, through the same service. */
export const healthQuery = publicProcedure.output(ZHealthResponse).query(({ ctx }) =>
  checkHealth({
    db: ctx.db,
    adapters: portAdapters(ctx.deps),
    runtime: ctx.deps.runtime,
    now: ctx.deps.clock,
    logger: ctx.deps.logger,
  }),
);
