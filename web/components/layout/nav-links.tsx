import { LogOut } from "lucide-react";
import { NavLink } from "react-router";
import { useAuth } from "../../lib/auth/use-auth";
import { cn } from "../../lib/cn";

const LINK =
  "rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground";
const CTA =
  "rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground shadow-sm transition-colors hover:bg-primary/90";

/** Spec section 2's header links for a signed-in user; Packages and Purchase Package both open /packages. */
const SIGNED_IN = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/product-definitions", label: "Product Definitions" },
  { to: "/packages", label: "Packages" },
] as const;

/** The links of the main navigation, for the signed-in user or the visitor; nothing while the user loads. */
export function NavLinks() {
  const { status, user, signOut } = useAuth();
  if (status === "loading") return null;

  if (!user) {
    return (
      <ul className="flex flex-col gap-1 lg:ml-auto lg:flex-row lg:items-center">
        <li>
          <NavLink to="/login" className={cn(LINK, "block")}>
            Sign in
          </NavLink>
        </li>
        <li>
          <NavLink to="/signup" className={cn(CTA, "block text-center")}>
            Sign up
          </NavLink>
        </li>
      </ul>
    );
  }

  return (
    <>
      <ul className="flex flex-col gap-1 lg:flex-row lg:items-center">
        {SIGNED_IN.map((link) => (
          <li key={link.label}>
            <NavLink to={link.to} className={cn(LINK, "block")}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className="flex flex-col gap-1 border-t pt-2 lg:ml-auto lg:flex-row lg:items-center lg:border-0 lg:pt-0">
        <li>
          <NavLink to="/packages" className={cn(CTA, "block text-center")}>
            Purchase Package
          </NavLink>
        </li>
        <li>
          <NavLink to="/profile" className={cn(LINK, "block")}>
            Profile
          </NavLink>
        </li>
        <li>
          <button type="button" onClick={() => void signOut()} className={cn(LINK, "flex w-full items-center gap-2")}>
            <LogOut aria-hidden="true" className="size-4" />
            Log out
          </button>
        </li>
      </ul>
    </>
  );
}
