import { useEffect } from "react";

const APP_NAME = "Specwright";

/** Names the browser tab after the page, e.g. "Page not found · Specwright"; no title means the home page. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
