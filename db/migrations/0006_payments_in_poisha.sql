-- Amounts become exact integer poisha (docs/product.md#money-and-payments): numeric taka times 100, rounded.
UPDATE "payments" SET "amount_poisha" = round("amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount_poisha" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "amount";