import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { cardFieldMessages } from "./card-field.messages";

type Decision = (succeed: boolean) => Promise<void>;

type ThreeDSecureDialogProps = { open: boolean; onDecide: Decision; onCancel(): void };

/** The payment sandbox's stand-in for the bank's 3-D Secure page, worded like Stripe's test page. */
export function ThreeDSecureDialog({ open, onDecide, onCancel }: ThreeDSecureDialogProps) {
  const t = useT(cardFieldMessages);
  const common = useT(commonMessages);
  const [busy, setBusy] = useState(false);
  const decide = async (succeed: boolean) => {
    setBusy(true);
    try {
      await onDecide(succeed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onCancel={onCancel} titleId="three-d-secure-title" descriptionId="three-d-secure-description">
      <div className="grid gap-4">
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
          <h2 id="three-d-secure-title" className="text-lg font-semibold">
            {t("secureTitle")}
          </h2>
        </div>
        <p id="three-d-secure-description" className="text-sm text-muted-foreground">
          {t("secureText")}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button onClick={() => void decide(true)} disabled={busy}>
            {t("completeAuthentication")}
          </Button>
          <Button variant="outline" onClick={() => void decide(false)} disabled={busy}>
            {t("failAuthentication")}
          </Button>
        </div>
        <Button variant="ghost" size="sm" className="justify-self-center" onClick={onCancel} disabled={busy}>
          {common("cancel")}
        </Button>
      </div>
    </Dialog>
  );
}
