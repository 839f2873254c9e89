import { describe, expect, it } from "vitest";
import { DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import type { TDocumentVersion, TGenerationEvent } from "#shared/schemas/documents";
import { ApiError } from "#web/lib/api-error.ts";
import { streamGeneration } from "#web/lib/documents/generation-stream.ts";
import { createLineSplitter, liveText, parseEvent, readEvents } from "#web/lib/documents/ndjson.ts";

const version: TDocumentVersion = {
  id: "d1",
  kind: "rfp",
  version: 1,
  status: "generating",
  model: "offline",
  cost: 1,
  createdAt: "2026-11-22T10:00:00.000Z",
  completedAt: null,
  outOfDate: false,
  blueprintVersion: null,
  check: null,
  changes: null,
};

const line = (event: TGenerationEvent) => `${JSON.stringify(event)}\n`;

/** A response body that delivers `chunks` one read at a time, as a network would. */
function body(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>) {
  const events: TGenerationEvent[] = [];
  for await (const event of readEvents(stream)) events.push(event);
  return events;
}

describe("splitting the stream into lines", () => {
  it("holds back a line cut across chunks until its end arrives", () => {
    const lines = createLineSplitter();
    expect(lines.push('{"type":"del')).toEqual([]);
    expect(lines.push('ta","text":"a"}\n{"type"')).toEqual(['{"type":"delta","text":"a"}']);
    expect(lines.push(':"restart","reason":"x"}\r\n\n')).toEqual(['{"type":"restart","reason":"x"}']);
    expect(lines.push('{"a":1}')).toEqual([]);
    expect(lines.end()).toEqual(['{"a":1}']);
    expect(lines.end()).toEqual([]);
  });
});

describe("reading events", () => {
  it("parses each kind of event and skips lines that are not one", () => {
    expect(parseEvent(line({ type: "start", document: version }))).toEqual({ type: "start", document: version });
    expect(parseEvent('{"type":"delta","text":"Hi"}')).toEqual({ type: "delta", text: "Hi" });
    expect(parseEvent('{"type":"error","status":502,"message":"no"}')).toEqual({
      type: "error",
      status: 502,
      message: "no",
    });
    for (const bad of [
      "not json",
      "null",
      "[]",
      '{"type":"delta"}',
      '{"type":"done","document":{}}',
      '{"type":"later"}',
    ]) {
      expect(parseEvent(bad)).toBeNull();
    }
  });

  it("reads events whose lines and characters are split across chunks", async () => {
    const text = line({ type: "start", document: version }) + line({ type: "delta", text: "Größe " });
    const bytes = new TextEncoder().encode(text);
    // Cut between the two bytes of "ö", and inside the first line.
    const cut = new TextEncoder().encode(text.slice(0, text.indexOf("ö"))).length + 1;
    const events = await collect(
      body([bytes.slice(0, 20), bytes.slice(20, cut), bytes.slice(cut), '{"type":"delta","text":"end"}']),
    );
    expect(events.map((event) => event.type)).toEqual(["start", "delta", "delta"]);
    expect(events[1]).toEqual({ type: "delta", text: "Größe " });
    expect(events[2]).toEqual({ type: "delta", text: "end" });
  });

  it("keeps the live text: deltas add to it, a restart throws it away", () => {
    const events: TGenerationEvent[] = [
      { type: "start", document: version },
      { type: "delta", text: "first " },
      { type: "delta", text: "try" },
      { type: "restart", reason: "invalid OpenAPI" },
      { type: "delta", text: "second" },
    ];
    const seen: string[] = [];
    events.reduce((text, event) => {
      const next = liveText(text, event);
      seen.push(next);
      return next;
    }, "");
    expect(seen).toEqual(["", "first ", "first try", "", "second"]);
  });
});

describe("a streamed generation", () => {
  const respond = (response: Response) => async () => response;
  const options = (texts: string[]) => ({
    definitionId: "def",
    kind: "openapi" as const,
    signal: new AbortController().signal,
    onText: (text: string) => texts.push(text),
  });

  it("reports the text as it grows, discards it on a restart and resolves with the final event", async () => {
    const done: TGenerationEvent = {
      type: "done",
      document: { ...version, status: "complete" },
      url: "/doc",
      definition: { status: "complete", updatedAt: "2031-05-20T12:00:00.000Z" },
    };
    const stream = body([
      line({ type: "start", document: version }),
      line({ type: "delta", text: "bad" }).slice(0, 10),
      line({ type: "delta", text: "bad" }).slice(10),
      line({ type: "restart", reason: "repair" }),
      line({ type: "delta", text: "good" }) + line(done),
    ]);
    const texts: string[] = [];
    const result = await streamGeneration(respond(new Response(stream, { status: 200 })), options(texts));
    expect(result).toEqual(done);
    expect(texts).toEqual(["bad", "", "good"]);
  });

  it("turns a refusal envelope, an error line, a cut stream and a lost connection into ApiErrors", async () => {
    const refusal = new Response(
      JSON.stringify({ success: false, message: DOCUMENT_MESSAGES.monthlyLimit, error: { code: "429", message: "x" } }),
      { status: 429 },
    );
    const refused = streamGeneration(respond(refusal), options([]));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 429, message: DOCUMENT_MESSAGES.monthlyLimit, code: "429" });
    const failed = new Response(body([line({ type: "error", status: 502, message: DOCUMENT_MESSAGES.notGenerated })]));
    await expect(streamGeneration(respond(failed), options([]))).rejects.toMatchObject({
      status: 502,
      message: DOCUMENT_MESSAGES.notGenerated,
    });
    const cut = new Response(body([line({ type: "delta", text: "half" })]));
    await expect(streamGeneration(respond(cut), options([]))).rejects.toMatchObject({ status: 502 });
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(streamGeneration(offline, options([]))).rejects.toMatchObject({
      status: 0,
      message: DOCUMENT_MESSAGES.tryLater,
    });
  });

  it("rejects with the abort itself when the caller cancels", async () => {
    const controller = new AbortController();
    const send = async (_input: RequestInfo | URL, init?: RequestInit) => {
      controller.abort();
      throw init?.signal?.reason;
    };
    const rejection = streamGeneration(send, { ...options([]), signal: controller.signal });
    await expect(rejection).rejects.not.toBeInstanceOf(ApiError);
  });
});
