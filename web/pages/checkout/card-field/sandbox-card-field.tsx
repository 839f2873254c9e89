import { useMutation } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { type Ref, useImperativeHandle, useRef, useState } from "react";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/lib/cn.ts";
import { usePurchaseErrorMessage } from "#web/lib/commerce/use-purchase-error-message.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import type { AuthenticationResult, CardPayment } from "#web/lib/payments/card-payment.ts";
import { sandboxCardMessages } from "#web/lib/payments/sandbox-cards.messages.ts";
import {
  type CardFieldName,
  formatCardNumber,
  formatExpiry,
  type SandboxCard,
  sandboxToken,
} from "#web/lib/payments/sandbox-cards.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { cardFieldMessages } from "./card-field.messages";
import { ThreeDSecureDialog } from "./three-d-secure-dialog";

type SandboxCardFieldProps = {
  ref: Ref<CardPayment>;
  /** The element that shows the card's error (under the submit button). */
  errorId: string;
  onChange(): void;
};

const EMPTY: SandboxCard = { number: "", expiry: "", cvc: "" };

/** The payment sandbox's card input: Stripe's test cards, turned into test tokens in the browser. */
export function SandboxCardField({ ref, errorId, onChange }: SandboxCardFieldProps) {
  const t = useT(cardFieldMessages);
  const cardErrors = useT(sandboxCardMessages);
  const errorMessage = usePurchaseErrorMessage();
  const [card, setCard] = useState(EMPTY);
  const [invalid, setInvalid] = useState<CardFieldName>();
  const [authenticating, setAuthenticating] = useState<string>();
  const answer = useRef<(result: AuthenticationResult) => void>(undefined);
  const trpc = useTRPC();
  const { mutateAsync: authenticateSandbox } = useMutation(trpc.purchases.authenticateSandbox.mutationOptions());

  useImperativeHandle(ref, () => ({
    async createToken() {
      const check = sandboxToken(card, new Date(), cardErrors);
      if ("token" in check) return check;
      setInvalid(check.field);
      return { error: check.error };
    },
    authenticate: ({ paymentIntentId }) =>
      new Promise((resolve) => {
        answer.current = resolve;
        setAuthenticating(paymentIntentId);
      }),
  }));

  const finish = (result: AuthenticationResult) => {
    setAuthenticating(undefined);
    answer.current?.(result);
    answer.current = undefined;
  };

  const decide = async (succeed: boolean) => {
    if (!authenticating) return;
    try {
      await authenticateSandbox({ paymentIntentId: authenticating, succeed });
      finish({ done: true });
    } catch (error) {
      finish({ error: errorMessage(error) });
    }
  };

  const update =
    (field: CardFieldName, format: (value: string) => string) => (event: { target: { value: string } }) => {
      setCard((current) => ({ ...current, [field]: format(event.target.value) }));
      if (invalid === field) setInvalid(undefined);
      onChange();
    };

  const control = (field: CardFieldName) => ({
    id: `card-${field}`,
    "aria-invalid": invalid === field ? (true as const) : undefined,
    "aria-describedby": invalid === field ? `card-test-mode ${errorId}` : "card-test-mode",
    className: cn(invalid === field && "text-destructive"),
  });

  return (
    <div className="grid gap-4">
      <p
        id="card-test-mode"
        className="flex items-start gap-2 rounded-md border border-dashed bg-muted/50 p-3 text-sm text-muted-foreground"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t("testMode")}</span>
      </p>
      <div className="grid gap-2">
        <Label htmlFor="card-number">{t("cardNumber")}</Label>
        <Input
          {...control("number")}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={card.number}
          onChange={update("number", formatCardNumber)}
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-2">
          <Label htmlFor="card-expiry">{t("expiry")}</Label>
          <Input
            {...control("expiry")}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t("expiryPlaceholder")}
            value={card.expiry}
            onChange={update("expiry", formatExpiry)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="card-cvc">{t("cvc")}</Label>
          <Input
            {...control("cvc")}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={t("cvc")}
            maxLength={4}
            value={card.cvc}
            onChange={update("cvc", (value) => value.replace(/\D/g, ""))}
          />
        </div>
      </div>
      <ThreeDSecureDialog
        open={authenticating !== undefined}
        onDecide={decide}
        onCancel={() => finish({ cancelled: true })}
      />
    </div>
  );
}
