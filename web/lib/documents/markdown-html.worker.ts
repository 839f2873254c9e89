import { type MarkdownNames, markdownHtml } from "./markdown-html";

/**
 * Renders documents' Markdown to HTML off the page's main thread: on a phone, an RFP rendered
 * on the main thread blocked it for hundreds of milliseconds (issue 30).
 */
type Request = { id: number; text: string; names: MarkdownNames };

self.onmessage = (event: MessageEvent<Request>) => {
  const { id, text, names } = event.data;
  try {
    self.postMessage({ id, html: markdownHtml(text, names) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
