CREATE TABLE "attendance" (
	"batch_id" uuid NOT NULL,
	"child_id" uuid NOT NULL,
	"class_date" date NOT NULL,
	"joined_at" timestamp with time zone,
	"cant_attend_at" timestamp with time zone,
	"mark" text,
	"marked_by" text,
	"marked_at" timestamp with time zone,
	CONSTRAINT "attendance_batch_id_class_date_child_id_pk" PRIMARY KEY("batch_id","class_date","child_id")
);
--> statement-breakpoint
ALTER TABLE "trial_bookings" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_child_id_batch_id_class_date_idx" ON "attendance" USING btree ("child_id","batch_id","class_date");--> statement-breakpoint
CREATE INDEX "attendance_class_date_idx" ON "attendance" USING btree ("class_date");