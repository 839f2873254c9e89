import { z } from "zod";
import { DEFINITION_PACKAGES } from "../commerce/definition-packages";
import { GENERATION_REFUSALS } from "../documents/generation-entitlement";
import { issueKey } from "../errors/catalogue";
import { ZNextCursor, ZPageQuery } from "../lists/pages";
import { FEATURES_ANSWER_MAX_LENGTH } from "../questionnaire/answers";
import { ZUsage } from "./usage";

export const ZDefinitionPackage = z.enum(DEFINITION_PACKAGES, {
  error: "packageType must be rfpGeneratorPackages or completeDocumentationPackages",
});
export type TDefinitionPackage = z.infer<typeof ZDefinitionPackage>;

export const DEFINITION_STATUSES = ["draft", "in_progress", "complete"] as const;

/** Spec section 3, "Message metadata", with what the questionnaire screen needs to show a prompt. */
const ZMessageMetadata = z
  .object({
    id: z
      .string()
      .meta({ description: "The prompt id: q1..q21 (follow-ups q3a...), qGenerateFeatures, qGenerateRFP, qFinal" }),
    visibleQuestion: z.string().optional(),
    label: z.string().optional(),
    placeholder: z.string().optional(),
    expectedInput: z.enum(["yesNo", "features", "option"]).optional(),
    onYes: z.string().optional(),
    onNo: z.string().optional(),
    repliedTo: z.string().optional(),
    features: z.array(z.string()).optional(),
    options: z.array(z.object({ letter: z.string(), label: z.string() })).optional(),
    step: z.number().int().optional(),
    totalSteps: z.number().int().optional(),
    progress: z.number().int().min(0).max(100).optional(),
  })
  .meta({ id: "MessageMetadata" });

const ZMessage = z
  .object({
    id: z.string(),
    _id: z.string(),
    role: z.enum(["system", "assistant", "user"]),
    content: z.string(),
    createdAt: z.string(),
    updatedAt: z.string().nullable(),
    metadata: ZMessageMetadata,
  })
  .meta({ id: "Message" });
export type TMessage = z.infer<typeof ZMessage>;

const ZDocumentUrls = z
  .object({
    rfpUrl: z.string().nullable(),
    pitchDeckUrl: z.string().nullable(),
    openapiUrl: z.string().nullable(),
    lovablePromptUrl: z.string().nullable(),
    apiSpecUrl: z.string().nullable(),
  })
  .meta({ id: "DocumentUrls" });
export type TDocumentUrls = z.infer<typeof ZDocumentUrls>;

export const ZInitRequest = z
  .object({ packageType: ZDefinitionPackage.optional() })
  .meta({ id: "InitConversationRequest" });

export const ZInitResponse = z
  .object({ sessionId: z.string(), prompts: z.array(ZMessage) })
  .meta({ id: "InitConversationResponse" });
export type TInitResponse = z.infer<typeof ZInitResponse>;

export const ZSendMessageRequest = z
  .object({
    conversationId: z.uuid(issueKey("missingConversation")),
    messageId: z.uuid("Invalid message id"),
    content: z.string({ error: issueKey("answerEmpty") }).max(FEATURES_ANSWER_MAX_LENGTH, "The answer is too long"),
    packageType: ZDefinitionPackage.optional(),
  })
  .meta({ id: "SendMessageRequest" });
export type TSendMessageRequest = z.infer<typeof ZSendMessageRequest>;

const ZProgress = z.object({ step: z.number().int(), total: z.number().int(), percent: z.number().int() });

export const ZSendMessageResponse = z
  .object({
    success: z.literal(true),
    nextPrompt: ZMessage.nullable(),
    prompts: z.array(ZMessage),
    answers: z.array(ZMessage),
    progress: ZProgress,
  })
  .meta({ id: "SendMessageResponse" });
export type TSendMessageResponse = z.infer<typeof ZSendMessageResponse>;

/** What the list and the conversation both say of a definition. */
const ZDefinitionSummary = z.object({
  id: z.string(),
  name: z.string(),
  vision: z.string(),
  status: z.enum(DEFINITION_STATUSES),
  packageType: ZDefinitionPackage.nullable(),
});

