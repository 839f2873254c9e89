import { SHARE_ACCESS_HEADER } from "#shared/documents/share-kinds";
import type { TShareAccess, TSharedContent } from "#shared/schemas/shares";
import { ApiError, apiErrorFromResponse } from "#web/lib/api-error.ts";
import { readSession, removeSession, writeSession } from "#web/lib/session-storage.ts";

/**
 * The share page's calls (decision 026). They carry no session: a share link is read by people
 * without an account, and the access a passcode grants lives in this tab's sessionStorage only.
 */
const base = (token: string) => `/api/shared/${encodeURIComponent(token)}`;
const accessKey = (token: string) => `specwright:share-access:${token}`;

export const storedAccess = (token: string) => readSession(accessKey(token));
export const forgetAccess = (token: string) => removeSession(accessKey(token));

async function send(input: string, init: RequestInit): Promise<Response> {
  const response = await fetch(input, init).catch(() => {
    throw new ApiError(0, "");
  });
  if (!response.ok) throw await apiErrorFromResponse(response, "");
  return response;
}

/** What the link shows; `view` is this page load's id, so a retried call is not counted again. */
export async function fetchShared(token: string, view: string, access: string | null, signal?: AbortSignal) {
  const headers: Record<string, string> = access ? { [SHARE_ACCESS_HEADER]: access } : {};
  const response = await send(`${base(token)}?view=${view}`, { headers, signal });
  return (await response.json()) as TSharedContent;
}

/** Trades the passcode for an access, kept for this tab. */
export async function unlockShared(token: string, passcode: string): Promise<string> {
  const response = await send(`${base(token)}/unlock`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ passcode }),
  });
  const { access } = (await response.json()) as TShareAccess;
  writeSession(accessKey(token), access);
  return access;
}

/** The deck's page for the frame (the access goes in the address: a frame sends no headers). */
export function deckAddress(deckPath: string, access: string | null): string {
  return access ? `${deckPath}?access=${encodeURIComponent(access)}` : deckPath;
}

/** Seconds per slide of this view so far, sent as the reader leaves (a beacon survives the page). */
export function reportSlides(token: string, report: { view: string; access: string | null; seconds: object }) {
  const body = JSON.stringify({
    view: report.view,
    seconds: report.seconds,
    ...(report.access ? { access: report.access } : {}),
  });
  const blob = new Blob([body], { type: "application/json" });
  if (!navigator.sendBeacon?.(`${base(token)}/slides`, blob)) {
    void fetch(`${base(token)}/slides`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    }).catch(() => undefined);
  }
}
