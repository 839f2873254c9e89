import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

/**
 * The toast library is not needed to draw a page, so it is fetched after the entry instead of with
 * it (about 9 KB gzipped off every route's first load). A toast asked for before the library and
 * its toaster are on the page waits for them. If the library cannot be fetched (offline, a
 * replaced deployment) the toast is dropped and the next one tries the fetch again.
 */
let library: Promise<Sonner> | undefined;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function loadToastLibrary(): Promise<Sonner> {
  library ??= import("sonner").catch((error: unknown) => {
    library = undefined;
    throw error;
  });
  return library;
}

/** Called by the toaster once it listens, so queued toasts reach it. */
export function toasterMounted(): void {
  markMounted();
}

function show(run: (sonner: Sonner) => void): void {
  Promise.all([loadToastLibrary(), mounted]).then(
    ([sonner]) => run(sonner),
    () => {
      // Nothing to show it with; the page itself still says what happened where it matters.
    },
  );
}

export const toast = {
  success: (message: string, data?: ExternalToast) => show((sonner) => sonner.toast.success(message, data)),
  error: (message: string, data?: ExternalToast) => show((sonner) => sonner.toast.error(message, data)),
};
