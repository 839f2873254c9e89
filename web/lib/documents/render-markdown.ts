import type { MarkdownNames } from "./markdown-html";

type Reply = { id: number; html?: string; error?: string };

let worker: Worker | null | undefined;
let next = 0;
const waiting = new Map<number, { resolve: (html: string) => void; reject: (error: Error) => void }>();

/** One worker for the page, started on first use (or by `startMarkdownRenderer`, beside the document's text). */
function rendererWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL("./markdown-html.worker.ts", import.meta.url), { type: "module" });
    worker.onmessage = (event: MessageEvent<Reply>) => {
      const pending = waiting.get(event.data.id);
      waiting.delete(event.data.id);
      if (event.data.html !== undefined) pending?.resolve(event.data.html);
      else pending?.reject(new Error(event.data.error ?? "markdown"));
    };
    // A worker that cannot start (a blocked script, an old browser): the page renders on its own thread.
    worker.onerror = () => {
      worker?.terminate();
      worker = null;
      for (const [id, pending] of waiting) {
        waiting.delete(id);
        pending.reject(new Error("markdown worker"));
      }
    };
  } catch {
    worker = null;
  }
  return worker;
}

/** Starts the renderer now, so its script downloads with the page instead of after the text. */
export function startMarkdownRenderer(): void {
  rendererWorker();
}

/**
 * A document's Markdown as the page's HTML (markdown-html.ts), rendered in a Web Worker; where
 * none can run, on the main thread, loaded on demand.
 */
export async function renderMarkdown(text: string, names: MarkdownNames): Promise<string> {
  const renderer = rendererWorker();
  if (renderer) {
    try {
      return await new Promise<string>((resolve, reject) => {
        const id = next++;
        waiting.set(id, { resolve, reject });
        renderer.postMessage({ id, text, names });
      });
    } catch {
      // Falls through to the page's own thread.
    }
  }
  const { markdownHtml } = await import("./markdown-html");
  return markdownHtml(text, names);
}
