import { RefreshCw } from "lucide-react";
import type { TUser } from "#shared/schemas/user";
import { Button } from "#web/components/ui/button.tsx";
import { Card, CardDescription, CardTitle } from "#web/components/ui/card.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { profileMessages } from "./profile.messages";
import { useProfile } from "./use-profile";

/** The profile (spec section 2, /profile): the account's names and email, read-only. */
export function ProfilePage() {
  const t = useT(profileMessages);
  const common = useT(commonMessages);
  const serverMessage = useServerMessage();
  useDocumentTitle(t("documentTitle"));
  const { user } = useAuthState();
  const profile = useProfile(user !== null);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
      {!user ? (
        <p>{t("signedOut")}</p>
      ) : profile.isPending ? (
        <Spinner label={t("loading")} />
      ) : profile.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-destructive">
            {t("loadFailed", { reason: serverMessage(requestErrorMessage(profile.error)) })}
          </p>
          <Button variant="outline" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
            <RefreshCw aria-hidden="true" />
            {common("retry")}
          </Button>
        </div>
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </div>
  );
}

function ProfileDetails({ profile }: { profile: TUser }) {
  const t = useT(profileMessages);
  return (
    <Card aria-labelledby="profile-details-title">
      <CardTitle id="profile-details-title">{t("cardTitle")}</CardTitle>
      <CardDescription>{t("cardDescription")}</CardDescription>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label={t("firstName")}>
          {(control) => <Input {...control} readOnly value={profile.firstName} />}
        </FormField>
        <FormField id="profile-last-name" label={t("lastName")}>
          {(control) => <Input {...control} readOnly value={profile.lastName} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="profile-email" label={t("email")} hint={t("emailHint")}>
            {(control) => <Input {...control} type="email" readOnly value={profile.email} />}
          </FormField>
        </div>
      </div>
    </Card>
  );
}
