import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { Button } from "../ui/button";
import { ButtonLink } from "../ui/button-link";
import { problemMessages } from "./problem.messages";

type ProblemProps = {
  message: string;
  onRetry?: () => void;
  /** The retry is under way. */
  busy?: boolean;
  /** Ways out besides retrying (links). */
  children?: ReactNode;
};

/** Why a page cannot show its content, read out at once, with Retry and the ways out. */
export function Problem({ message, onRetry, busy, children }: ProblemProps) {
  const t = useT(commonMessages);
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-xl border p-6">
      <p className="text-destructive">{message}</p>
      <div className="flex flex-wrap gap-2">
        {onRetry && (
          <Button variant="outline" onClick={onRetry} disabled={busy}>
            <RefreshCw aria-hidden="true" />
            {t("retry")}
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}

/** The usual way out of a definition page that cannot be shown. */
export function BackToDefinitions() {
  const t = useT(problemMessages);
  return (
    <ButtonLink variant="ghost" to="/product-definitions">
      {t("backToDefinitions")}
    </ButtonLink>
  );
}
