import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { cn } from "../../lib/cn";
import { safeUrl } from "../../lib/documents/safe-url";

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

/**
 * A document's Markdown (GitHub flavoured) as HTML. Raw HTML in it is dropped, not rendered, and
 * link and image addresses go through the spec's scheme filter.
 */
export function MarkdownView({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn("markdown", className)}>
      <Markdown remarkPlugins={PLUGINS} components={COMPONENTS} skipHtml urlTransform={safeUrl}>
        {text}
      </Markdown>
    </div>
  );
}
