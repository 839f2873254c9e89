import { useCallback } from "react";
import type { TSettingsUpdate } from "../../../shared/schemas/settings";
import { requestErrorMessage } from "../../lib/api-error";
import { useAuthState } from "../../lib/auth/auth-context";
import { commonMessages } from "../../lib/i18n/common.messages";
import { useServerMessage, useT } from "../../lib/i18n/i18n-context";
import { retryAction } from "../../lib/retry-action";
import { useSaveSettings } from "../../lib/settings/use-save-settings";
import { toast } from "../../lib/toast";
import { layoutMessages } from "./layout.messages";

/**
 * A choice made in the header (language, theme) is also saved for a signed-in user: the saved
 * settings win when they next load, so an unsaved choice would be undone on the next visit.
 */
export function useSavePreference(): (update: TSettingsUpdate) => void {
  const { user } = useAuthState();
  const save = useSaveSettings();
  const t = useT(layoutMessages);
  const serverMessage = useServerMessage();
  const common = useT(commonMessages);
  return useCallback(
    function savePreference(update: TSettingsUpdate) {
      if (!user) return;
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
