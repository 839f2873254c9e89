import { createServer } from "node:http";
import { serve } from "@hono/node-server";
import { initTRPC } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { Hono } from "hono";

/**
 * The benchmark's anchors: the same tiny JSON answer from plain node:http, from Hono on
 * @hono/node-server, and from a tRPC query mounted in Hono, so the framework costs are measured
 * on this machine in the same run as the app. Usage: tsx scripts/bench/hello-server.ts node|hono|trpc <port>
 */
const [kind, portText] = process.argv.slice(2);
const port = Number(portText);
const BODY = { hello: "world" };

if (kind === "node") {
  createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(BODY));
  }).listen(port);
} else if (kind === "hono") {
  serve({ fetch: new Hono().get("/", (c) => c.json(BODY)).fetch, port });
} else if (kind === "trpc") {
  const t = initTRPC.create();
  const router = t.router({ hello: t.procedure.query(() => BODY) });
  const app = new Hono().use("/trpc/*", (c) => fetchRequestHandler({ endpoint: "/trpc", req: c.req.raw, router }));
  serve({ fetch: app.fetch, port });
} else {
  throw new Error(`unknown hello server: ${kind}`);
}
