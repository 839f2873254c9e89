import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Share2, X } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import {
  DOCUMENT_KIND_OF_SHARE,
  PASSCODE_MAX_LENGTH,
  PASSCODE_MIN_LENGTH,
  type TShareKind,
} from "#shared/documents/share-kinds";
import type { TCreatedShare, TShare } from "#shared/schemas/shares";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { documentsMessages } from "#web/lib/documents/documents.messages.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useFormat, useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { Problem } from "../layout/problem";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { Select } from "../ui/select";
import { Spinner } from "../ui/spinner";
import { CopyButton } from "./copy-button";
import { shareMessages } from "./share.messages";

type ShareButtonProps = { definitionId: string; kind: TShareKind };

/** The choices of how long a link works, in days; "never" is no expiry. */
const EXPIRY_CHOICES = ["1", "7", "30", "90", "never"] as const;

/**
 * 'Share': a dialog that makes a link to one document (or to every document, `bundle`) that works
 * without an account, with an expiry and an optional passcode, shows its address once to copy, and
 * lists the links already made for it with their views and a Revoke button (decision 026).
 */
export function ShareButton({ definitionId, kind }: ShareButtonProps) {
  const t = useT(shareMessages);
  const what = useDocumentName(kind);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Share2 aria-hidden="true" />
        {t("share")}
        <span className="sr-only"> {t("shareWhat", { document: what })}</span>
      </Button>
      <ShareDialog open={open} onClose={() => setOpen(false)} definitionId={definitionId} kind={kind} />
    </>
  );
}

function useDocumentName(kind: TShareKind): string {
  const t = useT(shareMessages);
  const kinds = useT(documentsMessages);
  return kind === "bundle" ? t("bundle") : kinds(DOCUMENT_KIND_OF_SHARE[kind]);
}

type DialogProps = ShareButtonProps & { open: boolean; onClose(): void };

function ShareDialog({ open, onClose, definitionId, kind }: DialogProps) {
  const t = useT(shareMessages);
  const common = useT(commonMessages);
  const titleId = useId();
  const what = useDocumentName(kind);
  const [created, setCreated] = useState<TCreatedShare | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Dialog open={open} onCancel={close} titleId={titleId} wide>
      <div className="grid gap-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold">
              {t("title", { document: what })}
            </h2>
            <p className="text-sm text-muted-foreground">{t("intro")}</p>
          </div>
          <Button variant="ghost" size="icon" onClick={close} aria-label={common("close")}>
            <X aria-hidden="true" />
          </Button>
        </div>
        <CreateShareForm definitionId={definitionId} kind={kind} onCreated={setCreated} />
        {created && <CreatedLink share={created} />}
        <ShareList definitionId={definitionId} kind={kind} />
      </div>
    </Dialog>
  );
}

type FormProps = ShareButtonProps & { onCreated(share: TCreatedShare): void };

function CreateShareForm({ definitionId, kind, onCreated }: FormProps) {
  const t = useT(shareMessages);
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = { expiry: useId(), passcode: useId(), hint: useId(), error: useId() };
  const [expiry, setExpiry] = useState<(typeof EXPIRY_CHOICES)[number]>("7");
  const [passcode, setPasscode] = useState("");
  const create = useMutation(
    trpc.shares.create.mutationOptions({
      onSuccess: (share) => {
        setPasscode("");
        onCreated(share);
        void queryClient.invalidateQueries({ queryKey: trpc.shares.list.queryKey({ id: definitionId, kind }) });
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      id: definitionId,
      kind,
      ...(expiry === "never" ? {} : { expiresInDays: Number(expiry) }),
      ...(passcode ? { passcode } : {}),
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={ids.expiry}>{t("expiry")}</Label>
        <Select
          id={ids.expiry}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value as (typeof EXPIRY_CHOICES)[number])}
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice === "never" ? t("never") : t.plural("days", Number(choice))}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.passcode}>{t("passcode")}</Label>
        <Input
          id={ids.passcode}
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
          minLength={PASSCODE_MIN_LENGTH}
          maxLength={PASSCODE_MAX_LENGTH}
          autoComplete="off"
          aria-describedby={create.isError ? `${ids.hint} ${ids.error}` : ids.hint}
        />
      </div>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? t("creating") : t("create")}
      </Button>
      <p id={ids.hint} className="text-xs text-muted-foreground sm:col-span-3">
        {t("passcodeHint")}
      </p>
      {create.isError && (
        <p id={ids.error} role="alert" className="text-sm text-destructive sm:col-span-3">
          {serverMessage(requestErrorMessage(create.error))}
        </p>
      )}
    </form>
  );
}

