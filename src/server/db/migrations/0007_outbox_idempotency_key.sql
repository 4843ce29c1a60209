-- Mail already in the outbox keeps a key of its own (its id), so the column can be required.
ALTER TABLE "outbox" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "outbox" SET "idempotency_key" = 'legacy:' || "id" WHERE "idempotency_key" IS NULL;--> statement-breakpoint
ALTER TABLE "outbox" ALTER COLUMN "idempotency_key" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_idempotency_key_idx" ON "outbox" USING btree ("idempotency_key");
