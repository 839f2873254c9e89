import { useEffect, useRef } from "react";

/**
 * What outlives a submit must stop when the checkout closes: the 3-D Secure polling (aborted) and
 * the timer that opens the dashboard (cleared).
 */
export function useCheckoutLifetime() {
  const controller = useRef<AbortController>(undefined);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    const pending = timers.current;
    return () => {
      current.abort();
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  return {
    signal: () => controller.current?.signal,
    ended: () => controller.current?.signal.aborted ?? false,
    later(run: () => void, ms: number) {
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        run();
      }, ms);
      timers.current.add(timer);
    },
  };
}
