import { LoaderCircle, RefreshCw, Sparkles } from "lucide-react";
import { useId } from "react";
import type { TUsage } from "#shared/schemas/documents";
import { blockMessage, type GenerateBlock, isPackageBlock } from "#web/lib/documents/entitlements.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { Button } from "../ui/button";
import { documentsUiMessages } from "./documents-ui.messages";
import { useMonthlyLimitReason } from "./usage-line";

type GenerateButtonProps = {
  /** What the button says when it can be used ("Generate Pitch Deck"). */
  label: string;
  generating: boolean;
  /** Why it cannot be used now (its words, translated, are shown under it); null when it can. */
  reason: GenerateBlock | null;
  onGenerate(): void;
  /** A regeneration after edited answers, at half the cost. */
  regenerate?: boolean;
  /** Off for a moment without a reason to give (e.g. while the questionnaire's state is asked for). */
  disabled?: boolean;
  variant?: "default" | "outline";
  /** This month's usage: with reason "monthly_limit" the line under the button says from when it can be used. */
  usage?: TUsage;
};

/**
 * The button that generates (or regenerates) a document: 'Generating...' and disabled while it
 * runs; disabled with the reason when the package does not allow it (labelled 'Not allowed for
 * this package', spec section 5), the questionnaire is not far enough yet, or this month's
 * documents are used (the reason names the day it can be pressed; the label stays).
 */
export function GenerateButton(props: GenerateButtonProps) {
  const { label, generating, reason, onGenerate, regenerate, disabled, variant, usage } = props;
  const t = useT(documentsUiMessages);
  const serverMessage = useServerMessage();
  const limitReason = useMonthlyLimitReason();
  const reasonId = useId();
  const text = generating ? t("generating") : reason && isPackageBlock(reason) ? t("notAllowed") : label;
  const Icon = generating ? LoaderCircle : regenerate ? RefreshCw : Sparkles;
  return (
    <div className="grid justify-items-start gap-1">
      <Button
        variant={variant}
        disabled={generating || disabled || reason !== null}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onGenerate}
      >
        <Icon aria-hidden="true" className={generating ? "animate-spin motion-reduce:animate-none" : undefined} />
        {text}
      </Button>
      {reason && !generating && (
        <p id={reasonId} className="text-xs text-muted-foreground">
          {reason === "monthly_limit" && usage ? limitReason(usage) : serverMessage(blockMessage(reason))}
        </p>
      )}
    </div>
  );
}
