import { describe, expect, it } from "vitest";
import { idPieces, rehypeNowrapIds } from "#web/lib/documents/rehype-nowrap-ids.ts";

describe("rehypeNowrapIds", () => {
  it("wraps requirement ids in a nowrap span, keeps the text, leaves code alone", () => {
    const tree = {
      type: "root",
      children: [
        { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "See FR-1 and NFR-12." }] },
        { type: "element", tagName: "code", properties: {}, children: [{ type: "text", value: "FR-2" }] },
      ],
    };
    rehypeNowrapIds()(tree);
    const paragraph = tree.children[0] as { children: unknown[] };
    expect(paragraph.children).toEqual([
      { type: "text", value: "See " },
      {
        type: "element",
        tagName: "span",
        properties: { className: ["nowrap"] },
        children: [{ type: "text", value: "FR-1" }],
      },
      { type: "text", value: " and " },
      {
        type: "element",
        tagName: "span",
        properties: { className: ["nowrap"] },
        children: [{ type: "text", value: "NFR-12" }],
      },
      { type: "text", value: "." },
    ]);
    expect((tree.children[1] as { children: unknown[] }).children).toEqual([{ type: "text", value: "FR-2" }]);
  });

  it("cuts a plain text into its ids and the text between, which join back to the text", () => {
    const text = "FR-1 then NFR-12, not FR- or -3 or fr-4; at the end: FR-10";
    const pieces = idPieces(text);
    expect(pieces.filter((piece) => piece.id).map((piece) => piece.text)).toEqual(["FR-1", "NFR-12", "FR-10"]);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
    expect(idPieces("")).toEqual([]);
    expect(idPieces("no ids")).toEqual([{ text: "no ids", id: false }]);
  });
});
