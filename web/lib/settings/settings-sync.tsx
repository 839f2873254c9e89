import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuthState } from "../auth/auth-context";
import { usePreferencesStore } from "../i18n/i18n-context";
import { useTheme } from "../theme/use-theme";
import { useTRPC } from "../trpc";

/**
 * The signed-in user's saved settings are the source of truth: once they arrive, the interface
 * takes their language, time zone, date format, analytics choice and theme (which also keeps the
 * next reload's first paint right, through localStorage).
 */
export function SettingsSync() {
  const trpc = useTRPC();
  const { user } = useAuthState();
  const preferences = usePreferencesStore();
  const { setTheme } = useTheme();
  const { data } = useQuery({ ...trpc.users.settings.queryOptions(), enabled: Boolean(user) });
  useEffect(() => {
    if (!data) return;
    preferences.update(data);
    setTheme(data.theme);
  }, [data, preferences, setTheme]);
  return null;
}
