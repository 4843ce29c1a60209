CREATE TYPE "public"."outbox_status" AS ENUM('queued', 'sending', 'sent', 'failed');--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" "outbox_status" DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE INDEX "outbox_status_due_idx" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- Mail written before the queue: a sent one is sent, one whose single attempt failed is failed (an
-- administrator may retry it); one with neither stays queued (the demo's kept mail).
UPDATE "outbox" SET "status" = 'sent', "attempts" = 1 WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "status" = 'failed', "attempts" = 1 WHERE "sent_at" IS NULL AND "error" IS NOT NULL;
