import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server that speaks the OpenAI chat-completions wire format (what Ollama and vLLM serve
 * too). `reply` decides the assistant's text for each request; every request body is recorded.
 */
export type OpenAiStandIn = { url: string; requests: Record<string, unknown>[]; close(): Promise<void> };

export async function startOpenAiStandIn(reply: (body: Record<string, unknown>) => string): Promise<OpenAiStandIn> {
  const requests: Record<string, unknown>[] = [];
  const server: Server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text || "{}") as Record<string, unknown>;
    requests.push({ path: req.url, authorization: req.headers.authorization, ...body });
    if (req.url !== "/v1/chat/completions") {
      res.writeHead(404, { "Content-Type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    const content = reply(body);
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
