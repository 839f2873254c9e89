import { cn } from "../../lib/cn";

type CodeBlockProps = { text: string; label: string; className?: string };

/** Text shown as written, in its own labelled scrolling area. */
export function CodeBlock({ text, label, className }: CodeBlockProps) {
  return (
    // A scrolling box without focusable content is reached by keyboard in current browsers.
    <section aria-label={label} className={cn("max-h-[60dvh] overflow-auto rounded-lg border bg-muted p-4", className)}>
      <pre className="font-mono text-xs leading-relaxed sm:text-sm">
        <code>{text}</code>
      </pre>
    </section>
  );
}
