import { Navigate, Outlet, useLocation } from "react-router";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { FullPageSpinner } from "./full-page-spinner";

/**
 * The login guard of spec section 2: a full-page spinner while the user loads, a redirect to
 * /login that replaces the history entry (so Back does not bounce) when nobody is signed in.
 */
export function RequireAuth() {
  const { status, user } = useAuthState();
  const { pathname } = useLocation();
  if (status === "loading") return <FullPageSpinner />;
  if (!user) {
    // Signing out moves the router to / before it clears the user, but React draws the new page a
    // moment later: a redirect now would override that navigation. The address bar already shows it.
    if (window.location.pathname !== pathname) return null;
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}
