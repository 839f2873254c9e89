import { Settings } from "lucide-react";
import { NavLink } from "react-router";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { cn } from "#web/lib/cn.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { layoutMessages } from "./layout.messages";

/**
 * The way to /settings for a signed-in user: beside the theme and language (the spec's navigation
 * list has no settings entry), as an icon named for screen readers and by its tooltip.
 */
export function SettingsLink({ className }: { className?: string }) {
  const t = useT(layoutMessages);
  const { user } = useAuthState();
  if (!user) return null;
  return (
    <NavLink
      to="/settings"
      title={t("settings")}
      className={cn(
        "inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground",
        className,
      )}
    >
      <Settings aria-hidden="true" className="size-5" />
      <span className="sr-only">{t("settings")}</span>
    </NavLink>
  );
}
