CREATE TABLE "practice_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_bn" text,
	"materials_en" text NOT NULL,
	"materials_bn" text,
	"steps_en" text NOT NULL,
	"steps_bn" text,
	"look_for_en" text NOT NULL,
	"look_for_bn" text,
	"link" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "practice_activity_skills" (
	"activity_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	CONSTRAINT "practice_activity_skills_activity_id_item_id_pk" PRIMARY KEY("activity_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "practice_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"batch_id" uuid,
	"week_start" date NOT NULL,
	"assigned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_assignments_sunday" CHECK (extract(dow from "practice_assignments"."week_start") = 0)
);
--> statement-breakpoint
CREATE TABLE "practice_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"note" text,
	"logged_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_logs_outcome" CHECK ("practice_logs"."outcome" in ('done', 'helped', 'not-yet'))
);
--> statement-breakpoint
CREATE TABLE "practice_week_mails" (
	"parent_id" text NOT NULL,
	"week_start" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_week_mails_parent_id_week_start_pk" PRIMARY KEY("parent_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "practice_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_activities" ADD CONSTRAINT "practice_activities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_activity_skills" ADD CONSTRAINT "practice_activity_skills_activity_id_practice_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."practice_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_activity_skills" ADD CONSTRAINT "practice_activity_skills_item_id_skill_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."skill_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_activity_id_practice_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."practice_activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_assignments" ADD CONSTRAINT "practice_assignments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_assignment_id_practice_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."practice_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_week_mails" ADD CONSTRAINT "practice_week_mails_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "practice_assignments_child_week_activity_idx" ON "practice_assignments" USING btree ("child_id","week_start","activity_id");--> statement-breakpoint
CREATE INDEX "practice_assignments_batch_week_idx" ON "practice_assignments" USING btree ("batch_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "practice_logs_assignment_day_idx" ON "practice_logs" USING btree ("assignment_id","day");--> statement-breakpoint
CREATE INDEX "practice_logs_day_idx" ON "practice_logs" USING btree ("day");