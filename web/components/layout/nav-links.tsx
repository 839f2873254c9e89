import { LogOut } from "lucide-react";
import { NavLink } from "react-router";
import { useAuth } from "#web/lib/auth/use-auth.ts";
import { cn } from "#web/lib/cn.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { layoutMessages } from "./layout.messages";

// A link's words stay on one line in every language: below the xl breakpoint the navigation is a
// menu, and from it on the header's row is wide enough for the longest translation (French, about
// 1210 px of the 1248 px it has at 1280 px; the no-broken-words e2e test measures it).
const LINK =
  "whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-muted-foreground xl:px-2 transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground";
const CTA =
  "whitespace-nowrap rounded-md bg-primary px-3 py-2 xl:px-2 text-sm font-medium text-primary-foreground shadow-sm transition-colors hover:bg-primary/90";

/**
 * Spec section 2's header links for a signed-in user (Packages and Purchase Package both open
 * /packages), and Documents, which the spec's screens have but its header does not reach.
 */
const SIGNED_IN = [
  { to: "/dashboard", label: "dashboard" },
  { to: "/product-definitions", label: "productDefinitions" },
  { to: "/documents", label: "documents" },
  { to: "/packages", label: "packages" },
] as const;

/** The links of the main navigation, for the signed-in user or the visitor; nothing while the user loads. */
export function NavLinks() {
  const t = useT(layoutMessages);
  const { status, user, signOut } = useAuth();
  if (status === "loading") return null;

  if (!user) {
    return (
      <ul className="flex flex-col gap-1 xl:ml-auto xl:flex-row xl:items-center">
        <li>
          <NavLink to="/login" className={cn(LINK, "block")}>
            {t("signIn")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/signup" className={cn(CTA, "block text-center")}>
            {t("signUp")}
          </NavLink>
        </li>
      </ul>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-1 xl:flex-row xl:items-center">
        {SIGNED_IN.map((link) => (
          <li key={link.label}>
            <NavLink to={link.to} className={cn(LINK, "block")}>
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="flex flex-col gap-1 border-t pt-2 xl:ml-auto xl:flex-row xl:items-center xl:border-0 xl:pt-0">
        <li>
          <NavLink to="/packages" className={cn(CTA, "block text-center")}>
            {t("purchasePackage")}
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile" className={cn(LINK, "block")}>
            {t("profile")}
          </NavLink>
        </li>
        <li>
          <button type="button" onClick={() => void signOut()} className={cn(LINK, "flex w-full items-center gap-2")}>
            <LogOut aria-hidden="true" className="size-4" />
            {t("logOut")}
          </button>
        </li>
      </ul>
    </>
  );
}
