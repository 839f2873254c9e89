import { once } from "node:events";
import { createConnection, type Socket } from "node:net";
import { type RawData, type WebSocket, WebSocketServer } from "ws";

export type WsTcpBridge = { port: number; close(): Promise<void> };

/**
 * What Neon's WebSocket proxy does in production, in a few lines: every WebSocket that connects
 * gets its own TCP connection to the target, and bytes flow both ways unchanged. It lets the Neon
 * serverless driver (which speaks the Postgres protocol over WebSockets) reach a plain PostgreSQL.
 */
export async function startWsTcpBridge(target: { host: string; port: number }): Promise<WsTcpBridge> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  const sockets = new Set<Socket>();
  server.on("connection", (ws) => {
    const socket = createConnection(target);
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    pipe(ws, socket);
  });
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The bridge should listen on a TCP port");
  return {
    port: address.port,
    close: async () => {
      // ws does not end open connections on close(); a pooled client left open would keep it waiting.
      for (const client of server.clients) client.terminate();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Writes made before the TCP connection is up are buffered by the socket, so nothing is lost. */
function pipe(ws: WebSocket, socket: Socket) {
  ws.binaryType = "nodebuffer";
  ws.on("message", (data: RawData) => socket.write(toBuffer(data)));
  socket.on("data", (chunk) => ws.send(chunk, { binary: true }));
  ws.on("close", () => socket.end());
  ws.on("error", () => socket.destroy());
  socket.on("close", () => ws.close());
  socket.on("error", () => ws.terminate());
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  return Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
}
