import { type CSSProperties, lazy, Suspense, useEffect } from "react";
import { TOAST_DEFAULTS } from "#shared/ui-defaults";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { useTheme } from "#web/lib/theme/use-theme.ts";
import { loadToastLibrary, toasterMounted } from "#web/lib/toast.ts";
import { ErrorBoundary } from "./error-boundary";
import { layoutMessages } from "./layout.messages";

// Sonner has no width prop; it reads this variable (set explicitly so the spec's 356 px holds).
const WIDTH = { "--width": `${TOAST_DEFAULTS.widthPx}px` } as CSSProperties;

const Toaster = lazy(() => loadToastLibrary().then((sonner) => ({ default: sonner.Toaster })));

/** The toast layer with spec section 9's defaults, in the page's theme; its code loads after the page's. */
export function AppToaster() {
  // Its code failing to load must not take the app down with it (this sits outside the pages' boundaries).
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ConfiguredToaster />
      </Suspense>
    </ErrorBoundary>
  );
}

function ConfiguredToaster() {
  const t = useT(layoutMessages);
  const { resolved } = useTheme();
  // A parent's effect runs after its children's: the toaster below already listens here.
  useEffect(toasterMounted, []);
  return (
    <Toaster
      containerAriaLabel={t("notifications")}
      theme={resolved}
      position={TOAST_DEFAULTS.position}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      duration={TOAST_DEFAULTS.durationMs}
      gap={TOAST_DEFAULTS.gapPx}
      hotkey={[...TOAST_DEFAULTS.hotkey]}
      style={WIDTH}
    />
  );
}
