import { LoaderCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { Button } from "../ui/button";
import { documentsUiMessages } from "./documents-ui.messages";
import { MarkdownView } from "./markdown-view";

type LiveGenerationProps = {
  /** What is being written, in the user's language ("Investor Pitch Deck"). */
  label: string;
  text: string;
  /** Show the text as rendered Markdown rather than as written. */
  markdown?: boolean;
  onCancel?: () => void;
};

/**
 * A document as it is being written. Screen readers hear once that it is being generated (a
 * polite status), not every word; the text itself is a busy region that can be read at any time.
 * The view follows the end of the text while the reader has not scrolled up.
 */
export function LiveGeneration({ label, text, markdown = false, onCancel }: LiveGenerationProps) {
  const t = useT(documentsUiMessages);
  const common = useT(commonMessages);
  const scroller = useRef<HTMLElement>(null);
  const following = useRef(true);
  useEffect(() => {
    const element = scroller.current;
    if (element && following.current && text) element.scrollTop = element.scrollHeight;
  }, [text]);

  return (
    <div className="grid gap-2 rounded-lg border border-primary/30 bg-primary/5 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="flex items-center gap-2 text-sm font-medium">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {t("generating")}
          <span className="sr-only">{label}</span>
        </p>
        {onCancel && (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {common("cancel")}
          </Button>
        )}
      </div>
      <section
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
        tabIndex={0}
        aria-label={t("asWritten", { document: label })}
        aria-busy="true"
        onScroll={(event) => {
          const element = event.currentTarget;
          following.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
        }}
        className="max-h-72 overflow-auto rounded-md bg-background p-3 text-sm"
      >
        {!text ? (
          <p className="text-muted-foreground">{t("waiting")}</p>
        ) : markdown ? (
          <MarkdownView text={text} />
        ) : (
          <pre className="font-mono text-xs whitespace-pre-wrap wrap-anywhere">{text}</pre>
        )}
      </section>
    </div>
  );
}
