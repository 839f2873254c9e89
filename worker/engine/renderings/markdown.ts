import { oneLine } from "../text/text";

/**
 * Answer text made safe inside Markdown: one line (a stray new line would end a list item or a
 * table row), inline markup characters escaped (a "*" or "|" in an answer must not start emphasis
 * or a new table cell), "<" escaped so raw HTML shows as text, and line-start markers neutralised.
 */
export function md(text: string): string {
  return oneLine(text)
    .replace(/[\\`*_[\]<|~]/g, (char) => `\\${char}`)
    .replace(/^([#>+=-])/, "\\$1")
    .replace(/^(\d+)([.)])/, "$1\\$2");
}

export function heading(level: number, text: string): string {
  return `${"#".repeat(level)} ${text}`;
}

/** A bullet list; items are already escaped Markdown. */
export function bullets(items: readonly string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

/** A numbered list; items are already escaped Markdown. */
export function numbered(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join("\n");
}

/** A task list, as app builders and GitHub render acceptance criteria. */
export function checklist(items: readonly string[]): string {
  return items.map((item) => `- [ ] ${item}`).join("\n");
}

/** A GFM table; cells are already escaped Markdown (md() escapes pipes). */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** Blocks joined by blank lines, skipping empty ones (an optional section may render nothing). */
export function blocks(...parts: readonly (string | false | undefined)[]): string {
  return parts.filter((part): part is string => typeof part === "string" && part.length > 0).join("\n\n");
}
