import { z } from "zod";
import {
  PASSCODE_MAX_LENGTH,
  PASSCODE_MIN_LENGTH,
  SHARE_KINDS,
  SHARE_MAX_DAYS,
  SHARED_DOCUMENT_KINDS,
} from "../documents/share-kinds";
import { issueKey } from "../errors/catalogue";
import { LANGUAGES } from "../settings/options";

/**
 * Share links (decision 026): what a founder creates, lists and revokes, and what a recipient
 * without an account reads through one. The kinds and limits are in shared/documents/share-kinds.ts.
 */
export * from "../documents/share-kinds";
export const ZShareKind = z.enum(SHARE_KINDS, { error: issueKey("unknownShareKind") });

export const ZShareRequest = z
  .object({
    kind: ZShareKind,
    expiresInDays: z
      .number({ error: issueKey("shareExpiryRange") })
      .int({ error: issueKey("shareExpiryRange") })
      .min(1, { error: issueKey("shareExpiryRange") })
      .max(SHARE_MAX_DAYS, { error: issueKey("shareExpiryRange") })
      .nullish()
      .meta({ description: `Days the link works, 1-${SHARE_MAX_DAYS}; omit (or null) for a link that never expires` }),
    passcode: z
      .string({ error: issueKey("sharePasscodeLength") })
      .min(PASSCODE_MIN_LENGTH, { error: issueKey("sharePasscodeLength") })
      .max(PASSCODE_MAX_LENGTH, { error: issueKey("sharePasscodeLength") })
      .optional()
      .meta({ description: "Asked of whoever opens the link; stored hashed" }),
  })
  .meta({ id: "ShareRequest" });
export type TShareRequest = z.infer<typeof ZShareRequest>;

export const ZShareListQuery = z.object({ kind: ZShareKind.optional() });

const ZShareViews = z.object({
  count: z.number().int(),
  lastViewedAt: z.string().nullable(),
  /** For the pitch deck: seconds each slide was on screen, summed over every view, by slide number. */
  slideSeconds: z.record(z.string(), z.number()),
});

export const ZShare = z
  .object({
    id: z.string(),
    kind: ZShareKind,
    expiresAt: z.string().nullable(),
    hasPasscode: z.boolean(),
    createdAt: z.string(),
    revokedAt: z.string().nullable(),
    status: z.enum(["active", "expired", "revoked"]),
    views: ZShareViews,
  })
  .meta({ id: "Share" });
export type TShare = z.infer<typeof ZShare>;

/** The answer to a new share: the only time its address is known (only the token's hash is kept). */
export const ZCreatedShare = ZShare.extend({ url: z.string() }).meta({ id: "CreatedShare" });
export type TCreatedShare = z.infer<typeof ZCreatedShare>;

export const ZShareList = z.object({ shares: z.array(ZShare) }).meta({ id: "ShareList" });
export type TShareList = z.infer<typeof ZShareList>;

// What a recipient reads.

export const ZSharedDocument = z
  .object({
    kind: z.enum(SHARED_DOCUMENT_KINDS),
    version: z.number().int(),
    generatedAt: z.string(),
    /** The text (Markdown or YAML); null for the pitch deck, which is read from `deckPath`. */
    content: z.string().nullable(),
    /** The deck's HTML page, to show in a sandboxed frame (with `?access=` for a passcode link). */
    deckPath: z.string().nullable(),
  })
  .meta({ id: "SharedDocument" });
export type TSharedDocument = z.infer<typeof ZSharedDocument>;

export const ZSharedContent = z
  .object({
    kind: ZShareKind,
    /** The founder's language: the page around the documents is shown in it. */
    language: z.enum(LANGUAGES),
    definitionName: z.string(),
    sharedAt: z.string(),
    expiresAt: z.string().nullable(),
    documents: z.array(ZSharedDocument),
  })
  .meta({ id: "SharedContent" });
export type TSharedContent = z.infer<typeof ZSharedContent>;

export const ZShareUnlockRequest = z
  .object({
    passcode: z
      .string()
      .min(1, { error: issueKey("sharePasscodeWrong") })
      .max(PASSCODE_MAX_LENGTH),
  })
  .meta({ id: "ShareUnlockRequest" });

export const ZShareAccess = z
  .object({
    /** Send as the X-Share-Access header (or `access` in the query) to read the link. */
    access: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: "ShareAccess" });
export type TShareAccess = z.infer<typeof ZShareAccess>;

/** The deck viewer's report at the end of a view: seconds per slide so far, for the view's id. */
export const ZSlideReport = z
  .object({
    view: z.uuid(),
    access: z.string().max(200).optional(),
    seconds: z
      .record(
        z.string().regex(/^\d{1,3}$/),
        z
          .number()
          .min(0)
          .max(6 * 60 * 60),
      )
      .refine((value) => Object.keys(value).length <= 100),
  })
  .meta({ id: "SlideReport" });
export type TSlideReport = z.infer<typeof ZSlideReport>;
