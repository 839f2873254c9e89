import { useEffect, useMemo, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { renderMarkdown } from "#web/lib/documents/render-markdown.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { markdownViewMessages } from "./markdown-view.messages";
import { PlainDocumentText } from "./plain-document-text";

/** Renderings asked for, in order, across the page's documents. */
let requests = 0;

/**
 * A document's Markdown (GitHub flavoured) as HTML. It is rendered in a Web Worker
 * (markdown-html.ts: raw HTML dropped, text escaped, addresses through the spec's scheme filter)
 * and put in the page at once, so a phone's main thread never parses or renders Markdown (an RFP
 * rendered on it blocked it for 400-800 ms under Lighthouse's mobile throttling). Until the HTML
 * is there, the document shows as its text, as written, marked as pending (tests wait for none).
 */
export function MarkdownView({ text, className }: { text: string; className?: string }) {
  const t = useT(markdownViewMessages);
  const table = t("table");
  const code = t("code");
  const names = useMemo(() => ({ table, code }), [table, code]);
  const [rendered, setRendered] = useState<{ text: string; html: string; order: number } | null>(null);
  useEffect(() => {
    const order = ++requests;
    renderMarkdown(text, names).then(
      // A live generation's text changes faster than it renders: any rendering newer than the one
      // shown is shown, so the document grows as it is written.
      (html) => setRendered((shown) => (shown && shown.order > order ? shown : { text, html, order })),
      // Not rendered: the text stays as written, which is the document all the same.
      () => undefined,
    );
  }, [text, names]);
  // A newer text (a live generation) keeps the last rendering until its own arrives, so the page does not flash.
  if (!rendered)
    return (
      <div data-pending-markdown className={cn("markdown whitespace-pre-wrap", className)}>
        <PlainDocumentText text={text} />
      </div>
    );
  return (
    <div
      // Still the rendering of an earlier text while this one's is on its way.
      data-pending-markdown={rendered.text === text ? undefined : ""}
      className={cn("markdown", className)}
      // The HTML is built from a tree without raw HTML and serialized with every text escaped (markdown-html.ts).
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above
      dangerouslySetInnerHTML={{ __html: rendered.html }}
    />
  );
}
