import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { createAuthStore } from "./lib/auth/auth-store";
import { createQueryClient } from "./lib/trpc";

const authStore = createAuthStore({ storage: window.localStorage });
// The session is restored before the first render, so a signed-in reload never shows the visitor's header.
authStore.start();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <App authStore={authStore} queryClient={createQueryClient()} />
  </StrictMode>,
);
