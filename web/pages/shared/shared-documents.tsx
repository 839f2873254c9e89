import { useEffect } from "react";
import { DOCUMENT_KIND_OF_SHARE } from "#shared/documents/share-kinds";
import type { TSharedContent, TSharedDocument } from "#shared/schemas/shares";
import { MarkdownView } from "#web/components/documents/markdown-view.tsx";
import { startMarkdownRenderer } from "#web/lib/documents/render-markdown.ts";
import { DeckFrame } from "./deck-frame";
import { OpenApiOperations } from "./openapi-operations";
import { type SharedTexts, sharedDate } from "./shared-language";

type SharedDocumentsProps = {
  content: TSharedContent;
  token: string;
  access: string | null;
  view: string;
  texts: SharedTexts;
};

/** The documents a link shows: the RFP and the prompt rendered, the API as its operations, the deck framed. */
export function SharedDocuments({ content, token, access, view, texts }: SharedDocumentsProps) {
  const { t, kinds } = texts;
  const { language } = content;
  useEffect(() => {
    if (content.documents.some((document) => document.content !== null && document.kind !== "openapi"))
      startMarkdownRenderer();
  }, [content.documents]);
  const several = content.documents.length > 1;
  return (
    <article aria-labelledby="shared-title" className="grid gap-8">
      <header className="grid gap-2">
        <p className="text-sm font-semibold text-primary">
          {content.kind === "bundle" ? t("bundle") : kinds(DOCUMENT_KIND_OF_SHARE[content.kind])}
        </p>
        <h1 id="shared-title" className="text-3xl font-bold tracking-tight wrap-anywhere">
          {content.definitionName || t("untitled")}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t("sharedOn", { date: sharedDate(content.sharedAt, language) })}
          {content.expiresAt && ` · ${t("expiresOn", { date: sharedDate(content.expiresAt, language) })}`}
        </p>
        {several && (
          <nav aria-label={t("contents")} className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {content.documents.map((document) => (
              <a
                key={document.kind}
                href={`#shared-${document.kind}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {kinds(DOCUMENT_KIND_OF_SHARE[document.kind])}
              </a>
            ))}
          </nav>
        )}
      </header>
      {content.documents.map((document) => (
        <section
          key={document.kind}
          id={`shared-${document.kind}`}
          aria-labelledby={`shared-${document.kind}-title`}
          className="grid scroll-mt-4 gap-3"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2 border-b pb-2">
            <h2 id={`shared-${document.kind}-title`} className="text-xl font-semibold">
              {kinds(DOCUMENT_KIND_OF_SHARE[document.kind])}
            </h2>
            <p className="text-xs text-muted-foreground">
              {t("versionOn", { version: document.version, date: sharedDate(document.generatedAt, language) })}
            </p>
          </div>
          <SharedDocumentBody document={document} token={token} access={access} view={view} texts={texts} />
        </section>
      ))}
    </article>
  );
}

function SharedDocumentBody({
  document,
  ...rest
}: { document: TSharedDocument } & Omit<SharedDocumentsProps, "content">) {
  if (document.kind === "pitch" && document.deckPath) return <DeckFrame deckPath={document.deckPath} {...rest} />;
  if (document.kind === "openapi") return <OpenApiOperations text={document.content ?? ""} texts={rest.texts} />;
  return <MarkdownView text={document.content ?? ""} />;
}
