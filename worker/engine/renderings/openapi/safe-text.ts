import { oneLine } from "#engine/text/text";

/**
 * Founder text inside an OpenAPI description (CommonMark, rendered by API portals): no raw HTML,
 * no script links, no event-handler attributes, so a hostile answer cannot run in a reader's
 * browser. The YAML serializer takes care of quoting.
 */
export function safeText(text: string): string {
  return oneLine(text)
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/javascript:/gi, "javascript&#58;")
    .replace(/\bon(\w+)\s*=/gi, "on$1&#61;");
}
