import { useQuery } from "@tanstack/react-query";
import { Link2Off, Lock } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { useParams } from "react-router";
import { LANGUAGES, type TLanguage } from "#shared/settings/options";
import { shouldRetryRequest } from "#shared/ui-defaults";
import { Logo } from "#web/components/layout/logo.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Spinner } from "#web/components/ui/spinner.tsx";
import { type ApiError, toApiError } from "#web/lib/api-error.ts";
import { usePreferences } from "#web/lib/i18n/i18n-context.tsx";
import { useDocumentTitle } from "#web/lib/use-document-title.ts";
import { fetchShared, forgetAccess, storedAccess, unlockShared } from "./shared-api";
import { SharedDocuments } from "./shared-documents";
import { newViewId, type SharedTexts, useSharedTexts } from "./shared-language";

/**
 * /s/:token, the page a share link opens (decision 026): no account, no app header, the founder's
 * language. It asks for the passcode when the link has one, and says so plainly when the link is
 * unknown, revoked or expired. One view id per page load, so the founder's count is of visits.
 */
export function SharedPage() {
  const { token = "" } = useParams();
  const visitor = usePreferences().language;
  const [view] = useState(newViewId);
  const [access, setAccess] = useState(() => storedAccess(token));
  const shared = useQuery({
    queryKey: ["shared", token, access],
    queryFn: ({ signal }) => fetchShared(token, view, access, signal),
    retry: (failures, error) => shouldRetryRequest(failures, toApiError(error).status),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const failure = shared.isError ? toApiError(shared.error) : null;
  const locked = failure?.status === 401;
  useEffect(() => {
    // A kept access that no longer opens the link (expired after an hour) is dropped.
    if (locked && access) {
      forgetAccess(token);
      setAccess(null);
    }
  }, [locked, access, token]);

  if (shared.isPending) {
    return (
      <SharedShell language={visitor}>
        {(texts) => (
          <div className="grid min-h-[40dvh] place-items-center">
            <Spinner label={texts.t("loading")} className="[&_svg]:size-8" />
          </div>
        )}
      </SharedShell>
    );
  }
  if (shared.isSuccess) {
    return (
      <SharedShell language={shared.data.language} title={shared.data.definitionName}>
        {(texts) => <SharedDocuments content={shared.data} token={token} access={access} view={view} texts={texts} />}
      </SharedShell>
    );
  }
  const language = languageOf(failure) ?? visitor;
  return (
    <SharedShell language={language}>
      {(texts) =>
        locked ? (
          <PasscodeForm token={token} texts={texts} onOpened={setAccess} />
        ) : (
          <Unavailable failure={failure} texts={texts} onRetry={() => void shared.refetch()} />
        )
      }
    </SharedShell>
  );
}

/** The founder's language the server sent with a refusal (a locked, revoked or expired link). */
function languageOf(failure: ApiError | null): TLanguage | undefined {
  const details = failure?.details as { language?: unknown } | undefined;
  const language = details?.language;
  return (LANGUAGES as readonly unknown[]).includes(language) ? (language as TLanguage) : undefined;
}

type ShellProps = { language: TLanguage; title?: string; children: (texts: SharedTexts) => ReactNode };

/** The page's frame: the mark, the page in its language, a footer; nothing of the app's own navigation. */
function SharedShell({ language, title, children }: ShellProps) {
  const texts = useSharedTexts(language);
  const { t } = texts;
  useDocumentTitle(title || t("sharedWith"));
  return (
    <div lang={language} className="flex min-h-dvh flex-col">
      {/* A shared address is for its recipients, not for search engines. */}
      <meta name="robots" content="noindex" />
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4">
          <Logo />
          <p className="text-sm text-muted-foreground">{t("sharedWith")}</p>
        </div>
      </header>
      <main id="content" className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
        {children(texts)}
      </main>
      <footer className="border-t">
        <p className="mx-auto max-w-5xl px-4 py-6 text-sm text-muted-foreground">{t("madeWith")}</p>
      </footer>
    </div>
  );
}

function PasscodeForm({
  token,
  texts,
  onOpened,
}: {
  token: string;
  texts: SharedTexts;
  onOpened(access: string): void;
}) {
  const { t } = texts;
  const ids = { title: useId(), field: useId(), error: useId() };
  const [passcode, setPasscode] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onOpened(await unlockShared(token, passcode));
    } catch (reason) {
      setError(passcodeError(toApiError(reason), texts));
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={ids.title} className="mx-auto grid max-w-md gap-4 rounded-xl border p-6">
      <Lock aria-hidden="true" className="size-8 text-primary" />
      <h1 id={ids.title} className="text-2xl font-bold tracking-tight">
        {t("lockedTitle")}
      </h1>
      <p className="text-muted-foreground">{t("lockedIntro")}</p>
      <form onSubmit={(event) => void submit(event)} className="grid gap-3">
        <Label htmlFor={ids.field}>{t("passcode")}</Label>
        <Input
          id={ids.field}
          type="password"
          autoComplete="off"
          required
          value={passcode}
          onChange={(event) => setPasscode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.error : undefined}
        />
        {error && (
          <p id={ids.error} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" disabled={busy || !passcode}>
          {busy ? t("opening") : t("open")}
        </Button>
      </form>
    </section>
  );
}

function passcodeError(failure: ApiError, { t }: SharedTexts): string {
  if (failure.status === 429) {
    const retryAfter = (failure.details as { retryAfter?: unknown } | undefined)?.retryAfter;
    const minutes = typeof retryAfter === "number" ? Math.max(1, Math.ceil(retryAfter / 60)) : 15;
    return t.plural("tooManyAttempts", minutes);
  }
  if (failure.status === 401) return t("wrongPasscode");
  if (failure.status === 404) return t("notFoundTitle");
  if (failure.status === 410) return failure.key === "shareRevoked" ? t("revokedTitle") : t("expiredTitle");
  return t("failedTitle");
}

/** A link that does not open: unknown (404), revoked or expired (410), or a failure to load. */
function Unavailable({ failure, texts, onRetry }: { failure: ApiError | null; texts: SharedTexts; onRetry(): void }) {
  const { t } = texts;
  const [title, text] =
    failure?.status === 404
      ? [t("notFoundTitle"), t("notFoundText")]
      : failure?.status === 410 && failure.key === "shareRevoked"
        ? [t("revokedTitle"), t("revokedText")]
        : failure?.status === 410
          ? [t("expiredTitle"), t("expiredText")]
          : [t("failedTitle"), t("failedText")];
  const gone = failure?.status === 404 || failure?.status === 410;
  return (
    <section
      aria-labelledby="shared-unavailable"
      className="mx-auto grid max-w-xl justify-items-center gap-3 py-12 text-center"
    >
      <Link2Off aria-hidden="true" className="size-10 text-muted-foreground" />
      {gone && <p className="text-sm font-semibold text-primary">{failure?.status}</p>}
      <h1 id="shared-unavailable" className="text-3xl font-bold tracking-tight">
        {title}
      </h1>
      <p className="text-muted-foreground">{text}</p>
      {!gone && (
        <Button variant="outline" onClick={onRetry}>
          {t("retry")}
        </Button>
      )}
    </section>
  );
}
