import { useSyncExternalStore } from "react";
import { createThemeStore, type ThemeStore } from "./theme";

// One theme per document, so one store for the whole app, created on first use in the browser.
let store: ThemeStore | undefined;

function themeStore(): ThemeStore {
  store ??= createThemeStore(window);
  return store;
}

export function useTheme() {
  const current = themeStore();
  const state = useSyncExternalStore(current.subscribe, current.getState);
  return { ...state, setTheme: current.setTheme };
}
