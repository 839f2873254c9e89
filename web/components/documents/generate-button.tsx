import { LoaderCircle, RefreshCw, Sparkles } from "lucide-react";
import { useId } from "react";
import { DEFINITION_MESSAGES, DOCUMENT_MESSAGES } from "../../../shared/errors/definition-messages";
import { isPackageBlock } from "../../lib/documents/entitlements";
import { Button } from "../ui/button";

type GenerateButtonProps = {
  /** What the button says when it can be used ("Generate Pitch Deck"). */
  label: string;
  generating: boolean;
  /** Why it cannot be used now (spec section 5's words), shown under it; null when it can. */
  reason: string | null;
  onGenerate(): void;
  /** A regeneration after edited answers, at half the cost. */
  regenerate?: boolean;
  /** Off for a moment without a reason to give (e.g. while the questionnaire's state is asked for). */
  disabled?: boolean;
  variant?: "default" | "outline";
};

/**
 * The button that generates (or regenerates) a document: 'Generating...' and disabled while it
 * runs; disabled with the reason when the package does not allow it (labelled 'Not allowed for
 * this package', spec section 5) or the questionnaire is not far enough yet.
 */
export function GenerateButton(props: GenerateButtonProps) {
  const { label, generating, reason, onGenerate, regenerate, disabled, variant } = props;
  const reasonId = useId();
  const text = generating
    ? DOCUMENT_MESSAGES.generating
    : reason && isPackageBlock(reason)
      ? DEFINITION_MESSAGES.notAllowed
      : label;
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
          {reason}
        </p>
      )}
    </div>
  );
}
