import { useSearchParams } from "react-router";
import { isDefinitionPackage } from "#shared/commerce/definition-packages";
import { DEFINITION_MESSAGES } from "#shared/errors/definition-messages";
import { BackToDefinitions, Problem } from "#web/components/layout/problem.tsx";
import { ButtonLink } from "#web/components/ui/button-link.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { toApiError } from "#web/lib/api-error.ts";
import { questionnaireErrorMessage } from "#web/lib/definitions/definition-errors.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { keyed } from "#web/lib/i18n/server-text.ts";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { definitionNewMessages } from "./product-definition-new.messages";
import { QuestionnaireView } from "./questionnaire-view";
import { useQuestionnaire } from "./use-questionnaire";

/**
 * The questionnaire (spec section 2, /product-definitions/new): `package` says which package a new
 * definition uses, `conversationId` which definition to continue.
 */
export function ProductDefinitionNewPage() {
  const t = useT(definitionNewMessages);
  const labels = useT(definitionMessages);
  const serverMessage = useServerMessage();
  useDocumentTitle(t("title"));
  const [params] = useSearchParams();
  const definitionId = params.get("conversationId");
  const packageParam = params.get("package");
  const packageType = isDefinitionPackage(packageParam) ? packageParam : null;
  const questionnaire = useQuestionnaire(definitionId, packageType);

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
      {!definitionId && !packageType ? (
        <Problem message={serverMessage(keyed("packageRequired", DEFINITION_MESSAGES.packageRequired))}>
          <PackagesLink />
          <BackToDefinitions />
        </Problem>
      ) : questionnaire.startError ? (
        <StartProblem error={questionnaire.startError} onRetry={questionnaire.retryStart} />
      ) : questionnaire.loadError ? (
        <Problem
          message={serverMessage(questionnaireErrorMessage(questionnaire.loadError, labels))}
          onRetry={questionnaire.retryLoad}
          busy={questionnaire.reloading}
        >
          <BackToDefinitions />
        </Problem>
      ) : questionnaire.held ? (
        <QuestionnaireView
          held={questionnaire.held}
          onSend={questionnaire.send}
          sending={questionnaire.sending}
          sendError={questionnaire.sendError}
          onRetry={questionnaire.retrySend}
          documents={questionnaire.documents}
        />
      ) : (
        <Spinner label={definitionId ? t("loadingQuestionnaire") : t("starting")} />
      )}
    </div>
  );
}

/** A refused init names the missing package: the way on is /packages, not a retry. */
function StartProblem({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const labels = useT(definitionMessages);
  const serverMessage = useServerMessage();
  const refused = toApiError(error).status === 403;
  return (
    <Problem message={serverMessage(questionnaireErrorMessage(error, labels))} onRetry={refused ? undefined : onRetry}>
      {refused && <PackagesLink />}
      <BackToDefinitions />
    </Problem>
  );
}

function PackagesLink() {
  const t = useT(definitionNewMessages);
  return <ButtonLink to="/packages">{t("viewPackages")}</ButtonLink>;
}
