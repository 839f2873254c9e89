/**
 * A rehype step that wraps requirement ids and similar codes ("FR-1", "NFR-12", "M3") in
 * <span class="nowrap">, so a line never breaks at their hyphen ("FR-" / "1"). The text is
 * unchanged (copying it gives the same characters).
 */
type Text = { type: "text"; value: string };
type Element = { type: "element"; tagName: string; properties: Record<string, unknown>; children: Node[] };
type Node = Text | Element | { type: string; children?: Node[] };

const ID = /\b[A-Z]{1,4}-\d+\b/g;

function split(text: Text): Node[] {
  const out: Node[] = [];
  let last = 0;
  for (const match of text.value.matchAll(ID)) {
    if (match.index > last) out.push({ type: "text", value: text.value.slice(last, match.index) });
    out.push({
      type: "element",
      tagName: "span",
      properties: { className: ["nowrap"] },
      children: [{ type: "text", value: match[0] }],
    });
    last = match.index + match[0].length;
  }
  if (out.length === 0) return [text];
  if (last < text.value.length) out.push({ type: "text", value: text.value.slice(last) });
  return out;
}

function walk(node: Node) {
  if (!("children" in node) || !node.children) return;
  if (node.type === "element" && ["code", "pre"].includes((node as Element).tagName)) return;
  const children: Node[] = [];
  for (const child of node.children) {
    if (child.type === "text") children.push(...split(child as Text));
    else {
      walk(child);
      children.push(child);
    }
  }
  node.children = children;
}

export function rehypeNowrapIds() {
  return (tree: Node) => walk(tree);
}
