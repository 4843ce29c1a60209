ALTER TABLE "reservations" ADD COLUMN "activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_guest_message_id" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_concierge_message_id" bigint;--> statement-breakpoint
CREATE INDEX "reservations_activity_idx" ON "reservations" USING btree ("activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);