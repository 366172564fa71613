DROP INDEX "transfers_status_created_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id");--> statement-breakpoint
CREATE INDEX "transfers_status_created_at_id_idx" ON "transfers" USING btree ("status","created_at","id");