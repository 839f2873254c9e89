import { exitOnStartFailure, startServer } from "./node/start-server";

/** `npm start`: the SPA, /api and /trpc on one port, on the embedded database unless configured. */
startServer({ serveWeb: true }).catch(exitOnStartFailure);
