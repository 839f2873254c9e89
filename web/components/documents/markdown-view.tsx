import { memo, startTransition, useEffect, useMemo, useState } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "#web/lib/cn.ts";
import { markdownSections } from "#web/lib/documents/markdown-sections.ts";
import { rehypeNowrapIds } from "#web/lib/documents/rehype-nowrap-ids.ts";
import { safeUrl } from "#web/lib/documents/safe-url.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { markdownViewMessages } from "./markdown-view.messages";
import { PlainDocumentText } from "./plain-document-text";

const PLUGINS = [remarkGfm];
const REHYPE_PLUGINS = [rehypeNowrapIds];

type Names = { table: string; code: string };

// The page already has its h1 (the definition's name): a document's headings sit one level below.
// A wide table or code block scrolls on its own instead of widening the page on a phone; each is
// focusable and named, so a keyboard can reach and scroll it.
function components(names: Names): Components {
  return {
    h1: ({ node: _node, ...props }) => <h2 {...props} />,
    h2: ({ node: _node, ...props }) => <h3 {...props} />,
    h3: ({ node: _node, ...props }) => <h4 {...props} />,
    h4: ({ node: _node, ...props }) => <h5 {...props} />,
    h5: ({ node: _node, ...props }) => <h6 {...props} />,
    table: ({ node: _node, ...props }) => (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      <section tabIndex={0} aria-label={names.table} className="markdown-table">
        <table {...props} />
      </section>
    ),
    pre: ({ node: _node, ...props }) => (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      <section tabIndex={0} aria-label={names.code} className="markdown-code">
        <pre {...props} />
      </section>
    ),
  };
}

/** Sections rendered at once; the rest follow in a transition, which React renders in slices. */
const FIRST_SECTIONS = 2;

/**
 * A document's Markdown (GitHub flavoured) as HTML. Raw HTML in it is dropped, not rendered, and
 * link and image addresses go through the spec's scheme filter. A long document is rendered
 * section by section: its first sections at once, the others right after as a transition, so a
 * phone's main thread is never blocked by one long task (an RFP in one piece took 400-600 ms
 * under Lighthouse's mobile throttling); until then the rest shows as its text, as written.
 */
export function MarkdownView({ text, className }: { text: string; className?: string }) {
  const t = useT(markdownViewMessages);
  const names = useMemo(() => components({ table: t("table"), code: t("code") }), [t]);
  const sections = useMemo(() => markdownSections(text), [text]);
  const [shown, setShown] = useState(FIRST_SECTIONS);
  useEffect(() => {
    if (shown < sections.length) startTransition(() => setShown(sections.length));
  }, [shown, sections.length]);
  const rest = sections.slice(shown).join("\n");
  return (
    <div className={cn("markdown", className)}>
      {sections.slice(0, shown).map((section, index) => (
        // Sections are positional: a document's text changes as a whole.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Section key={index} text={section} components={names} />
      ))}
      {rest && (
        <div data-pending-markdown className="whitespace-pre-wrap">
          <PlainDocumentText text={rest} />
        </div>
      )}
    </div>
  );
}

const Section = memo(function Section({ text, components }: { text: string; components: Components }) {
  return (
    <Markdown
      remarkPlugins={PLUGINS}
      rehypePlugins={REHYPE_PLUGINS}
      components={components}
      skipHtml
      urlTransform={safeUrl}
    >
      {text}
    </Markdown>
  );
});
