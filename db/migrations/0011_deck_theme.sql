CREATE TABLE "deck_themes" (
	"definition_id" uuid PRIMARY KEY NOT NULL,
	"theme" text DEFAULT 'light' NOT NULL,
	"accent" text,
	"logo_type" text,
	"logo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_themes_theme" CHECK ("deck_themes"."theme" in ('light', 'dark', 'bold')),
	CONSTRAINT "deck_themes_accent" CHECK ("deck_themes"."accent" is null or "deck_themes"."accent" ~ '^#[0-9a-fA-F]{6}$'),
	CONSTRAINT "deck_themes_logo" CHECK (("deck_themes"."logo" is null) = ("deck_themes"."logo_type" is null))
);
--> statement-breakpoint
ALTER TABLE "deck_themes" ADD CONSTRAINT "deck_themes_definition_id_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."definitions"("id") ON DELETE cascade ON UPDATE no action;