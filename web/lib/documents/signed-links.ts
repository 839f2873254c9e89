import { sameOriginPath } from "./document-paths";

/**
 * Opens a tab at once, while the click still counts as the user's (a tab opened after waiting for
 * the server would be blocked as a pop-up), then sends it to the address once it is known. The
 * opener is cut first: the document shown there must not reach back into the app.
 */
export async function openInNewTab(address: () => Promise<string>): Promise<void> {
  const tab = window.open("", "_blank");
  if (tab) tab.opener = null;
  try {
    const url = sameOriginPath(await address());
    if (tab) tab.location.href = url;
    else window.open(url, "_blank", "noopener");
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** Saves what a signed download link answers (the server sends it as an attachment with its file name). */
export function downloadFrom(url: string): void {
  const link = document.createElement("a");
  link.href = sameOriginPath(url);
  link.download = "";
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}
