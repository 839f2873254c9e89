import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useAuthState } from "../auth/auth-context";
import { usePreferencesStore } from "../i18n/i18n-context";
import { useTheme } from "../theme/use-theme";
import { useTRPC } from "../trpc";
import { choicesToAdopt } from "./adopt-choices";
import { useSaveSettings } from "./use-save-settings";

/**
 * The signed-in user's saved settings are the source of truth: once they arrive, the interface
 * takes their language, time zone, date format, analytics choice and theme (which also keeps the
 * next reload's first paint right, through localStorage). The first time they load for an account
 * that never changed them, the browser's own choices are saved instead (see choicesToAdopt).
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
      const adopt = choicesToAdopt(data, { ...preferences.getState(), theme: currentTheme.current });
      if (adopt) {
        void save(adopt);
        return;
      }
    }
    preferences.update(data);
    setTheme(data.theme);
  }, [data, user, preferences, setTheme, save]);
  return null;
}
