-- Issue 28, finding 4: a stay signs a given text of the authorization once (decision 028).
-- Repeats recorded before this (the same stay, the same SHA-256) add nothing to the first signing
-- of that text: they are removed, the first kept, so the unique index can hold. Their PDF files
-- stay in the private files (nothing points at them any more).
DELETE FROM "guestbook_signatures" AS "repeat" USING "guestbook_signatures" AS "first"
  WHERE "first"."reservation_id" = "repeat"."reservation_id"
    AND "first"."document_sha256" = "repeat"."document_sha256"
    AND "first"."id" < "repeat"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "guestbook_signatures_once_idx" ON "guestbook_signatures" USING btree ("reservation_id","document_sha256");
