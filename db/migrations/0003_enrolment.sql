CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" text NOT NULL,
	"child_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"outdoor" boolean DEFAULT false NOT NULL,
	"notes" text,
	"staff_note" text,
	"waitlisted_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme" text NOT NULL,
	"name" text NOT NULL,
	"class_days" integer[] DEFAULT '{5,6}'::integer[] NOT NULL,
	"start_time" text DEFAULT '19:00' NOT NULL,
	"end_time" text DEFAULT '20:00' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"capacity" integer DEFAULT 6 NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text,
	"handled_by" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"batch_id" uuid NOT NULL,
	"class_starts_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"whatsapp" text NOT NULL,
	"email" text,
	"child_name" text NOT NULL,
	"child_age" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "child_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "batch_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD CONSTRAINT "trial_bookings_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_live_child_batch_idx" ON "applications" USING btree ("child_id","batch_id") WHERE "applications"."status" in ('submitted', 'accepted', 'waitlisted', 'offered');--> statement-breakpoint
CREATE INDEX "applications_batch_id_status_idx" ON "applications" USING btree ("batch_id","status","waitlisted_at");--> statement-breakpoint
CREATE INDEX "applications_parent_id_created_at_idx" ON "applications" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_created_at_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "applications_status_offer_expires_at_idx" ON "applications" USING btree ("status","offer_expires_at");--> statement-breakpoint
CREATE INDEX "batches_open_start_date_idx" ON "batches" USING btree ("open","start_date");--> statement-breakpoint
CREATE INDEX "trial_bookings_batch_id_class_starts_at_idx" ON "trial_bookings" USING btree ("batch_id","class_starts_at");--> statement-breakpoint
CREATE INDEX "trial_bookings_status_created_at_idx" ON "trial_bookings" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_child_id_idx" ON "subscriptions" USING btree ("child_id");