CREATE TABLE "progress_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"cycle_start" date NOT NULL,
	"cycle_end" date NOT NULL,
	"summary" text NOT NULL,
	"area_comments" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"written_by" text,
	"published_at" timestamp with time zone,
	"published_by" text,
	"snapshot" jsonb,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_areas" (
	"letter" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_bn" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"assessed_on" date NOT NULL,
	"assessor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"imported_by" text,
	"file_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"created" integer NOT NULL,
	"updated" integer NOT NULL,
	"licence_confirmed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_imports_licence_confirmed" CHECK ("skill_imports"."licence_confirmed")
);
--> statement-breakpoint
CREATE TABLE "skill_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"area" text NOT NULL,
	"max_score" integer NOT NULL,
	"staff_text" text NOT NULL,
	"parent_text_en" text NOT NULL,
	"parent_text_bn" text,
	"active" boolean DEFAULT true NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"import_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_items_code_unique" UNIQUE("code"),
	CONSTRAINT "skill_items_max_score" CHECK ("skill_items"."max_score" in (1, 2, 4))
);
--> statement-breakpoint
CREATE TABLE "skill_scores" (
	"assessment_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"note" text,
	"scored_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_scores_assessment_id_item_id_pk" PRIMARY KEY("assessment_id","item_id"),
	CONSTRAINT "skill_scores_score" CHECK ("skill_scores"."score" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "skill_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"status" text NOT NULL,
	"planned_at" timestamp with time zone,
	"teaching_at" timestamp with time zone,
	"mastered_at" timestamp with time zone,
	"maintenance_at" timestamp with time zone,
	"set_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progress_reviews" ADD CONSTRAINT "progress_reviews_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reviews" ADD CONSTRAINT "progress_reviews_written_by_users_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reviews" ADD CONSTRAINT "progress_reviews_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_reviews" ADD CONSTRAINT "progress_reviews_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessments" ADD CONSTRAINT "skill_assessments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_assessments" ADD CONSTRAINT "skill_assessments_assessor_id_users_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_imports" ADD CONSTRAINT "skill_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_items" ADD CONSTRAINT "skill_items_area_skill_areas_letter_fk" FOREIGN KEY ("area") REFERENCES "public"."skill_areas"("letter") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_items" ADD CONSTRAINT "skill_items_import_id_skill_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."skill_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_scores" ADD CONSTRAINT "skill_scores_assessment_id_skill_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."skill_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_scores" ADD CONSTRAINT "skill_scores_item_id_skill_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."skill_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_scores" ADD CONSTRAINT "skill_scores_scored_by_users_id_fk" FOREIGN KEY ("scored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_targets" ADD CONSTRAINT "skill_targets_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_targets" ADD CONSTRAINT "skill_targets_item_id_skill_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."skill_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_targets" ADD CONSTRAINT "skill_targets_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "progress_reviews_child_cycle_idx" ON "progress_reviews" USING btree ("child_id","cycle_start");--> statement-breakpoint
CREATE INDEX "progress_reviews_child_published_idx" ON "progress_reviews" USING btree ("child_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_assessments_child_round_idx" ON "skill_assessments" USING btree ("child_id","kind","assessed_on");--> statement-breakpoint
CREATE INDEX "skill_items_area_active_idx" ON "skill_items" USING btree ("area","active");--> statement-breakpoint
CREATE INDEX "skill_scores_item_id_idx" ON "skill_scores" USING btree ("item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_targets_child_item_idx" ON "skill_targets" USING btree ("child_id","item_id");--> statement-breakpoint
-- The framework's 25 areas (A to Z without O), named in our own words (decision 023). No item text ships.
INSERT INTO "skill_areas" ("letter", "name_en", "name_bn", "position") VALUES
	('A', 'Cooperation and motivation', 'সহযোগিতা ও আগ্রহ', 1),
	('B', 'Looking and matching', 'দেখে মেলানো', 2),
	('C', 'Understanding words', 'কথা বোঝা', 3),
	('D', 'Copying actions', 'দেখে দেখে করা', 4),
	('E', 'Copying sounds and words', 'শুনে বলা', 5),
	('F', 'Asking for things', 'চেয়ে নেওয়া', 6),
	('G', 'Naming things', 'নাম বলা', 7),
	('H', 'Answering and conversation', 'উত্তর দেওয়া ও আলাপ', 8),
	('I', 'Speaking up', 'নিজে থেকে কথা বলা', 9),
	('J', 'Sentences', 'বাক্য গঠন', 10),
	('K', 'Play and leisure', 'খেলা ও অবসর', 11),
	('L', 'Playing with others', 'অন্যদের সাথে মেলামেশা', 12),
	('M', 'Learning in a group', 'দলে শেখা', 13),
	('N', 'Class routines', 'ক্লাসের নিয়ম', 14),
	('P', 'Using skills anywhere', 'সব জায়গায় দক্ষতা', 15),
	('Q', 'Reading', 'পড়া', 16),
	('R', 'Numbers', 'সংখ্যা', 17),
	('S', 'Writing', 'লেখা', 18),
	('T', 'Spelling', 'বানান', 19),
	('U', 'Dressing', 'পোশাক পরা', 20),
	('V', 'Eating', 'খাওয়া', 21),
	('W', 'Keeping clean', 'পরিচ্ছন্নতা', 22),
	('X', 'Toileting', 'টয়লেট ব্যবহার', 23),
	('Y', 'Moving the whole body', 'শরীরের বড় নড়াচড়া', 24),
	('Z', 'Hand skills', 'হাতের কাজ', 25);
