CREATE TABLE "file_orphans" (
	"id" serial PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "file_orphans_created_idx" ON "file_orphans" USING btree ("created_at");--> statement-breakpoint
-- A row that forgets a file queues it in file_orphans, in the same transaction (decision 038):
-- TG_ARGV[0] is the storage area, the other arguments the columns holding keys (media columns hold
-- /media/… URLs, queued as their key).
CREATE OR REPLACE FUNCTION file_orphans_record() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  area text := TG_ARGV[0];
  old_key text;
  new_key text;
BEGIN
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    old_key := to_jsonb(OLD) ->> TG_ARGV[i];
    new_key := CASE WHEN TG_OP = 'UPDATE' THEN to_jsonb(NEW) ->> TG_ARGV[i] END;
    IF old_key IS NOT NULL AND old_key IS DISTINCT FROM new_key THEN
      IF area <> 'media' THEN
        INSERT INTO file_orphans (area, key) VALUES (area, old_key);
      ELSIF old_key LIKE '/media/%' THEN
        INSERT INTO file_orphans (area, key) VALUES (area, substr(old_key, 8));
      END IF;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_attachments_file_orphans AFTER DELETE OR UPDATE OF storage_key ON message_attachments
  FOR EACH ROW EXECUTE FUNCTION file_orphans_record('private', 'storage_key');
--> statement-breakpoint
CREATE TRIGGER guestbook_check_ins_file_orphans AFTER DELETE OR UPDATE OF id_document_key ON guestbook_check_ins
  FOR EACH ROW EXECUTE FUNCTION file_orphans_record('private', 'id_document_key');
--> statement-breakpoint
CREATE TRIGGER guestbook_signatures_file_orphans AFTER DELETE OR UPDATE OF pdf_key ON guestbook_signatures
  FOR EACH ROW EXECUTE FUNCTION file_orphans_record('private', 'pdf_key');
--> statement-breakpoint
CREATE TRIGGER owner_expenses_file_orphans AFTER DELETE OR UPDATE OF receipt_path ON owner_expenses
  FOR EACH ROW EXECUTE FUNCTION file_orphans_record('private', 'receipt_path');
--> statement-breakpoint
CREATE TRIGGER property_images_file_orphans AFTER DELETE OR UPDATE OF original, medium, thumbnail ON property_images
  FOR EACH ROW EXECUTE FUNCTION file_orphans_record('media', 'original', 'medium', 'thumbnail');
