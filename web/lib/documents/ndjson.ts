import type { TGenerationEvent } from "#shared/schemas/documents";

/**
 * Cuts a stream of text into lines. A chunk may end in the middle of a line: that part waits for
 * the rest. Blank lines are skipped and a trailing "\r" is dropped.
 */
export function createLineSplitter() {
  let rest = "";
  const complete = (lines: string[]) => lines.map((line) => line.replace(/\r$/, "")).filter((line) => line.trim());
  return {
    push(chunk: string): string[] {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      return complete(lines);
    },
    /** The last line, when the stream ends without a newline. */
    end(): string[] {
      const last = rest;
      rest = "";
      return complete([last]);
    },
  };
}

type Fields = Record<string, unknown>;

/**
 * One line of the generation stream as an event; null for a line that is not one (an unknown
 * type is skipped, so a server that adds events does not break an older page). Checked by hand
 * rather than with the shared zod schema, which would bring zod into the page's chunk.
 */
export function parseEvent(line: string): TGenerationEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const event = value as Fields;
  const is = (key: string, type: string) => typeof event[key] === type && event[key] !== null;
  switch (event.type) {
    case "start":
      return is("document", "object") ? (event as TGenerationEvent) : null;
    case "delta":
      return is("text", "string") ? (event as TGenerationEvent) : null;
    case "restart":
      return is("reason", "string") ? (event as TGenerationEvent) : null;
    case "done":
      return is("document", "object") && is("url", "string") ? (event as TGenerationEvent) : null;
    case "error":
      return is("status", "number") && is("message", "string") ? (event as TGenerationEvent) : null;
    default:
      return null;
  }
}

/** The text shown live after an event: a delta adds to it, a restart (a repair attempt) starts it again. */
export function liveText(text: string, event: TGenerationEvent): string {
  if (event.type === "delta") return text + event.text;
  if (event.type === "restart") return "";
  return text;
}

/** The events of a response body, in order, decoded as UTF-8 across chunk boundaries. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<TGenerationEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const lines = createLineSplitter();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const batch = done
        ? [...lines.push(decoder.decode()), ...lines.end()]
        : lines.push(decoder.decode(value, { stream: true }));
      for (const line of batch) {
        const event = parseEvent(line);
        if (event) yield event;
      }
      if (done) break;
    }
    finished = true;
  } finally {
    // A reader that stops early (the final event came, or the caller gave up) lets the body go.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}
