import { exitOnStartFailure, startServer } from "../worker/node/start-server";

/** The API half of `npm run dev`: Vite serves the SPA, so the server does not build or serve it. */
startServer({ serveWeb: false }).catch(exitOnStartFailure);
