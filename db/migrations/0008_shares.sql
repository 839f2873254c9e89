CREATE TYPE "public"."share_kind" AS ENUM('rfp', 'pitch', 'openapi', 'prompt', 'bundle');--> statement-breakpoint
CREATE TABLE "share_views" (
	"share_id" uuid NOT NULL,
	"view_id" uuid NOT NULL,
	"slide_seconds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_views_share_id_view_id_pk" PRIMARY KEY("share_id","view_id")
);
--> statement-breakpoint
CREATE TABLE "shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"definition_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "share_kind" NOT NULL,
	"token_hash" text NOT NULL,
	"passcode_hash" text,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"failed_since" timestamp with time zone,
	CONSTRAINT "shares_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "share_views" ADD CONSTRAINT "share_views_share_id_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_definition_id_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shares" ADD CONSTRAINT "shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shares_definition_id_created_at_index" ON "shares" USING btree ("definition_id","created_at");--> statement-breakpoint
CREATE INDEX "shares_user_id_index" ON "shares" USING btree ("user_id");