CREATE TABLE "blueprint_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"definition_id" uuid NOT NULL,
	"blueprint_version" integer NOT NULL,
	"corrections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blueprints" ADD COLUMN "corrections" jsonb;--> statement-breakpoint
ALTER TABLE "definitions" ADD COLUMN "blueprint_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "blueprint_corrections" ADD CONSTRAINT "blueprint_corrections_definition_id_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blueprint_corrections_definition" ON "blueprint_corrections" USING btree ("definition_id","blueprint_version");