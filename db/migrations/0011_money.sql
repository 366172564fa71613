CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"payment_id" uuid NOT NULL,
	"parent_id" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"currency" text DEFAULT 'BDT' NOT NULL,
	"method" text NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_poisha" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"amount_poisha" bigint NOT NULL,
	"sender_number" text,
	"reference" text,
	"received_at" timestamp with time zone,
	"text" text NOT NULL,
	"source" text NOT NULL,
	"transfer_id" uuid,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_messages_transaction_id_unique" UNIQUE("transaction_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "continues_from" uuid;--> statement-breakpoint
ALTER TABLE "batches" ADD COLUMN "continues_into" uuid;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_messages" ADD CONSTRAINT "payment_messages_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_messages" ADD CONSTRAINT "payment_messages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_payment_id_idx" ON "credit_notes" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_notes_parent_id_created_at_idx" ON "credit_notes" USING btree ("parent_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_messages_created_at_idx" ON "payment_messages" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_continues_from_subscriptions_id_fk" FOREIGN KEY ("continues_from") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batches" ADD CONSTRAINT "batches_continues_into_batches_id_fk" FOREIGN KEY ("continues_into") REFERENCES "public"."batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_idempotency_key_unique" UNIQUE("idempotency_key");