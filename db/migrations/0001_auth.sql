CREATE TYPE "public"."auth_action" AS ENUM('login', 'password_reset');--> statement-breakpoint
CREATE TABLE "auth_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" "auth_action" NOT NULL,
	"email" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auth_attempts_action_email_created_at_index" ON "auth_attempts" USING btree ("action","email","created_at");--> statement-breakpoint
CREATE INDEX "auth_attempts_action_ip_created_at_index" ON "auth_attempts" USING btree ("action","ip","created_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "tokens_valid_after";