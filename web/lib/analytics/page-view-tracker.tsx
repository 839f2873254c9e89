import { useEffect } from "react";
import { useLocation } from "react-router";
import { useAuthStore } from "../auth/auth-context";
import { usePreferences } from "../i18n/i18n-context";

/**
 * First-party page views (the path only, never the query), sent only while analytics is on in
 * the user's settings (the server refuses them too when a signed-in user turned it off).
 */
export function PageViewTracker() {
  const { pathname } = useLocation();
  const { analytics } = usePreferences();
  const auth = useAuthStore();
  useEffect(() => {
    if (!analytics) return;
    void auth
      .authorizedFetch("/api/analytics/page-views", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: pathname }),
        keepalive: true,
      })
      .catch(() => {
        // Analytics never gets in the user's way.
      });
  }, [analytics, auth, pathname]);
  return null;
}
