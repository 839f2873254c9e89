import { startMarkdownRenderer } from "#web/lib/documents/render-markdown.ts";
import { MarkdownView } from "./markdown-view";

/**
 * Starts the Markdown renderer (a Web Worker with remark and GFM, about 55 KB gzipped) now,
 * beside the document's text, instead of when the text has arrived.
 */
export function preloadMarkdown(): void {
  startMarkdownRenderer();
}

/** A document's Markdown as HTML (markdown-view.tsx); its text as written until the HTML is there. */
export function LazyMarkdownView({ text, className }: { text: string; className?: string }) {
  return <MarkdownView text={text} className={className} />;
}