function CreatedLink({ share }: { share: TCreatedShare }) {
  const t = useT(shareMessages);
  const id = useId();
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/40 p-4">
      <Label htmlFor={id}>{t("created")}</Label>
      <div className="flex items-center gap-2">
        <Input id={id} value={share.url} readOnly onFocus={(event) => event.currentTarget.select()} />
        <CopyButton text={share.url} />
      </div>
      <p className="text-xs text-muted-foreground">{t("onlyOnce")}</p>
    </div>
  );
}

function ShareList({ definitionId, kind }: ShareButtonProps) {
  const t = useT(shareMessages);
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const links = useQuery(trpc.shares.list.queryOptions({ id: definitionId, kind }));
  const headingId = useId();
  let body: ReactNode;
  if (links.isPending) body = <Spinner label={t("loadingLinks")} />;
  else if (links.isError)
    body = (
      <Problem
        message={serverMessage(requestErrorMessage(links.error))}
        onRetry={() => void links.refetch()}
        busy={links.isFetching}
      />
    );
  else if (links.data.shares.length === 0) body = <p className="text-sm text-muted-foreground">{t("noLinks")}</p>;
  else
    body = (
      <ul aria-labelledby={headingId} className="grid max-h-72 gap-2 overflow-auto">
        {links.data.shares.map((share) => (
          <ShareItem key={share.id} share={share} definitionId={definitionId} kind={kind} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {t("links")}
      </h3>
      {body}
    </section>
  );
}

const STATUS_VARIANTS = { active: "success", expired: "outline", revoked: "destructive" } as const;

function ShareItem({ share, definitionId, kind }: ShareButtonProps & { share: TShare }) {
  const t = useT(shareMessages);
  const format = useFormat();
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const revoke = useMutation(
    trpc.shares.revoke.mutationOptions({
      onSuccess: () => {
        toast.success(t("revokedToast"));
        void queryClient.invalidateQueries({ queryKey: trpc.shares.list.queryKey({ id: definitionId, kind }) });
      },
      onError: (error) => toast.error(serverMessage(requestErrorMessage(error))),
    }),
  );
  const created = format.dateTime(share.createdAt);
  const expiry = share.expiresAt
    ? t(share.status === "expired" ? "expiredOn" : "expiresOn", { date: format.date(share.expiresAt) })
    : t("neverExpires");
  const views = [
    t.plural("views", share.views.count),
    ...(share.views.lastViewedAt ? [t("lastViewed", { date: format.dateTime(share.views.lastViewedAt) })] : []),
  ].join(" · ");
  const slides = Object.entries(share.views.slideSeconds)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([slide, seconds]) => `${slide}: ${format.number(Math.round(seconds))}`)
    .join(", ");
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3">
      <div className="grid min-w-0 gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{t("linkFrom", { date: created })}</span>
          <Badge variant={STATUS_VARIANTS[share.status]}>{t(share.status)}</Badge>
          {share.hasPasscode && <Badge variant="secondary">{t("withPasscode")}</Badge>}
        </div>
        <p className="text-muted-foreground">
          {expiry} · {views}
        </p>
        {slides && <p className="text-xs text-muted-foreground">{t("slides", { list: slides })}</p>}
      </div>
      {share.status === "active" && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => revoke.mutate({ id: share.id })}
          disabled={revoke.isPending}
          aria-label={t("revokeLink", { date: created })}
        >
          {revoke.isPending ? t("revoking") : t("revoke")}
        </Button>
      )}
    </li>
  );
}
