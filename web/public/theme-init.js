// Runs in <head> before the page paints, so a reload in dark mode never flashes light.
// A classic external script because the Content-Security-Policy forbids inline scripts.
// Mirrors web/lib/theme/theme.ts (same storage key and rules), which takes over once the app loads.
(() => {
  let theme = "system";
  try {
    const stored = window.localStorage.getItem("specwright:theme");
    if (stored === "light" || stored === "dark" || stored === "system") theme = stored;
  } catch (_error) {
    // Storage unavailable: follow the system setting.
  }
  const dark = theme === "dark" || (theme === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  document.documentElement.classList.toggle("dark", dark);
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
})();
