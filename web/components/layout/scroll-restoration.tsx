import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { readSession, writeSession } from "../../lib/session-storage";

const STORAGE_KEY = "specwright.scroll-positions";

/** Where the reader was on each history entry, kept across a reload of the tab. */
const positions = new Map<string, number>(readPositions());

function readPositions(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(readSession(STORAGE_KEY) ?? "[]");
    return Array.isArray(saved) ? saved : [];
  } catch {
    return [];
  }
}

/**
 * A new page opens at its top; back and forward return to where the reader was on that entry.
 * Changing only the query (a tab, a filter) keeps the place. The position is recorded as the reader
 * scrolls, because by the time the next page is drawn the old one's height is gone.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const pathname = useRef(location.pathname);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => writeSession(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    window.addEventListener("pagehide", save);
    return () => window.removeEventListener("pagehide", save);
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (type === "POP" && saved !== undefined) window.scrollTo(0, saved);
    else if (type !== "POP" && pathname.current !== location.pathname) window.scrollTo(0, 0);
    pathname.current = location.pathname;
    const record = () => positions.set(location.key, window.scrollY);
    window.addEventListener("scroll", record, { passive: true });
    return () => window.removeEventListener("scroll", record);
  }, [location.key, location.pathname, type]);

  return null;
}
