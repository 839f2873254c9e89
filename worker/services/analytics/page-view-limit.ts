/**
 * Page views are anonymous and cheap to send, so one address could fill the table (about 870
 * rows a second were measured). Each address may record PAGE_VIEWS_PER_MINUTE; the rest are
 * declined, not stored. The count lives in this process (a Workers isolate, the Node server):
 * approximate across isolates, which is enough for first-party analytics.
 */
const PAGE_VIEWS_PER_MINUTE = 60;
const WINDOW_MS = 60_000;
const MAX_ADDRESSES = 10_000;

const windows = new Map<string, { start: number; count: number }>();

/** Whether this address may record one more page view now; counts it when it may. */
export function takePageView(address: string | null, now: Date): boolean {
  const key = address ?? "unknown";
  const at = now.getTime();
  const current = windows.get(key);
  if (!current || at - current.start >= WINDOW_MS) {
    if (windows.size >= MAX_ADDRESSES) windows.clear();
    windows.set(key, { start: at, count: 1 });
    return true;
  }
  if (current.count >= PAGE_VIEWS_PER_MINUTE) return false;
  current.count += 1;
  return true;
}
