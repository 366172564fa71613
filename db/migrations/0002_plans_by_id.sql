ALTER TABLE "subscriptions" ADD COLUMN "plan_id" text;--> statement-breakpoint
-- Subscriptions stored their plan's display name (with its price); they now store the plan's id.
UPDATE "subscriptions" SET "plan_id" = 'preschool-monthly', "plan_name" = NULL WHERE "plan_name" = 'Online Pre School — ৳2,000/month';--> statement-breakpoint
UPDATE "subscriptions" SET "plan_id" = 'preschool-outdoor-monthly', "plan_name" = NULL WHERE "plan_name" = 'Online Pre School + Outdoor — ৳3,500/month';--> statement-breakpoint
UPDATE "subscriptions" SET "plan_id" = 'adventure-session', "plan_name" = NULL WHERE "plan_name" = 'Adventure Activities — from ৳1,500/session';
