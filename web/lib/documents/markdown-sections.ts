/**
 * A long document cut before each top-level heading (`#` or `##`, never inside a fenced code
 * block), so its sections can be rendered one after another instead of in one long task. The
 * pieces joined are the text again. A text with link or footnote definitions (`[x]: ...`,
 * `[^1]: ...`) stays whole: a reference and its definition must be read together.
 */
export function markdownSections(text: string): string[] {
  if (/^ {0,3}\[[^\]\n]+\]:/m.test(text)) return [text];
  const sections: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  for (const line of text.split("\n")) {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence ? undefined : marker;
    }
    if (!fence && !marker && /^#{1,2} /.test(line) && current.length > 0) {
      sections.push(current.join("\n"));
      current = [];
    }
    current.push(line);
  }
  sections.push(current.join("\n"));
  return sections;
}
