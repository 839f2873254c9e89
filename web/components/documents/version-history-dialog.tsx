import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { DocumentKind } from "#shared/documents/kinds";
import { DOCUMENT_MESSAGES } from "#shared/errors/definition-messages";
import type { TDocumentVersion } from "#shared/schemas/documents";
import { useDocumentText } from "#web/lib/documents/document-text.ts";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { diffLines } from "#web/lib/documents/line-diff.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useFormat, useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { keyed } from "#web/lib/i18n/server-text.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { Problem } from "../layout/problem";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Label } from "../ui/label";
import { Spinner } from "../ui/spinner";
import { ChangeLog } from "./change-log";
import { DiffView } from "./diff-view";
import { documentsUiMessages } from "./documents-ui.messages";

type VersionHistoryDialogProps = {
  open: boolean;
  onClose(): void;
  definitionId: string;
  kind: DocumentKind;
  url: string;
};

/** Every version of a document, newest first, and the differences between any two of them. */
export function VersionHistoryDialog({ open, onClose, ...target }: VersionHistoryDialogProps) {
  const t = useT(documentsUiMessages);
  const common = useT(commonMessages);
  const kinds = useT(documentsMessages);
  const titleId = useId();
  return (
    <Dialog open={open} onCancel={onClose} titleId={titleId} wide>
      <div className="grid gap-4">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("historyTitle", { document: kinds(target.kind) })}
          </h2>
          <Button variant="ghost" size="icon" onClick={onClose} aria-label={common("close")}>
            <X aria-hidden="true" />
          </Button>
        </div>
        <VersionHistory {...target} />
      </div>
    </Dialog>
  );
}

function VersionHistory({ definitionId, kind, url }: Omit<VersionHistoryDialogProps, "open" | "onClose">) {
  const t = useT(documentsUiMessages);
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const versions = useQuery(trpc.documents.versions.queryOptions({ id: definitionId, kind }));
  if (versions.isPending) return <Spinner label={t("loadingVersions")} />;
  if (versions.isError) {
    return (
      <Problem
        message={serverMessage(keyed("documentNotFound", DOCUMENT_MESSAGES.notFound))}
        onRetry={() => void versions.refetch()}
      />
    );
  }
  return (
    <>
      <ol
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard.
        tabIndex={0}
        aria-label={t("versions")}
        className="grid max-h-60 gap-2 overflow-auto"
      >
        {versions.data.map((version, index) => (
          <VersionItem key={version.id} version={version} current={index === 0} />
        ))}
      </ol>
      {versions.data.length >= 2 ? (
        <CompareVersions versions={versions.data} url={url} />
      ) : (
        <p className="text-sm text-muted-foreground">{t("compareHint")}</p>
      )}
    </>
  );
}

function VersionItem({ version, current }: { version: TDocumentVersion; current: boolean }) {
  const t = useT(documentsUiMessages);
  const format = useFormat();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm">
      <span className="font-medium">{t("version", { version: version.version })}</span>
      <span className="text-muted-foreground">{format.dateTime(version.createdAt)}</span>
      <span className="text-muted-foreground">{version.model}</span>
      {current && <Badge variant="secondary">{t("current")}</Badge>}
      {version.outOfDate && <Badge variant="destructive">{t("outOfDate")}</Badge>}
      {version.changes && (
        <span className="basis-full">
          <ChangeLog changes={version.changes} />
        </span>
      )}
    </li>
  );
}

function CompareVersions({ versions, url }: { versions: readonly TDocumentVersion[]; url: string }) {
  const t = useT(documentsUiMessages);
  const serverMessage = useServerMessage();
  const id = useId();
  const [from, setFrom] = useState(versions[1]?.version ?? 1);
  const [to, setTo] = useState(versions[0]?.version ?? 1);
  const before = useDocumentText(url, { version: from });
  const after = useDocumentText(url, { version: to });
  const lines = useMemo(
    () => (before.data !== undefined && after.data !== undefined ? diffLines(before.data, after.data) : null),
    [before.data, after.data],
  );
  const choice = (end: "from" | "to", value: number, onChange: (version: number) => void) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${end}`}>{t(end)}</Label>
      <select
        id={`${id}-${end}`}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-10 rounded-md border border-input bg-background px-3 text-base sm:text-sm"
      >
        {versions.map((version) => (
          <option key={version.id} value={version.version}>
            {t("version", { version: version.version })}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t pt-4">
      <h3 id={`${id}-title`} className="font-semibold">
        {t("compare")}
      </h3>
      <div className="flex flex-wrap gap-4">
        {choice("from", from, setFrom)}
        {choice("to", to, setTo)}
      </div>
      {before.isError || after.isError ? (
        <Problem
          message={serverMessage(keyed("documentNotFound", DOCUMENT_MESSAGES.notFound))}
          onRetry={() => void Promise.all([before.refetch(), after.refetch()])}
        />
      ) : lines ? (
        <DiffView lines={lines} label={t("changes", { from, to })} />
      ) : (
        <Spinner label={t("loadingCompare")} />
      )}
    </section>
  );
}
