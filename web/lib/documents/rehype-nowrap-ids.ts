/**
 * A rehype step that wraps requirement ids and similar codes ("FR-1", "NFR-12", "M3") in
 * <span class="nowrap">, so a line never breaks at their hyphen ("FR-" / "1"). The text is
 * unchanged (copying it gives the same characters).
 */
type Text = { type: "text"; value: string };
type Element = { type: "element"; tagName: string; properties: Record<string, unknown>; children: Node[] };
type Node = Text | Element | { type: string; children?: Node[] };

const ID = /\b[A-Z]{1,4}-\d+\b/g;

/** A text cut into its ids and the text between them, in order; joined, they are the text. */
export function idPieces(text: string): { text: string; id: boolean }[] {
  const out: { text: string; id: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(ID)) {
    if (match.index > last) out.push({ text: text.slice(last, match.index), id: false });
    out.push({ text: match[0], id: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), id: false });
  return out;
}

function split(text: Text): Node[] {
  const pieces = idPieces(text.value);
  if (!pieces.some((piece) => piece.id)) return [text];
  return pieces.map(
    (piece): Node =>
      piece.id
        ? {
            type: "element",
            tagName: "span",
            properties: { className: ["nowrap"] },
            children: [{ type: "text", value: piece.text }],
          }
        : { type: "text", value: piece.text },
  );
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
