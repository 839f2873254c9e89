import { cn } from "#web/lib/cn.ts";

type CodeBlockProps = { text: string; label: string; className?: string };

/** Text shown as written, in its own labelled scrolling area. */
export function CodeBlock({ text, label, className }: CodeBlockProps) {
  return (
    // Focusable, so keyboard users can scroll it (Safari and older browsers do not focus a
    // scrolling box on their own; axe-core's scrollable-region-focusable).
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      aria-label={label}
      className={cn("max-h-[60dvh] overflow-auto rounded-lg border bg-muted p-4", className)}
    >
      <pre className="font-mono text-xs leading-relaxed sm:text-sm">
        <code>{text}</code>
      </pre>
    </section>
  );
}
