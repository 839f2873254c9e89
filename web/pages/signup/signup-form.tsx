import { type FormEvent, useRef, useState } from "react";
import { NAME_MAX_LENGTH } from "#shared/auth/name-rules";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { PasswordChecklist } from "#web/components/ui/password-checklist.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { authErrorMessages } from "#web/lib/auth/auth-errors.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { signupMessages } from "./signup.messages";
import { blockingFields, checkSignup, EMPTY_SIGNUP, type SignupValues, signupRefusal } from "./signup-rules";
import { TermsField } from "./terms-field";
import { useSignup } from "./use-signup";

/** First and last name, email, password twice with the live checklist, and the terms (spec section 2). */
export function SignupForm() {
  const t = useT(signupMessages);
  const fieldErrors = useT(authErrorMessages);
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  // Whether the terms' message shows; its text follows the language.
  const [termsError, setTermsError] = useState(false);
  const [busy, setBusy] = useState(false);
  const terms = useRef<HTMLInputElement>(null);
  const signup = useSignup();
  const check = checkSignup(values, fieldErrors);
  const blocking = blockingFields(values);
  const needed = blocking.map((field) =>
    field === "password" && values.password !== ""
      ? t("neededPassword")
      : field === "confirmPassword" && values.confirmPassword !== ""
        ? t("neededConfirm")
        : t(field),
  );

  const update = (field: Exclude<keyof SignupValues, "acceptedTerms">) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const refusal = signupRefusal(values);
    if (refusal) {
      toast.error(t(`${refusal}Title`), { description: t(`${refusal}Description`) });
      if (refusal === "termsRequired") {
        setTermsError(true);
        terms.current?.focus();
      }
      return;
    }
    setBusy(true);
    try {
      await signup(values);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="mt-6 grid gap-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-first-name" label={t("firstName")} error={check.firstName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="given-name"
              required
              maxLength={NAME_MAX_LENGTH}
              value={values.firstName}
              onChange={update("firstName")}
            />
          )}
        </FormField>
        <FormField id="signup-last-name" label={t("lastName")} error={check.lastName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="family-name"
              required
              maxLength={NAME_MAX_LENGTH}
              value={values.lastName}
              onChange={update("lastName")}
            />
          )}
        </FormField>
      </div>
      <FormField id="signup-email" label={t("email")}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            required
            placeholder={t("emailPlaceholder")}
            value={values.email}
            onChange={update("email")}
          />
        )}
      </FormField>
      <FormField id="signup-password" label={t("password")} describedBy="signup-password-rules">
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            value={values.password}
            onChange={update("password")}
          />
        )}
      </FormField>
      <PasswordChecklist id="signup-password-rules" password={values.password} />
      <FormField id="signup-confirm-password" label={t("confirmPassword")} error={check.confirmPassword}>
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="new-password"
            required
            value={values.confirmPassword}
            onChange={update("confirmPassword")}
          />
        )}
      </FormField>
      <TermsField
        ref={terms}
        checked={values.acceptedTerms}
        error={termsError ? t("termsRequiredDescription") : undefined}
        onChange={(acceptedTerms) => {
          setValues((current) => ({ ...current, acceptedTerms }));
          if (acceptedTerms) setTermsError(false);
        }}
      />
      <SubmitButton
        busy={busy}
        busyLabel={t("creating")}
        disabled={!check.ready}
        describedBy={check.ready ? undefined : "signup-still-needed"}
      >
        {t("createAccount")}
      </SubmitButton>
      {/* Why 'Create Account' is off, field by field (issue 25); polite, so typing is not interrupted. */}
      <p id="signup-still-needed" aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {check.ready ? null : t("stillNeeded", { fields: needed.join(", ") })}
      </p>
    </form>
  );
}
