import { Languages } from "lucide-react";
import type { DocumentKind } from "#shared/documents/kinds";
import type { TLanguage } from "#shared/settings/options";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { LANGUAGE_NAMES } from "#web/lib/i18n/languages.ts";
import { languageNoticeMessages } from "./language-notice.messages";

/**
 * Shown above a definition's documents when some were written in another language than the
 * user's now: which ones, in which language, and that updating each writes it in the new one.
 */
export function LanguageNotice({
  stale,
  language,
}: {
  stale: readonly { kind: DocumentKind; language: TLanguage }[];
  language: TLanguage;
}) {
  const t = useT(languageNoticeMessages);
  const names = useT(documentsMessages);
  if (stale.length === 0) return null;
  const documents = stale.map((item) => `${names(item.kind)} (${LANGUAGE_NAMES[item.language]})`).join(", ");
  return (
    <section
      aria-labelledby="language-notice-title"
      className="flex gap-3 rounded-lg border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="language-notice"
    >
      <Languages aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        <h2 id="language-notice-title" className="font-semibold">
          {t("title")}
        </h2>
        <p>{t("body", { language: LANGUAGE_NAMES[language], documents })}</p>
      </div>
    </section>
  );
}
