import { router } from "./init";
import { authRouter } from "./routers/auth";
import { packagesRouter, purchasesRouter } from "./routers/commerce";
import { configRouter } from "./routers/config";
import { deckRouter } from "./routers/deck";
import { definitionsRouter } from "./routers/definitions";
import { documentsRouter } from "./routers/documents";
import { healthQuery } from "./routers/health";
import { sharesRouter } from "./routers/shares";
import { usersRouter } from "./routers/users";

export const appRouter = router({
  health: healthQuery,
  auth: authRouter,
  users: usersRouter,
  config: configRouter,
  packages: packagesRouter,
  purchases: purchasesRouter,
  definitions: definitionsRouter,
  documents: documentsRouter,
  deck: deckRouter,
  shares: sharesRouter,
});

export type AppRouter = typeof appRouter;
