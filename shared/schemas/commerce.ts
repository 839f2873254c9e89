import { z } from "zod";
import { MAX_QUANTITY } from "../commerce/catalogue";

/** Spec section 3, "Package catalogue entry" (price in US dollars). */
const ZCatalogueEntry = z
  .object({
    id: z.string(),
    name: z.string(),
    price: z.number().nonnegative(),
    popular: z.boolean(),
    recommended: z.boolean(),
    badge: z.string().optional(),
    features: z.array(z.string()),
    developmentHours: z.number().nonnegative(),
  })
  .meta({ id: "CatalogueEntry" });
export type TCatalogueEntry = z.infer<typeof ZCatalogueEntry>;

export const ZCatalogue = z.object({ packages: z.array(ZCatalogueEntry) }).meta({ id: "Catalogue" });

/**
 * Spec section 3, "Purchase payload". Anything price-like the client adds is not part of the
 * schema and is dropped: the amount comes from the catalogue.
 */
export const ZPurchaseRequest = z
  .object({
    product: z.string({ error: "Product is required" }).trim().min(1, "Product is required").max(100),
    cardStripeToken: z.string().max(255).optional().default(""),
    quantity: z
      .number({ error: "Quantity must be a whole number" })
      .int("Quantity must be a whole number")
      .min(1, "Quantity must be at least 1")
      .max(MAX_QUANTITY, `Quantity must be at most ${MAX_QUANTITY}`)
      .optional()
      .default(1),
    definitionId: z.uuid("definitionId must be a definition's id").optional().nullable(),
  })
  .meta({ id: "PurchaseRequest" });
export type TPurchaseRequest = z.infer<typeof ZPurchaseRequest>;

/** The purchase call's Idempotency-Key (REST header, tRPC `idempotencyKey`). */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[\w.:-]{1,255}$/, "Idempotency-Key must be 1 to 255 letters, digits or . _ : -");

const PURCHASE_STATUSES = ["pending", "requires_action", "succeeded", "failed", "refunded"] as const;

export const ZPurchase = z
  .object({
    id: z.string(),
    packageId: z.string(),
    product: z.string(),
    quantity: z.number().int(),
    amount: z.number().meta({ description: "US dollars" }),
    status: z.enum(PURCHASE_STATUSES),
    /** Why a failed purchase failed (the card provider's words). */
    failureMessage: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Purchase" });
export type TPurchase = z.infer<typeof ZPurchase>;

/**
 * The purchase answer. `success` is true when the purchase is complete; with `requiresAction` the
 * browser completes 3-D Secure with `clientSecret`, and the webhook completes the purchase.
 */
export const ZPurchaseResponse = z
  .object({
    success: z.boolean(),
    purchase: ZPurchase,
    requiresAction: z.boolean(),
    clientSecret: z.string().optional(),
    paymentIntentId: z.string().optional(),
  })
  .meta({ id: "PurchaseResponse" });
export type TPurchaseResponse = z.infer<typeof ZPurchaseResponse>;

export const ZSpendHoursRequest = z
  .object({
    user: z.string().trim().min(1, "user is required: a user id or email").max(254),
    definitionId: z.uuid("definitionId must be a definition's id"),
    hours: z.number().positive("hours must be more than 0").max(1000).multipleOf(0.25, "hours are counted in quarters"),
    kind: z.enum(["development", "qa"], { error: "kind must be development or qa" }),
    note: z.string().trim().max(1000).optional().default(""),
  })
  .meta({ id: "SpendHoursRequest" });
export type TSpendHoursRequest = z.infer<typeof ZSpendHoursRequest>;

export const ZSpendHoursResponse = z
  .object({
    success: z.literal(true),
    entries: z.array(z.object({ id: z.string(), blockId: z.string(), hours: z.number(), expiresAt: z.string() })),
  })
  .meta({ id: "SpendHoursResponse" });
