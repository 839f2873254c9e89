import { type ComponentProps, lazy, Suspense, useEffect } from "react";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { definitionDetailMessages } from "./product-definition-detail.messages";

const load = () => import("./questionnaire-tab");
const QuestionnaireTab = lazy(() => load().then((module) => ({ default: module.QuestionnaireTab })));

/**
 * The questions and answers (with every question's text in four languages, 15 KB gzipped) are not
 * what the page opens on when it has an RFP: their code comes after the page's, fetched as soon as
 * the page is up so the tab opens at once.
 */
export function usePreloadQuestionnaireTab(): void {
  useEffect(() => {
    void load();
  }, []);
}

export function LazyQuestionnaireTab(props: ComponentProps<typeof QuestionnaireTab>) {
  const t = useT(definitionDetailMessages);
  return (
    <Suspense fallback={<Spinner label={t("loading")} />}>
      <QuestionnaireTab {...props} />
    </Suspense>
  );
}
