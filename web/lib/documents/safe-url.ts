/** Spec section 1: the schemes a link or image in rendered Markdown may use. */
const ALLOWED_SCHEMES = new Set(["http", "https", "irc", "ircs", "mailto", "xmpp"]);

/**
 * The address a Markdown link or image keeps (react-markdown's `urlTransform`): unchanged when it
 * has no scheme (a relative link, `#section`, `//host/path`) or an allowed one, whatever its case;
 * any other scheme (javascript:, data:, vbscript:, file: ...) becomes an empty string.
 * The scheme is read the way a browser reads it: tabs and newlines anywhere are dropped and
 * controls or spaces at either end are trimmed, so "java\nscript:" cannot slip through.
 */
export function safeUrl(url: string): string {
  const cleaned = trimControls(url.replace(/[\t\n\r]/g, ""));
  const colon = cleaned.indexOf(":");
  if (colon === -1) return cleaned;
  // A colon after the first "/", "?" or "#" belongs to the path, query or fragment: no scheme.
  const delimiter = cleaned.search(/[/?#]/);
  if (delimiter !== -1 && delimiter < colon) return cleaned;
  return ALLOWED_SCHEMES.has(cleaned.slice(0, colon).toLowerCase()) ? cleaned : "";
}

/** Drops C0 controls and spaces (U+0000 to U+0020) at both ends, as the URL standard does. */
function trimControls(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) <= 0x20) start++;
  while (end > start && text.charCodeAt(end - 1) <= 0x20) end--;
  return text.slice(start, end);
}
