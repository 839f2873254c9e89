export type DiffLine = { type: "same" | "added" | "removed"; text: string };

// Above this many cells the table of common subsequences would take too much memory; the changed
// middle is then shown as removed then added, which is still a correct (if longer) diff.
const MAX_CELLS = 4_000_000;

/**
 * The lines of `after` compared with `before`: each line is kept, added or removed, in an order
 * that reads top to bottom (removals before additions where lines were replaced). Lines common to
 * both ends are set aside first, so the usual small edit of a long document costs little.
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const same = (lines: string[]) => lines.map((text): DiffLine => ({ type: "same", text }));
  return [
    ...same(a.slice(0, start)),
    ...diffMiddle(a.slice(start, endA), b.slice(start, endB)),
    ...same(a.slice(endA)),
  ];
}

export function diffSummary(lines: readonly DiffLine[]): { added: number; removed: number } {
  return {
    added: lines.filter((line) => line.type === "added").length,
    removed: lines.filter((line) => line.type === "removed").length,
  };
}

function splitLines(text: string): string[] {
  if (text === "") return [];
  return text.replace(/\r\n?/g, "\n").replace(/\n$/, "").split("\n");
}

/** A longest-common-subsequence diff of the lines that differ. */
function diffMiddle(a: string[], b: string[]): DiffLine[] {
  const removed = a.map((text): DiffLine => ({ type: "removed", text }));
  const added = b.map((text): DiffLine => ({ type: "added", text }));
  if (a.length === 0 || b.length === 0 || (a.length + 1) * (b.length + 1) > MAX_CELLS) return [...removed, ...added];
  const width = b.length + 1;
  // lengths[i * width + j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ type: "same", text: a[i] as string });
      i++;
      j++;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
      lines.push(removed[i++] as DiffLine);
    } else {
      lines.push(added[j++] as DiffLine);
    }
  }
  return [...lines, ...removed.slice(i), ...added.slice(j)];
}

type DiffRow = DiffLine | { type: "skipped"; count: number };

/**
 * The diff as a reader wants it: changed lines with `context` unchanged lines around them, and
 * each longer run of unchanged lines folded into a count.
 */
export function foldUnchanged(lines: readonly DiffLine[], context = 3): DiffRow[] {
  const near = lines.map((_, index) =>
    lines.slice(Math.max(0, index - context), index + context + 1).some((line) => line.type !== "same"),
  );
  const rows: DiffRow[] = [];
  lines.forEach((line, index) => {
    if (near[index]) {
      rows.push(line);
      return;
    }
    const last = rows.at(-1);
    if (last?.type === "skipped") last.count++;
    else rows.push({ type: "skipped", count: 1 });
  });
  return rows;
}
