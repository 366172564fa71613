CREATE TABLE "media_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"use" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"changed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_consents_use" CHECK ("media_consents"."use" in ('internal', 'promotional'))
);
--> statement-breakpoint
CREATE TABLE "outdoor_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"term" text NOT NULL,
	"policy_version" integer NOT NULL,
	"agreed_by" text,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "allergies" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "medical_notes" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "emergency_name" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "emergency_relation" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "emergency_phone" text;--> statement-breakpoint
ALTER TABLE "media_consents" ADD CONSTRAINT "media_consents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_consents" ADD CONSTRAINT "media_consents_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outdoor_consents" ADD CONSTRAINT "outdoor_consents_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outdoor_consents" ADD CONSTRAINT "outdoor_consents_agreed_by_users_id_fk" FOREIGN KEY ("agreed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_consents_child_use_created_idx" ON "media_consents" USING btree ("child_id","use","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outdoor_consents_child_term_version_idx" ON "outdoor_consents" USING btree ("child_id","term","policy_version");--> statement-breakpoint
-- The account's single media-consent flag was the registration checkbox, which becomes the promotional-use choice
-- of the family's first child (decision 026): an old 'yes' is recorded so, given by the parent; internal use is
-- never inferred from it.
INSERT INTO "media_consents" ("child_id", "use", "granted", "source", "changed_by", "created_at")
SELECT DISTINCT ON ("profiles"."id") "children"."id", 'promotional', true, 'migrated', "profiles"."id", "profiles"."updated_at"
FROM "profiles" INNER JOIN "children" ON "children"."parent_id" = "profiles"."id"
WHERE "profiles"."media_consent" = true
ORDER BY "profiles"."id", "children"."created_at", "children"."id";
