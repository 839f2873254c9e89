import { Minus, Plus } from "lucide-react";
import { Button } from "#web/components/ui/button.tsx";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { checkoutMessages } from "./checkout.messages";

type QuantityStepperProps = { value: number; onChange(value: number): void; disabled?: boolean };

/** Spec section 4: the quantity starts at 1, minus never goes below 1, plus has no upper bound here. */
export function QuantityStepper({ value, onChange, disabled }: QuantityStepperProps) {
  const t = useT(checkoutMessages);
  const format = useFormat();
  return (
    <fieldset className="flex items-center gap-3">
      {/* Floated, a legend sits in the row like any other child. */}
      <legend className="float-left text-sm font-medium">{t("quantity")}</legend>
      <div className="ml-auto flex items-center gap-2">
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t("decrease")}
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" aria-label={t("quantity")} className="w-8 text-center font-medium tabular-nums">
          {format.number(value)}
        </output>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t("increase")}
          disabled={disabled}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </fieldset>
  );
}
