export type Theme = "light" | "dark" | "system";
type ResolvedTheme = "light" | "dark";

export const THEMES: readonly Theme[] = ["light", "dark", "system"];

/** Also read by web/public/theme-init.js, which cannot import this module: keep the two in step. */
export const THEME_STORAGE_KEY = "specwright:theme";

const DARK_QUERY = "(prefers-color-scheme: dark)";

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme === "system") return systemPrefersDark ? "dark" : "light";
  return theme;
}

type ThemeState = { theme: Theme; resolved: ResolvedTheme };

/**
 * The chosen theme, applied to <html> as the `dark` class. "system" follows the OS setting live,
 * and a choice made in another tab is picked up through the storage event.
 */
export function createThemeStore(win: Window) {
  const media = win.matchMedia(DARK_QUERY);
  const listeners = new Set<() => void>();
  let state = compute(readStoredTheme(win));

  function compute(theme: Theme): ThemeState {
    return { theme, resolved: resolveTheme(theme, media.matches) };
  }

  function update(theme: Theme) {
    const next = compute(theme);
    if (next.theme !== state.theme || next.resolved !== state.resolved) {
      state = next;
      for (const listener of listeners) listener();
    }
    applyToDocument(win.document, state.resolved);
  }

  media.addEventListener("change", () => update(state.theme));
  win.addEventListener("storage", (event) => {
    if (event.key === THEME_STORAGE_KEY) update(isTheme(event.newValue) ? event.newValue : "system");
  });
  applyToDocument(win.document, state.resolved);

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTheme(theme: Theme) {
      try {
        win.localStorage.setItem(THEME_STORAGE_KEY, theme);
      } catch {
        // Storage may be unavailable (private mode): the choice still holds for this visit.
      }
      update(theme);
    },
  };
}

export type ThemeStore = ReturnType<typeof createThemeStore>;

function readStoredTheme(win: Window): Theme {
  try {
    const stored = win.localStorage.getItem(THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : "system";
  } catch {
    return "system";
  }
}

function applyToDocument(doc: Document, resolved: ResolvedTheme) {
  doc.documentElement.classList.toggle("dark", resolved === "dark");
  // Native controls and scrollbars follow the page's theme, not only the OS.
  doc.documentElement.style.colorScheme = resolved;
}
