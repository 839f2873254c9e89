import { lazy, Suspense } from "react";
import { cn } from "#web/lib/cn.ts";
import { PlainDocumentText } from "./plain-document-text";

const load = () => import("./markdown-view");
const MarkdownRenderer = lazy(() => load().then((module) => ({ default: module.MarkdownView })));

/**
 * Starts fetching the Markdown renderer (react-markdown and GFM, about 55 KB gzipped) now, beside
 * the document's text, instead of making it part of every page that may show a document.
 */
export function preloadMarkdown(): void {
  void load();
}

/**
 * A document's Markdown as HTML; until the renderer has arrived, its text as written, marked as
 * pending like the renderer's own not-yet-rendered rest (tests wait for no pending text).
 */
export function LazyMarkdownView({ text, className }: { text: string; className?: string }) {
  return (
    <Suspense
      fallback={
        <div data-pending-markdown className={cn("markdown whitespace-pre-wrap", className)}>
          <PlainDocumentText text={text} />
        </div>
      }
    >
      <MarkdownRenderer text={text} className={className} />
    </Suspense>
  );
}
