import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Where the reader was on each history entry of this tab. */
const positions = new Map<string, number>();

/**
 * A new page opens at its top; Back and Forward return to where the reader was on that entry (the
 * top of a page never scrolled). Changing only the query (a tab, a filter) keeps the place, and a
 * jump to an anchor (the skip link) is the browser's. The position is recorded as the reader
 * scrolls, because by the time the next page is drawn the old one's height is gone.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useLayoutEffect(() => {
    const samePage = shown.current === pathname;
    shown.current = pathname;
    if (!hash) {
      const saved = type === "POP" ? positions.get(key) : undefined;
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (!samePage) window.scrollTo(0, 0);
    }
    positions.set(key, window.scrollY);
    const record = () => positions.set(key, window.scrollY);
    window.addEventListener("scroll", record, { passive: true });
    return () => window.removeEventListener("scroll", record);
  }, [key, pathname, hash, type]);

  return null;
}
