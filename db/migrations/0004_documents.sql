ALTER TABLE "documents" ADD COLUMN "cost" numeric(3, 1) DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "usage_month" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "usage_months" ADD COLUMN "closed_at" timestamp with time zone;