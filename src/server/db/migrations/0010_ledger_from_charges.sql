-- The old `charges` rows become ledger entries (append-only from here on), kinds renamed:
-- experience/service → extra, cancellation credits → adjustment. A submitted grocery list keeps
-- what it had on the bill as billed_cents.
INSERT INTO "ledger_entries" ("reservation_id", "kind", "amount_cents", "currency", "label_en", "label_es", "reference", "actor_kind", "created_at")
SELECT c."reservation_id",
	(CASE c."kind"::text
		WHEN 'cleaning_fee' THEN 'cleaning'
		WHEN 'taxes' THEN 'tax'
		WHEN 'experience' THEN 'extra'
		WHEN 'service' THEN 'extra'
		WHEN 'cancellation' THEN 'adjustment'
		ELSE c."kind"::text
	END)::"ledger_kind",
	c."amount_cents", r."currency", c."label_en", c."label_es", 'migrated:charge:' || c."id", 'system', c."created_at"
FROM "charges" c JOIN "reservations" r ON r."id" = c."reservation_id"
WHERE c."amount_cents" <> 0
ORDER BY c."id";--> statement-breakpoint
UPDATE "grocery_orders" o SET "billed_cents" = c."amount_cents" FROM "charges" c WHERE c."id" = o."charge_id";--> statement-breakpoint
ALTER TABLE "grocery_orders" DROP CONSTRAINT "grocery_orders_charge_id_charges_id_fk";--> statement-breakpoint
ALTER TABLE "itinerary_items" DROP CONSTRAINT "itinerary_items_charge_id_charges_id_fk";--> statement-breakpoint
ALTER TABLE "grocery_orders" DROP COLUMN "charge_id";--> statement-breakpoint
ALTER TABLE "itinerary_items" DROP COLUMN "charge_id";--> statement-breakpoint
DROP TABLE "charges";--> statement-breakpoint
DROP TYPE "public"."charge_kind";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A payment is in the ledger once at most.
CREATE UNIQUE INDEX "ledger_entries_payment_idx" ON "ledger_entries" ("payment_id") WHERE "kind" = 'payment';--> statement-breakpoint
-- Append-only: an entry is never changed or removed (a correction is a new entry). Only the demo
-- seed, rebuilding its own trips, may lift this for its transaction (set local alma.ledger_rebuild = 'on').
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('alma.ledger_rebuild', true) = 'on' THEN
		IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'ledger entries are append-only' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();
