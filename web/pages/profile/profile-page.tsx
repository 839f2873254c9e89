import { RefreshCw } from "lucide-react";
import type { TUser } from "../../../shared/schemas/user";
import { Button } from "../../components/ui/button";
import { Card, CardDescription, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Spinner } from "../../components/ui/spinner";
import { useAuthState } from "../../lib/auth/auth-context";
import { requestErrorMessage } from "../../lib/request-error";
import { useDocumentTitle } from "../../lib/use-document-title";
import { useProfile } from "./use-profile";

/** The profile (spec section 2, /profile): the account's names and email, read-only. */
export function ProfilePage() {
  useDocumentTitle("My Profile");
  const { user } = useAuthState();
  const profile = useProfile(user !== null);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-semibold tracking-tight">My Profile</h1>
      {!user ? (
        <p>You need to be logged in to view your profile.</p>
      ) : profile.isPending ? (
        <Spinner label="Loading your profile" />
      ) : profile.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p className="text-destructive">Failed to load profile: {requestErrorMessage(profile.error)}</p>
          <Button variant="outline" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
            <RefreshCw aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : (
        <ProfileDetails profile={profile.data} />
      )}
    </div>
  );
}

function ProfileDetails({ profile }: { profile: TUser }) {
  return (
    <Card aria-labelledby="profile-details-title">
      <CardTitle id="profile-details-title">Personal information</CardTitle>
      <CardDescription>Your name and the email address you sign in with</CardDescription>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First name">
          {(control) => <Input {...control} readOnly value={profile.firstName} />}
        </FormField>
        <FormField id="profile-last-name" label="Last name">
          {(control) => <Input {...control} readOnly value={profile.lastName} />}
        </FormField>
        <div className="sm:col-span-2">
          <FormField id="profile-email" label="Email" hint="Email cannot be changed">
            {(control) => <Input {...control} type="email" readOnly value={profile.email} />}
          </FormField>
        </div>
      </div>
    </Card>
  );
}
