import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { Button } from "../ui/button";
import { documentsUiMessages } from "./documents-ui.messages";

const COPIED_FOR_MS = 2000;

/** Copies `text` to the clipboard; the button says "Copied" for a moment (and screen readers hear it). */
export function CopyButton({ text, disabled }: { text: string; disabled?: boolean }) {
  const t = useT(documentsUiMessages);
  const common = useT(commonMessages);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      toast.error(t("copyFailed"), { description: t("copyFailedDescription") });
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => void copy()} disabled={disabled}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? common("copied") : common("copy")}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? t("copiedToClipboard") : ""}
      </span>
    </>
  );
}
