import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { createAuthStore } from "./lib/auth/auth-store";
import { startEarlyRequests } from "./lib/boot/early-requests";
import { loadLanguagePack } from "./lib/i18n/language-packs";
import { createPreferencesStore } from "./lib/i18n/preferences";
import { createQueryClient, createTrpcClient } from "./lib/trpc";
import { preloadPage } from "./routes";

// The store and the API client need each other: the client sends the store's token, the store
// asks the client for the current user. loadUser runs only after start(), when both exist.
const authStore = createAuthStore({
  storage: window.localStorage,
  loadUser: () => trpcClient.users.me.query(),
});
const trpcClient = createTrpcClient(authStore.authorizedFetch);
// The session is restored before the first render, so a signed-in reload never shows the visitor's header.
authStore.start();
const queryClient = createQueryClient();
// The page's code, and for a signed-in user its settings and first data, leave now: the data in
// the same batch as start()'s users.me, all while the language pack loads (issue 30).
preloadPage(window.location.pathname);
if (authStore.getState().user)
  startEarlyRequests(window.location.pathname, queryClient, trpcClient, window.location.search);

// The language and formats are known before the first render, so the first paint is in the user's language.
const preferences = createPreferencesStore(window.localStorage, document.documentElement, loadLanguagePack);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The saved language's texts (a pack per language but English) arrive before the first paint; if
// they cannot (offline, a deploy removed the chunk) the page shows in English rather than not at all.
void loadLanguagePack(preferences.getState().language)
  .catch(() => undefined)
  .then(() => {
    createRoot(root).render(
      <StrictMode>
        <App authStore={authStore} trpcClient={trpcClient} queryClient={queryClient} preferences={preferences} />
      </StrictMode>,
    );
  });
