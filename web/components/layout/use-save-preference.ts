import { useCallback } from "react";
import type { TSettingsUpdate } from "#shared/schemas/settings";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { retryAction } from "#web/lib/retry-action.ts";
import { recordChange } from "#web/lib/settings/device-sync.ts";
import { useSaveSettings } from "#web/lib/settings/use-save-settings.ts";
import { toast } from "#web/lib/toast.ts";
import { layoutMessages } from "./layout.messages";

/**
 * A choice made in the header (language, theme) is also saved for a signed-in user: the saved
 * settings win when they next load, so an unsaved choice would be undone on the next visit.
 * Signed out, it is remembered as this device's change, saved at the next sign-in if it is newer
 * than the account's settings (decision 028).
 */
export function useSavePreference(): (update: TSettingsUpdate) => void {
  const { user } = useAuthState();
  const save = useSaveSettings();
  const t = useT(layoutMessages);
  const serverMessage = useServerMessage();
  const common = useT(commonMessages);
  return useCallback(
    function savePreference(update: TSettingsUpdate) {
      if (!user) {
        recordChange(update);
        return;
      }
      void save(update).then((result) => {
        if (result.ok) return;
        toast.error(t("saveFailed"), {
          id: "preference-save",
          description: serverMessage(requestErrorMessage(result.error)),
          action: retryAction(common("retry"), () => savePreference(update)),
        });
      });
    },
    [user, save, t, common, serverMessage],
  );
}
