ALTER TABLE "batches" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "class_cancellations" ADD COLUMN "reason_bn" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "place_bn" text;--> statement-breakpoint
ALTER TABLE "outdoor_sessions" ADD COLUMN "place_bn" text;--> statement-breakpoint
ALTER TABLE "outdoor_sessions" ADD COLUMN "notes_bn" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "parent_seen_at" timestamp with time zone;--> statement-breakpoint
-- Threads that exist already count as read: only replies from now on are new to their parents.
UPDATE "support_messages" SET "parent_seen_at" = now();
