import { type FormEvent, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { accountMessages } from "./account.messages";
import { SectionCard } from "./section-card";
import { confirmsEmail } from "./settings-rules";
import { useDeleteAccount } from "./use-delete-account";

/** The 'Delete Account' button and its confirmation, which asks for the account's email. */
export function DeleteAccountSection() {
  const t = useT(accountMessages);
  const [open, setOpen] = useState(false);
  return (
    <SectionCard
      id="delete-account"
      title={t("deleteTitle")}
      description={t("deleteText")}
      className="border-destructive/40"
    >
      <Button variant="destructive" onClick={() => setOpen(true)}>
        {t("deleteAccount")}
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </SectionCard>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT(accountMessages);
  const common = useT(commonMessages);
  const serverMessage = useServerMessage();
  const { user } = useAuthState();
  const [typed, setTyped] = useState("");
  const remove = useDeleteAccount();
  const email = user?.email ?? "";
  const confirmed = confirmsEmail(typed, email);

  const close = () => {
    setTyped("");
    remove.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !remove.isPending) remove.mutate(typed.trim());
  };

  return (
    <Dialog open={open} onCancel={close} titleId="delete-dialog-title" descriptionId="delete-dialog-text">
      <form onSubmit={submit} noValidate className="grid gap-4">
        <h2 id="delete-dialog-title" className="text-lg font-semibold">
          {t("dialogTitle")}
        </h2>
        <p id="delete-dialog-text" className="text-sm wrap-anywhere text-muted-foreground">
          {t("dialogText", { email })}
        </p>
        <FormField
          id="delete-confirm-email"
          label={t("confirmEmail")}
          error={remove.isError ? serverMessage(requestErrorMessage(remove.error)) : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="off"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close}>
            {common("cancel")}
          </Button>
          <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
            {remove.isPending ? t("deleting") : t("deleteAccount")}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