const ZDefinition = ZDefinitionSummary.extend({
  currentPromptId: z.string().nullable(),
  progress: ZProgress,
  answersEditedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: "Conversation" });
export type TDefinition = z.infer<typeof ZDefinition>;

const ZGenerationRefusal = z.enum(GENERATION_REFUSALS).nullable().meta({
  description: "Why this document cannot be generated now (null: it can); the 403's message says it in words",
});

/** The server's verdict per document kind (shared/documents/generation-entitlement.ts). */
const ZGenerationVerdicts = z
  .object({
    rfp: ZGenerationRefusal,
    pitch: ZGenerationRefusal,
    openapi: ZGenerationRefusal,
    app_prompt: ZGenerationRefusal,
  })
  .meta({ id: "GenerationVerdicts" });

export const ZDefinitionDetail = z
  .object({
    success: z.literal(true),
    messages: z.array(ZMessage),
    documents: ZDocumentUrls,
    page: z.number().int(),
    totalPages: z.number().int(),
    conversation: ZDefinition,
    generation: ZGenerationVerdicts,
    /**
     * This month's documents against the limit: with `remaining` below a generation's cost the
     * server refuses it (429) until `resetsAt`, so the page says so beside each Generate button.
     */
    usage: ZUsage,
  })
  .meta({ id: "ConversationDetail" });
export type TDefinitionDetail = z.infer<typeof ZDefinitionDetail>;

const ZDefinitionListItem = ZDefinitionSummary.extend({
  /** The prompt the questionnaire is at (qGenerateRFP or qFinal once it is through the features). */
  currentPromptId: z.string().nullable(),
  documentsGenerated: z.number().int(),
  developmentHoursUsed: z.number(),
  lastUpdated: z.string(),
  documents: ZDocumentUrls,
}).meta({ id: "DefinitionListItem" });
export type TDefinitionListItem = z.infer<typeof ZDefinitionListItem>;

export const ZDefinitionList = z
  .object({ success: z.literal(true), conversations: z.array(ZDefinitionListItem), nextCursor: ZNextCursor })
  .meta({ id: "DefinitionList" });
export type TDefinitionList = z.infer<typeof ZDefinitionList>;

/** A page of the list, searched (name or vision) and filtered by status on the server. */
export const ZDefinitionListQuery = ZPageQuery.extend({
  search: z
    .string()
    .max(300, "The search is too long")
    .optional()
    .meta({ description: "Matches the name or the vision, ignoring case" }),
  status: z
    .string()
    .max(40, "Invalid status filter")
    .optional()
    .meta({ description: "All Statuses, In Progress, Draft or Complete; matched by status prefix" }),
});
export type TDefinitionListQuery = z.infer<typeof ZDefinitionListQuery>;

/** The dashboard's overview: counts over every definition and the last few (spec section 9). */
export const ZDefinitionOverview = z
  .object({
    success: z.literal(true),
    total: z.number().int(),
    updatedThisMonth: z.number().int(),
    documentsGenerated: z.number().int(),
    recent: z.array(ZDefinitionListItem),
  })
  .meta({ id: "DefinitionOverview" });
export type TDefinitionOverview = z.infer<typeof ZDefinitionOverview>;

export const ZUpdateMessagesRequest = z
  .object({
    messages: z
      .array(
        z.object({
          id: z.uuid("Invalid message id"),
          content: z.string().max(FEATURES_ANSWER_MAX_LENGTH, "The answer is too long"),
        }),
      )
      .min(1, "No answers to update")
      .max(50),
  })
  .meta({ id: "UpdateMessagesRequest" });
export type TUpdateMessagesRequest = z.infer<typeof ZUpdateMessagesRequest>;

export const ZUpdateMessagesResponse = z
  .object({ success: z.literal(true), messages: z.array(ZMessage), conversation: ZDefinition })
  .meta({ id: "UpdateMessagesResponse" });

export const ZDefinitionPage = z.object({
  page: z.coerce.number().int("page must be a whole number").min(1, "page must be 1 or more").default(1),
  pageSize: z.coerce.number().int().min(1).max(100, "pageSize must be at most 100").default(20),
});
