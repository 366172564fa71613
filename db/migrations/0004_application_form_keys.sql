ALTER TABLE "applications" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_idempotency_key_idx" ON "applications" USING btree ("idempotency_key");