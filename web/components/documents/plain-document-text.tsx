import { idPieces } from "#web/lib/documents/rehype-nowrap-ids.ts";

/**
 * A document's text as written, shown while its Markdown is not rendered yet: ids ("FR-10") stay
 * whole there too, so the text does not rewrap at their hyphen when the rendering replaces it.
 */
export function PlainDocumentText({ text }: { text: string }) {
  let at = 0;
  return idPieces(text).map((piece) => {
    // A piece's offset in the text is its identity: the text changes as a whole.
    const key = at;
    at += piece.text.length;
    return piece.id ? (
      <span key={key} className="nowrap">
        {piece.text}
      </span>
    ) : (
      piece.text
    );
  });
}
