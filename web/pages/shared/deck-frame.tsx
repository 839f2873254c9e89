import { ExternalLink } from "lucide-react";
import { useEffect, useRef } from "react";
import { deckAddress, reportSlides } from "./shared-api";
import type { SharedTexts } from "./shared-language";

type DeckFrameProps = { token: string; deckPath: string; access: string | null; view: string; texts: SharedTexts };

const MAX_SLIDES = 100;
const MAX_SECONDS = 6 * 60 * 60;

/**
 * The pitch deck as its own page in a sandboxed frame (an opaque origin: it cannot reach this
 * page). The deck tells which slide is on screen; the time each slide is shown while the tab is
 * visible is sent as the reader leaves, so the founder sees seconds per slide.
 */
export function DeckFrame({ token, deckPath, access, view, texts }: DeckFrameProps) {
  const { t } = texts;
  const frame = useRef<HTMLIFrameElement>(null);
  const address = deckAddress(deckPath, access);
  useEffect(
    () => timeSlides(frame, (seconds) => reportSlides(token, { view, access, seconds })),
    [token, view, access],
  );
  return (
    <div className="grid gap-2">
      <iframe
        ref={frame}
        src={address}
        title={t("deckTitle")}
        sandbox="allow-scripts"
        className="aspect-video w-full rounded-lg border bg-white"
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>{t("deckHint")}</p>
        <a
          href={address}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 underline-offset-4 hover:text-foreground hover:underline"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t("openDeck")}
        </a>
      </div>
    </div>
  );
}

/** Counts seconds per slide from the frame's messages; `send` gets the totals so far as the reader leaves. */
function timeSlides(frame: { current: HTMLIFrameElement | null }, send: (seconds: Record<string, number>) => void) {
  const seconds: Record<string, number> = {};
  let slide: number | null = null;
  let since = performance.now();
  let paused = document.hidden;
  let changed = false;
  const settle = () => {
    const now = performance.now();
    if (slide !== null && !paused) {
      seconds[slide] = Math.min(MAX_SECONDS, (seconds[slide] ?? 0) + (now - since) / 1000);
      changed = true;
    }
    since = now;
  };
  const flush = () => {
    settle();
    if (!changed) return;
    changed = false;
    send(Object.fromEntries(Object.entries(seconds).map(([key, value]) => [key, Math.round(value * 10) / 10])));
  };
  const onMessage = (event: MessageEvent) => {
    if (!frame.current || event.source !== frame.current.contentWindow) return;
    const shown = (event.data as { specwrightSlide?: unknown } | null)?.specwrightSlide;
    if (typeof shown !== "number" || !Number.isInteger(shown) || shown < 1 || shown > MAX_SLIDES) return;
    settle();
    slide = shown;
  };
  const onVisibility = () => {
    settle();
    paused = document.hidden;
    if (paused) flush();
  };
  window.addEventListener("message", onMessage);
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("pagehide", flush);
  return () => {
    window.removeEventListener("message", onMessage);
    document.removeEventListener("visibilitychange", onVisibility);
    window.removeEventListener("pagehide", flush);
    flush();
  };
}
