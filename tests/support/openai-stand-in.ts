import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server that speaks OpenAI's wire formats: chat-completions (what Ollama and vLLM serve
 * too), plain or streamed as server-sent events, and the Responses API's event stream. `reply`
 * decides the assistant's text for each request: a string, or chunks with an optional break
 * (the connection is cut after that many chunks) or hold (it stays open, silent, after that many:
 * a model that is slow to finish). Both APIs answer streamed or as one JSON body,
 * as the request asks. Every request body is recorded.
 */
export type Scripted = { chunks: string[]; breakAfter?: number; holdAfter?: number };
export type Reply = (body: Record<string, unknown>) => string | Scripted;
export type OpenAiStandIn = { url: string; requests: Record<string, unknown>[]; close(): Promise<void> };

export async function startOpenAiStandIn(reply: Reply): Promise<OpenAiStandIn> {
  const requests: Record<string, unknown>[] = [];
  const server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text || "{}") as Record<string, unknown>;
    requests.push({ path: req.url, authorization: req.headers.authorization, ...body });
    const answer = reply(body);
    const script = typeof answer === "string" ? { chunks: [answer] } : answer;
    if (req.url === "/v1/chat/completions") return body.stream ? chatStream(res, script) : chatJson(res, script, body);
    if (req.url === "/v1/responses") return body.stream ? responsesStream(res, script) : responsesJson(res, script);
    res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":{"message":"not found"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function chatJson(res: ServerResponse, script: Scripted, body: Record<string, unknown>) {
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(
    JSON.stringify({
      id: "chatcmpl-1",
      object: "chat.completion",
      created: 1_700_000_000,
      model: body.model,
      choices: [{ index: 0, message: { role: "assistant", content: script.chunks.join("") }, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    }),
  );
}

function responsesJson(res: ServerResponse, script: Scripted) {
  res.writeHead(200, { "Content-Type": "application/json" });
  res.end(
    JSON.stringify({
      id: "resp_1",
      created_at: 1_700_000_000,
      model: "local-model",
      output: [
        {
          type: "message",
          role: "assistant",
          id: "msg_1",
          content: [{ type: "output_text", text: script.chunks.join(""), annotations: [] }],
        },
      ],
      usage: { input_tokens: 10, output_tokens: 10 },
    }),
  );
}

async function chatStream(res: ServerResponse, script: Scripted) {
  const chunk = (delta: Record<string, unknown>, finish: string | null) => ({
    id: "chatcmpl-1",
    object: "chat.completion.chunk",
    created: 1_700_000_000,
    model: "local-model",
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  await sse(res, script, (text) => chunk({ content: text }, null), [
    chunk({}, "stop"),
    { ...chunk({}, null), choices: [], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } },
  ]);
  if (!res.destroyed) res.end("data: [DONE]\n\n");
}

async function responsesStream(res: ServerResponse, script: Scripted) {
  const item = { type: "message", id: "msg_1", role: "assistant", status: "in_progress", content: [] };
  res.writeHead(200, { "Content-Type": "text/event-stream" });
  res.write(
    event({ type: "response.created", response: { id: "resp_1", created_at: 1_700_000_000, model: "local-model" } }),
  );
  res.write(event({ type: "response.output_item.added", output_index: 0, item }));
  await sse(
    res,
    script,
    (delta) => ({ type: "response.output_text.delta", item_id: "msg_1", output_index: 0, delta }),
    [
      { type: "response.output_item.done", output_index: 0, item: { ...item, status: "completed" } },
      { type: "response.completed", response: { usage: { input_tokens: 10, output_tokens: 10 } } },
    ],
  );
  if (!res.destroyed) res.end();
}

/** Writes each chunk as an event (a tick apart, as a model would), then the closing events. */
async function sse(res: ServerResponse, script: Scripted, toEvent: (text: string) => unknown, closing: unknown[]) {
  if (!res.headersSent) res.writeHead(200, { "Content-Type": "text/event-stream" });
  for (const [index, text] of script.chunks.entries()) {
    if (script.breakAfter !== undefined && index >= script.breakAfter) {
      res.destroy();
      return;
    }
    if (script.holdAfter !== undefined && index >= script.holdAfter) {
      await new Promise((resolve) => res.once("close", resolve));
      return;
    }
    res.write(event(toEvent(text)));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  for (const item of closing) res.write(event(item));
}

function event(data: unknown): string {
  return `data: ${JSON.stringify(data)}\n\n`;
}
