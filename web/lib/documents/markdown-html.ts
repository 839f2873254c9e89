import { toHtml } from "hast-util-to-html";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { rehypeNowrapIds } from "./rehype-nowrap-ids";
import { safeUrl } from "./safe-url";

/** The names a screen reader gives a document's scrolling boxes, in the user's language. */
export type MarkdownNames = { table: string; code: string };

type Element = { type: "element"; tagName: string; properties: Record<string, unknown>; children: Node[] };
type Node = { type: string; children?: Node[] } | Element;
type Root = { type: "root"; children: Node[] };

/** Attributes that hold an address: what react-markdown's `urlTransform` filtered. */
const URL_PROPERTIES = ["href", "src", "cite", "poster", "action", "formAction", "longDesc", "background"] as const;

/**
 * A document's Markdown (GitHub flavoured) as HTML, the way the page shows it: raw HTML in it is
 * dropped (remark-rehype keeps none without `allowDangerousHtml`), every text is escaped by the
 * serializer, link and image addresses go through the spec's scheme filter, headings sit one
 * level below the page's h1, ids ("FR-10") never break at their hyphen, and a wide table or code
 * block is a focusable, named box that scrolls on its own.
 * A pure function of its input, so it runs in a Web Worker, off the page's main thread.
 */
export function markdownHtml(text: string, names: MarkdownNames): string {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  const tree = processor.runSync(processor.parse(text)) as Root;
  rehypeNowrapIds()(tree);
  tree.children = tree.children.map((child) => shaped(child, names));
  return toHtml(tree as Parameters<typeof toHtml>[0]);
}

function isElement(node: Node): node is Element {
  return node.type === "element";
}

function shaped(node: Node, names: MarkdownNames): Node {
  if (!isElement(node)) return node;
  for (const key of URL_PROPERTIES) {
    const value = node.properties[key];
    if (typeof value === "string") node.properties[key] = safeUrl(value);
  }
  node.children = node.children.map((child) => shaped(child, names));
  const level = /^h([1-5])$/.exec(node.tagName)?.[1];
  if (level) node.tagName = `h${Number(level) + 1}`;
  if (node.tagName === "table") return box(node, "markdown-table", names.table);
  if (node.tagName === "pre") return box(node, "markdown-code", names.code);
  return node;
}

function box(node: Element, className: string, label: string): Element {
  return {
    type: "element",
    tagName: "section",
    properties: { tabIndex: 0, ariaLabel: label, className: [className] },
    children: [node],
  };
}
