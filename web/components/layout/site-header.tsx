import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "#web/lib/cn.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { Button } from "../ui/button";
import { LanguagePicker } from "./language-picker";
import { layoutMessages } from "./layout.messages";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";
import { SettingsLink } from "./settings-link";
import { ThemeSwitcher } from "./theme-switcher";

/**
 * The header: logo, main navigation, then language, theme and settings. Below the xl breakpoint
 * (1280 px, as translated links run longer) the navigation folds into a panel opened by the menu
 * button; Escape, a click outside or a navigation closes it. From xl on the row is wider than the
 * page's content (7xl), so every language's links fit on one line each: they never wrap.
 */
export function SiteHeader() {
  const t = useT(layoutMessages);
  const [open, setOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the panel closes whenever the page changes.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      menuButton.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open]);

  return (
    // The header's words are ours, never a user's: they wrap between words, not inside one.
    <header ref={header} className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur wrap-normal">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 xl:max-w-7xl">
        <Link to="/" className="shrink-0 rounded-md">
          <Logo compact />
        </Link>
        <nav
          id="main-nav"
          aria-label={t("mainNav")}
          className={cn(
            "absolute inset-x-0 top-16 flex-col gap-2 border-b bg-background p-4 shadow-lg",
            "xl:static xl:flex xl:flex-1 xl:flex-row xl:items-center xl:border-0 xl:bg-transparent xl:p-0 xl:shadow-none",
            open ? "flex" : "hidden",
          )}
        >
          <NavLinks />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-2 xl:ml-0">
          <LanguagePicker />
          <ThemeSwitcher />
          <SettingsLink />
        </div>
        <Button
          ref={menuButton}
          variant="ghost"
          size="icon"
          className="xl:hidden"
          aria-expanded={open}
          aria-controls="main-nav"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{t("menu")}</span>
        </Button>
      </div>
    </header>
  );
}
