import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { definitions, documents, shares, shareViews, users } from "#db/schema/index";
import { themedDeckPage } from "#services/deck/deck-theme";
import { hashToken } from "#shared/auth/tokens";
import { AppError } from "#shared/errors/app-error";
import { resolveSettings, type TLanguage } from "#shared/schemas/settings";
import {
  DOCUMENT_KIND_OF_SHARE,
  SHARED_DOCUMENT_KINDS,
  type TSharedContent,
  type TSharedDocument,
} from "#shared/schemas/shares";
import type { ServiceContext } from "#worker/ports";
import { documentKindsOf } from "./manage-shares";
import { verifyAccess } from "./share-secrets";
import type { ShareRow } from "./share-view";

/** A link and its owner's language (the page around the documents speaks it). */
export type OpenedShare = { share: ShareRow; language: TLanguage };

/**
 * The link a token opens, if it still works: unknown is 404, revoked or expired 410 (with the
 * owner's language, so the page saying so speaks it too). Decision 026.
 */
export async function findShare(ctx: ServiceContext, token: string): Promise<OpenedShare> {
  const [found] = await ctx.db
    .select({ share: shares, settings: users.settings })
    .from(shares)
    .innerJoin(users, eq(users.id, shares.userId))
    .where(eq(shares.tokenHash, await hashToken(token)));
  if (!found) throw new AppError("shareNotFound");
  const language = resolveSettings(found.settings).language;
  if (found.share.revokedAt) throw new AppError("shareRevoked", undefined, { language });
  if (found.share.expiresAt && found.share.expiresAt.getTime() <= ctx.now.getTime()) {
    throw new AppError("shareExpired", undefined, { language });
  }
  return { share: found.share, language };
}

/** A link with a passcode opens with the access its unlock granted (401 without one). */
export async function assertAccess(ctx: ServiceContext, opened: OpenedShare, access: string | undefined) {
  const { share, language } = opened;
  if (!share.passcodeHash) return;
  if (access && (await verifyAccess(ctx.deps.config.jwtSecret, share.id, access, ctx.now))) return;
  throw new AppError("sharePasscodeRequired", undefined, { language, kind: share.kind });
}

/**
 * What a link shows, as the documents are now (a regenerated document is shown in its new
 * version). Each page load counts once: the page sends one view id per load, and a call retried
 * with the same id is not counted again; a caller without one counts on every read.
 */
export async function readShared(
  ctx: ServiceContext,
  token: string,
  options: { access?: string; viewId?: string },
): Promise<TSharedContent> {
  const opened = await findShare(ctx, token);
  await assertAccess(ctx, opened, options.access);
  const { share } = opened;
  const [definition] = await ctx.db
    .select({ name: definitions.name })
    .from(definitions)
    .where(eq(definitions.id, share.definitionId));
  const shown = await currentDocuments(ctx, share, token);
  if (shown.length === 0) throw new AppError("shareDocumentMissing");
  await countView(ctx, share.id, options.viewId ?? crypto.randomUUID());
  return {
    kind: share.kind,
    language: opened.language,
    definitionName: definition?.name ?? "",
    sharedAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt?.toISOString() ?? null,
    documents: shown,
  };
}

/** The current (newest complete) version of each document the link shows, in the documents' order. */
async function currentDocuments(ctx: ServiceContext, share: ShareRow, token: string): Promise<TSharedDocument[]> {
  const rows = await ctx.db
    .selectDistinctOn([documents.kind], {
      kind: documents.kind,
      version: documents.version,
      content: documents.content,
      completedAt: documents.completedAt,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(
      and(
        eq(documents.definitionId, share.definitionId),
        eq(documents.status, "complete"),
        inArray(documents.kind, documentKindsOf(share.kind)),
      ),
    )
    .orderBy(documents.kind, desc(documents.version));
  return SHARED_DOCUMENT_KINDS.flatMap((kind) => {
    const row = rows.find((candidate) => candidate.kind === DOCUMENT_KIND_OF_SHARE[kind]);
    if (!row) return [];
    const deck = kind === "pitch";
    return [
      {
        kind,
        version: row.version,
        generatedAt: (row.completedAt ?? row.createdAt).toISOString(),
        content: deck ? null : row.content,
        deckPath: deck ? `/api/shared/${encodeURIComponent(token)}/deck` : null,
      },
    ];
  });
}

async function countView(ctx: ServiceContext, shareId: string, viewId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const counted = await tx
      .insert(shareViews)
      .values({ shareId, viewId, createdAt: ctx.now })
      .onConflictDoNothing()
      .returning({ viewId: shareViews.viewId });
    if (counted.length === 0) return;
    await tx
      .update(shares)
      .set({ viewCount: sql`${shares.viewCount} + 1`, lastViewedAt: ctx.now })
      .where(eq(shares.id, shareId));
  });
}

/** The deck's HTML for the share page's frame; not a view of its own (the page's read counted it). */
export async function readSharedDeck(ctx: ServiceContext, token: string, access: string | undefined) {
  const opened = await findShare(ctx, token);
  await assertAccess(ctx, opened, access);
  const { share } = opened;
  if (share.kind !== "pitch" && share.kind !== "bundle") throw new AppError("shareNotFound");
  const [row] = await ctx.db
    .select({ content: documents.content })
    .from(documents)
    .where(
      and(
        eq(documents.definitionId, share.definitionId),
        eq(documents.kind, "pitch"),
        eq(documents.status, "complete"),
      ),
    )
    .orderBy(desc(documents.version))
    .limit(1);
  if (!row?.content) throw new AppError("shareDocumentMissing");
  return themedDeckPage(ctx, share.definitionId, row.content);
}

/**
 * How long each slide was on screen in one view, as the page measured it: the totals so far
 * replace the view's earlier report, so a report sent twice counts once.
 */
export async function recordSlideSeconds(
  ctx: ServiceContext,
  token: string,
  report: { view: string; access?: string; seconds: Record<string, number> },
): Promise<void> {
  const opened = await findShare(ctx, token);
  await assertAccess(ctx, opened, report.access);
  const seconds = Object.fromEntries(
    Object.entries(report.seconds).map(([slide, value]) => [String(Number(slide)), Math.round(value * 10) / 10]),
  );
  await ctx.db
    .update(shareViews)
    .set({ slideSeconds: seconds })
    .where(and(eq(shareViews.shareId, opened.share.id), eq(shareViews.viewId, report.view)));
}
