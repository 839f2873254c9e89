import { parse } from "yaml";

/**
 * The OpenAPI document of a text, parsed once: a generation checks the same text three times
 * (its validity, its format, its traceability), and parsing 50 KB of YAML costs about 20-30 ms of
 * the event loop each time (issue 30). The last text and its document are kept; callers only read
 * the document. A text that does not parse throws, as `parse` does, and is not kept.
 */
let last: { text: string; document: unknown } | undefined;

export function parseOpenApiText(text: string): unknown {
  if (last?.text === text) return last.document;
  const document: unknown = parse(text, { prettyErrors: false });
  last = { text, document };
  return document;
}
