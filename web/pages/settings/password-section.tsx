import { type FormEvent, useState } from "react";
import { PASSWORD_MAX_LENGTH } from "#shared/auth/password-rules";
import { FormField } from "#web/components/ui/form-field.tsx";
import { PasswordChecklist } from "#web/components/ui/password-checklist.tsx";
import { PasswordInput } from "#web/components/ui/password-input.tsx";
import { SubmitButton } from "#web/components/ui/submit-button.tsx";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { accountMessages } from "./account.messages";
import { SectionCard } from "./section-card";
import { type PasswordForm, passwordChangeProblem } from "./settings-rules";
import { useChangePassword } from "./use-change-password";

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };
const RULES_ID = "settings-password-rules";

/** Current password, new password with the live checklist, confirmation; the button waits until all three are right. */
export function PasswordSection() {
  const t = useT(accountMessages);
  const { user } = useAuthState();
  const [form, setForm] = useState(EMPTY);
  const change = useChangePassword();
  const problem = passwordChangeProblem(form);
  const mismatch = form.confirmPassword !== "" && form.confirmPassword !== form.newPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The button is disabled until the form is right; these say why if a submit gets through anyway.
    if (problem === "invalid") toast.error(t("invalidPassword"), { description: t("fixPassword") });
    else if (problem === "mismatch") toast.error(t("passwordMismatch"), { description: t("passwordMismatchText") });
    else if (!problem) change.mutate(form, { onSuccess: () => setForm(EMPTY) });
  };

  const field = (
    key: keyof PasswordForm,
    autoComplete: string,
    extra: { error?: string; describedBy?: string } = {},
  ) => (
    <FormField id={`settings-${key}`} label={t(key)} {...extra}>
      {(control) => (
        <PasswordInput
          {...control}
          autoComplete={autoComplete}
          maxLength={PASSWORD_MAX_LENGTH}
          value={form[key]}
          onChange={(event) => setForm((current) => ({ ...current, [key]: event.target.value }))}
        />
      )}
    </FormField>
  );

  return (
    <SectionCard id="password" title={t("passwordTitle")} description={t("passwordText")}>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:max-w-md">
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={user?.email ?? ""} readOnly hidden />
        {field("currentPassword", "current-password")}
        <div className="grid gap-3">
          {field("newPassword", "new-password", { describedBy: RULES_ID })}
          <PasswordChecklist id={RULES_ID} password={form.newPassword} />
        </div>
        {field("confirmPassword", "new-password", { error: mismatch ? t("passwordMismatchText") : undefined })}
        <SubmitButton
          busy={change.isPending}
          busyLabel={t("changingPassword")}
          disabled={problem !== undefined}
          className="sm:w-auto sm:justify-self-start"
        >
          {t("changePassword")}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
