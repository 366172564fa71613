CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "support_replies" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_key_idx" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_idempotency_key_idx" ON "subscriptions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "support_replies_idempotency_key_idx" ON "support_replies" USING btree ("idempotency_key");