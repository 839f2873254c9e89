import type { ReactNode } from "react";
import { hours } from "#shared/blueprint/totals";
import type { TBlueprintResponse } from "#shared/schemas/blueprints";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { useAuthState } from "#web/lib/auth/auth-context.tsx";
import { useFormat, useT } from "#web/lib/i18n/i18n-context.tsx";
import { hoursMissing } from "./requirement-coverage";
import { requirementsMessages } from "./requirements.messages";

type Totals = NonNullable<TBlueprintResponse["totals"]>;

/** The plan's hours beside the hours the user holds, with what is missing and the way to buy more. */
export function RequirementsEffort({ totals }: { totals: Totals }) {
  const t = useT(requirementsMessages);
  const format = useFormat();
  const { user } = useAuthState();
  // The server's hour counts are already net of the hours used: their sum is what is left.
  const held = user ? user.developmentHours + user.developmentWeekHours : 0;
  const missing = hoursMissing(totals, held);
  const inHours = (value: number) => t("hours", { hours: format.number(value) });
  return (
    <section aria-labelledby="effort-title" className="grid gap-3">
      <h3 id="effort-title" className="font-semibold">
        {t("effortTitle")}
      </h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure term={t("planLabel")} value={inHours(hours(totals.plan))}>
          {t("planDetail", {
            development: format.number(totals.plan.development),
            qa: format.number(totals.plan.qa),
          })}
        </Figure>
        <Figure term={t("requirementsLabel")} value={inHours(hours(totals.requirements))} />
        <Figure term={t("heldLabel")} value={inHours(held)} />
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          {missing > 0 ? t.plural("missing", missing, { count: format.number(missing) }) : t("covered")}
        </p>
        <ButtonLink variant="outline" size="sm" to="/packages">
          {t("buyHours")}
        </ButtonLink>
      </div>
    </section>
  );
}

function Figure({ term, value, children }: { term: string; value: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
      {children && <dd className="text-xs text-muted-foreground">{children}</dd>}
    </div>
  );
}
