import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import type { TSettings, TSettingsUpdate } from "#shared/schemas/settings";
import { applySettingsUpdate } from "#shared/settings/apply-update";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { translator, usePreferencesStore } from "#web/lib/i18n/i18n-context.tsx";
import { loadLanguagePack } from "#web/lib/i18n/language-packs.ts";
import { translateServerMessage } from "#web/lib/i18n/server-messages.ts";
import { retryAction } from "#web/lib/retry-action.ts";
import { useSaveSettings } from "#web/lib/settings/use-save-settings.ts";
import { toast } from "#web/lib/toast.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { settingsMessages } from "./settings.messages";
import { settleOverrides } from "./settings-rules";

// One toast for all saves: flipping several switches updates it instead of stacking toasts.
const TOAST_ID = "settings-save";

/**
 * The saved settings, and a change that saves at once and says how it went. A choice shows in the
 * same render as the click (the cached settings' update reaches the page a tick later, and a
 * controlled radio or select would flick back meanwhile).
 */
export function useSettingsForm() {
  const trpc = useTRPC();
  const query = useQuery(trpc.users.settings.queryOptions());
  const save = useSaveSettings();
  const preferences = usePreferencesStore();
  const [overrides, setOverrides] = useState<TSettingsUpdate>({});

  const change = useCallback(
    async function change(update: TSettingsUpdate): Promise<void> {
      setOverrides((shown) => ({ ...shown, ...update }));
      const result = await save(update);
      setOverrides((shown) => settleOverrides(shown, update));
      // In the language being chosen, once its texts are there (the interface switches then too).
      const language = update.language ?? preferences.getState().language;
      await loadLanguagePack(language).catch(() => undefined);
      const t = translator(settingsMessages, language);
      if (result.ok) {
        toast.success(t("saved"), { id: TOAST_ID, description: undefined });
      } else {
        const description = translateServerMessage(requestErrorMessage(result.error), language);
        const retry = retryAction(translator(commonMessages, language)("retry"), () => void change(update));
        toast.error(t("saveFailed"), { id: TOAST_ID, description, action: retry });
      }
    },
    [save, preferences],
  );

  const settings: TSettings | undefined = query.data && applySettingsUpdate(query.data, overrides);
  return { query, settings, change };
}
