import { memo, startTransition, useEffect, useMemo, useState } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "#web/lib/cn.ts";
import { markdownSections } from "#web/lib/documents/markdown-sections.ts";
import { safeUrl } from "#web/lib/documents/safe-url.ts";

const PLUGINS = [remarkGfm];

// The page already has its h1 (the definition's name): a document's headings sit one level below.
const COMPONENTS: Components = {
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  h2: ({ node: _node, ...props }) => <h3 {...props} />,
  h3: ({ node: _node, ...props }) => <h4 {...props} />,
  h4: ({ node: _node, ...props }) => <h5 {...props} />,
  h5: ({ node: _node, ...props }) => <h6 {...props} />,
  // A wide table scrolls on its own instead of widening the page on a phone.
  table: ({ node: _node, ...props }) => (
    <div className="markdown-table">
      <table {...props} />
    </div>
  ),
};

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
        <Section key={index} text={section} />
      ))}
      {rest && <div className="whitespace-pre-wrap">{rest}</div>}
    </div>
  );
}

const Section = memo(function Section({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={PLUGINS} components={COMPONENTS} skipHtml urlTransform={safeUrl}>
      {text}
    </Markdown>
  );
});
