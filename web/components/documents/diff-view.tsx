import { cn } from "../../lib/cn";
import { type DiffLine, diffSummary, foldUnchanged } from "../../lib/documents/line-diff";

const MARKS: Record<DiffLine["type"], { sign: string; said: string; style: string }> = {
  added: { sign: "+", said: "Added: ", style: "bg-success/15 text-foreground" },
  removed: {
    sign: "−",
    said: "Removed: ",
    style: "bg-destructive/15 text-foreground line-through decoration-destructive/60",
  },
  same: { sign: " ", said: "", style: "text-muted-foreground" },
};

/**
 * Two versions' differences line by line. Each changed line carries a sign (+ or −) and, for
 * screen readers, the words "Added" or "Removed", so the colour is never the only signal.
 */
export function DiffView({ lines, label }: { lines: readonly DiffLine[]; label: string }) {
  const { added, removed } = diffSummary(lines);
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        <span className="font-medium text-success">+{added}</span> {added === 1 ? "line" : "lines"} added,{" "}
        <span className="font-medium text-destructive">−{removed}</span> {removed === 1 ? "line" : "lines"} removed
      </p>
      {added + removed === 0 ? (
        <p className="text-sm text-muted-foreground">The two versions are the same.</p>
      ) : (
        <ol
          aria-label={label}
          className="max-h-[50dvh] overflow-auto rounded-lg border font-mono text-xs leading-relaxed"
        >
          {foldUnchanged(lines).map((row, index) => {
            if (row.type === "skipped") {
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place.
                <li key={index} className="bg-muted px-7 py-0.5 text-muted-foreground italic">
                  {row.count} unchanged {row.count === 1 ? "line" : "lines"}
                </li>
              );
            }
            const mark = MARKS[row.type];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place.
              <li key={index} data-change={row.type} className={cn("flex gap-2 px-2", mark.style)}>
                <span aria-hidden="true" className="w-3 shrink-0 select-none text-center font-bold">
                  {mark.sign}
                </span>
                <span className="min-w-0 whitespace-pre-wrap break-words">
                  {mark.said && <span className="sr-only">{mark.said}</span>}
                  {row.text || " "}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
