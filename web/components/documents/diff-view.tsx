import { cn } from "#web/lib/cn.ts";
import { type DiffLine, diffSummary, foldUnchanged } from "#web/lib/documents/line-diff.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { documentsUiMessages } from "./documents-ui.messages";

type Said = "addedLine" | "removedLine" | null;

const MARKS: Record<DiffLine["type"], { sign: string; said: Said; style: string }> = {
  added: { sign: "+", said: "addedLine", style: "bg-success/15 text-foreground" },
  removed: {
    sign: "−",
    said: "removedLine",
    style: "bg-destructive/15 text-foreground line-through decoration-destructive/60",
  },
  same: { sign: " ", said: null, style: "text-muted-foreground" },
};

/**
 * Two versions' differences line by line. Each changed line carries a sign (+ or −) and, for
 * screen readers, the words "Added" or "Removed" in the user's language, so the colour is never
 * the only signal.
 */
export function DiffView({ lines, label }: { lines: readonly DiffLine[]; label: string }) {
  const t = useT(documentsUiMessages);
  const { added, removed } = diffSummary(lines);
  return (
    <div className="grid gap-2">
      <p className="text-sm">
        <span className="font-medium text-success">+{added}</span> {t.plural("linesAdded", added)},{" "}
        <span className="font-medium text-destructive">−{removed}</span> {t.plural("linesRemoved", removed)}
      </p>
      {added + removed === 0 ? (
        <p className="text-sm text-muted-foreground">{t("sameVersions")}</p>
      ) : (
        // A scrolling region: focusable and named, so a keyboard can reach and scroll it.
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
          tabIndex={0}
          aria-label={label}
          data-testid="diff-pane"
          className="max-h-[50dvh] overflow-auto rounded-lg border"
        >
          <ol aria-label={label} className="font-mono text-xs leading-relaxed">
            {foldUnchanged(lines).map((row, index) => {
              if (row.type === "skipped") {
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place.
                  <li key={index} className="bg-muted px-7 py-0.5 text-muted-foreground italic">
                    {t.plural("unchanged", row.count)}
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
                  <span className="min-w-0 whitespace-pre-wrap wrap-anywhere">
                    {mark.said && <span className="sr-only">{`${t(mark.said)} `}</span>}
                    {row.text || " "}
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      )}
    </div>
  );
}
