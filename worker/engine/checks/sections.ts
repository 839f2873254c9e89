/**
 * The text of a Markdown section by its heading: from the heading (at any level, with or
 * without a number such as "3.4") to the next heading of the same or a higher level. Empty when
 * there is no such heading. Headings compare without case and surrounding punctuation.
 */
export function sectionText(markdown: string, title: string): string {
  const lines = markdown.split("\n");
  const wanted = normalise(title);
  const start = lines.findIndex((line) => {
    const heading = line.match(/^(#{1,6})\s+(.*)$/);
    return heading !== null && normalise(heading[2] ?? "").includes(wanted);
  });
  if (start < 0) return "";
  const level = (lines[start]?.match(/^#+/)?.[0] ?? "#").length;
  const end = lines.findIndex((line, index) => {
    if (index <= start) return false;
    const heading = line.match(/^(#{1,6})\s/);
    return heading !== null && (heading[1]?.length ?? 7) <= level;
  });
  return lines.slice(start, end < 0 ? undefined : end).join("\n");
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/^[\d.\s]+/, "")
    .replace(/[*_`:]/g, "")
    .trim();
}
