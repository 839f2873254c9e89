import type { Ref } from "react";
import { RichText } from "#web/components/auth/rich-text.tsx";
import { Checkbox } from "#web/components/ui/checkbox.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { signupMessages } from "./signup.messages";

/** The marketing site's legal pages; they open in a new tab so the form keeps what was typed. */
const TERMS_URL = "https://specwright.app/terms";
const PRIVACY_URL = "https://specwright.app/privacy";

type TermsFieldProps = {
  ref: Ref<HTMLInputElement>;
  checked: boolean;
  error?: string;
  onChange(checked: boolean): void;
};

const LINK =
  "rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring";

export function TermsField({ ref, checked, error, onChange }: TermsFieldProps) {
  const t = useT(signupMessages);
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={LINK}>
      {text}
      <span className="sr-only"> {t("newTab")}</span>
    </a>
  );
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3">
        <Checkbox
          ref={ref}
          id="signup-terms"
          className="mt-0.5"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "signup-terms-error" : undefined}
        />
        <label htmlFor="signup-terms" className="text-sm leading-snug">
          <RichText
            text={t("agree")}
            parts={{ terms: link(TERMS_URL, t("terms")), privacy: link(PRIVACY_URL, t("privacy")) }}
          />
        </label>
      </div>
      <p id="signup-terms-error" aria-live="polite" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
