import { clientConfig } from "#services/client-config";
import { ZClientConfig } from "#shared/schemas/auth";
import { publicProcedure, router } from "../init";

export const configRouter = router({
  client: publicProcedure.output(ZClientConfig).query(({ ctx }) => clientConfig(ctx.deps.config)),
});
