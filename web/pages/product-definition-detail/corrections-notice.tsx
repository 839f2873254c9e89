import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import type { TBlueprintCorrections } from "#shared/schemas/blueprints";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { correctionsNoticeMessages } from "./corrections-notice.messages";

/**
 * The founder's corrections that the blueprint rebuilt from their edited answers could not apply
 * again (decision 031), each in one line in the blueprint's language ('Rename role "Staff" to
 * "Crew": "Staff" is no longer in the answers'): listed, never dropped in silence. Nothing when
 * every correction applied. Give it `useBlueprint(...).data?.corrections`.
 */
export function CorrectionsNotice({ corrections }: { corrections: TBlueprintCorrections | undefined }) {
  const t = useT(correctionsNoticeMessages);
  const titleId = useId();
  if (!corrections || corrections.notApplicable.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-2 rounded-lg border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 sm:p-4 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t("title")}
      </h3>
      <p>{t("intro")}</p>
      <ul className="grid list-disc gap-1 ps-5">
        {corrections.notApplicable.map((item, index) => (
          // The same correction may be listed twice (made twice); its place tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is the server's, in its order, and never reordered.
          <li key={index} className="break-words">
            {item.summary}
          </li>
        ))}
      </ul>
      {corrections.applied > 0 && <p>{t("applied", { count: corrections.applied })}</p>}
    </section>
  );
}
