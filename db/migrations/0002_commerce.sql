ALTER TYPE "public"."purchase_status" ADD VALUE 'requires_action' BEFORE 'succeeded';--> statement-breakpoint
CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"card_token" text NOT NULL,
	"client_secret" text NOT NULL,
	"charge_id" text,
	"last_error" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_one_free_package" ON "purchases" USING btree ("user_id") WHERE "purchases"."package_id" = 'rfp-free' and "purchases"."status" = 'succeeded';