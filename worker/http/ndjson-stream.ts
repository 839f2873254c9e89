import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { toAppError } from "./to-app-error";

type Event = Record<string, unknown>;

/**
 * Answers with a stream of JSON lines from an async generator, started with a signal that aborts
 * when the request does or the reader goes away. The first event is awaited before answering, so a
 * refusal (403, 429...) is an ordinary error response. A failure later becomes a final
 * `{"type":"error"}` line. A reader that goes away aborts the work in flight (a model call that is
 * silent would otherwise hold the generator until it answers, and only then could the generator's
 * cleanup run) and cancels the generator; the request's database lease is held until the stream
 * is over (c.var.defer). The signal matters on Workers, whose request.signal a cancelled response
 * stream does not abort. Content-Encoding: identity keeps workerd from gzipping, which would
 * buffer the whole stream.
 */
export async function ndjsonStream(
  c: Context<AppEnv>,
  start: (signal: AbortSignal) => AsyncGenerator<Event>,
): Promise<Response> {
  const readerGone = new AbortController();
  const events = start(AbortSignal.any([c.req.raw.signal, readerGone.signal]));
  const first = await events.next();
  const encoder = new TextEncoder();
  const line = (event: Event) => encoder.encode(`${JSON.stringify(event)}\n`);
  let finish: () => void = () => {};
  c.var.defer(
    new Promise<void>((resolve) => {
      finish = resolve;
    }),
  );
  let pending: Event | undefined = first.done ? undefined : first.value;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (pending) {
          controller.enqueue(line(pending));
          pending = undefined;
          return;
        }
        const next = await events.next();
        if (next.done) {
          controller.close();
          finish();
        } else controller.enqueue(line(next.value));
      } catch (error) {
        const appError = toAppError(error);
        if (appError.status >= 500)
          c.var.deps.logger.error("stream failed", { requestId: c.var.requestId, error: String(error) });
        controller.enqueue(line({ type: "error", status: appError.status, message: appError.message }));
        controller.close();
        finish();
      }
    },
    async cancel() {
      readerGone.abort();
      await events.return(undefined).catch(() => undefined);
      finish();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "application/x-ndjson; charset=utf-8",
      "Content-Encoding": "identity",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
