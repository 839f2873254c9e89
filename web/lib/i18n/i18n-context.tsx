import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { type Catalogue, type Messages, type Translate, translator } from "#shared/i18n/catalogue";
import { createFormatter, type Formatter } from "./format";
import type { Preferences, PreferencesStore } from "./preferences";
import {
  loadedServerMessages,
  loadServerMessages,
  subscribeServerMessages,
  translateServerMessage,
} from "./server-messages";
import type { ServerText } from "./server-text";

const PreferencesContext = createContext<PreferencesStore | null>(null);

export function I18nProvider({ store, children }: { store: PreferencesStore; children: ReactNode }) {
  // The server messages' translations are fetched as soon as a language other than English is in use.
  useEffect(() => {
    const preload = () => {
      if (store.getState().language !== "en") void loadServerMessages();
    };
    preload();
    const unsubscribe = store.subscribe(preload);
    return () => {
      unsubscribe();
    };
  }, [store]);
  return <PreferencesContext.Provider value={store}>{children}</PreferencesContext.Provider>;
}

export function usePreferencesStore(): PreferencesStore {
  const store = useContext(PreferencesContext);
  if (!store) throw new Error("usePreferencesStore must be used inside <I18nProvider>");
  return store;
}

export function usePreferences(): Preferences {
  const store = usePreferencesStore();
  return useSyncExternalStore(store.subscribe, store.getState);
}

export { type Translate, translator };

/** The strings of one catalogue in the user's language: `const t = useT(loginMessages)`. */
export function useT<T extends Messages>(catalogue: Catalogue<T>): Translate<T> {
  const { language } = usePreferences();
  return useMemo(() => translator(catalogue, language), [catalogue, language]);
}

/** Dates and numbers in the user's language, time zone and date format. */
export function useFormat(): Formatter {
  const preferences = usePreferences();
  return useMemo(() => createFormatter(preferences), [preferences]);
}

/** A server's (English) message in the user's language, by its key. */
export function useServerMessage(): (message: ServerText) => string {
  const { language } = usePreferences();
  const table = useSyncExternalStore(subscribeServerMessages, loadedServerMessages);
  return useMemo(() => (message: ServerText) => translateServerMessage(message, language, table), [language, table]);
}
