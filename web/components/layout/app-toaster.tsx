import type { CSSProperties } from "react";
import { Toaster } from "sonner";
import { TOAST_DEFAULTS } from "../../../shared/ui-defaults";
import { useT } from "../../lib/i18n/i18n-context";
import { useTheme } from "../../lib/theme/use-theme";
import { layoutMessages } from "./layout.messages";

// Sonner has no width prop; it reads this variable (set explicitly so the spec's 356 px holds).
const WIDTH = { "--width": `${TOAST_DEFAULTS.widthPx}px` } as CSSProperties;

/** The toast layer with spec section 9's defaults, in the page's theme. */
export function AppToaster() {
  const t = useT(layoutMessages);
  const { resolved } = useTheme();
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
