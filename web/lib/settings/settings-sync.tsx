import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAuthState } from "../auth/auth-context";
import { usePreferencesStore } from "../i18n/i18n-context";
import { preferencesFromSettings } from "../i18n/preferences";
import { useTheme } from "../theme/use-theme";
import { useTRPC } from "../trpc";
import { settleSettings } from "./adopt-choices";
import { adoptSaved, readDeviceSync } from "./device-sync";
import { useSaveSettings } from "./use-save-settings";

/**
 * The signed-in user's saved settings are the source of truth: once they arrive, the interface
 * takes their language, time zone, date format, analytics choice and theme (which also keeps the
 * next reload's first paint right, through localStorage). The one exception is a change this
 * device made after the server's last save (chosen signed out, or a save cut short): it is saved
 * instead. A device's cache alone never wins (see settleSettings, decision 028).
 */
export function SettingsSync() {
  const trpc = useTRPC();
  const { user } = useAuthState();
  const preferences = usePreferencesStore();
  const { theme, setTheme } = useTheme();
  const save = useSaveSettings();
  const { data } = useQuery({ ...trpc.users.settings.queryOptions(), enabled: Boolean(user) });
  // Read when the settings arrive, not a reason to apply them again: a fresh choice is being saved.
  const currentTheme = useRef(theme);
  currentTheme.current = theme;
  const checkedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!data || !user) return;
    if (checkedFor.current !== user.id) {
      checkedFor.current = user.id;
      const shown = { language: preferences.getState().language, theme: currentTheme.current };
      const push = settleSettings(data, readDeviceSync(), user.id, shown);
      if (push) {
        // Applied to the cached settings at once, which brings this effect back to show them.
        void save(push);
        return;
      }
      adoptSaved(user.id, data.updatedAt);
    } else if (Object.keys(readDeviceSync().changes).length === 0) {
      // Settings loaded again (another tab, a refocus): this device now holds them.
      adoptSaved(user.id, data.updatedAt);
    }
    preferences.update(preferencesFromSettings(data));
    setTheme(data.theme);
  }, [data, user, preferences, setTheme, save]);
  return null;
}
