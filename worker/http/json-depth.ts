/**
 * How deeply a JSON text nests its arrays and objects, read as characters (brackets inside strings
 * do not count), without parsing it and without recursion, so no body can overflow the stack here.
 * It stops counting once `limit` is passed: the caller only needs to know that it was.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === BACKSLASH) index += 1;
      else if (char === QUOTE) inString = false;
    } else if (char === QUOTE) inString = true;
    else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) depth -= 1;
  }
  return false;
}

/** No payload of ours nests deeper than a few levels; a tRPC batch adds two. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
