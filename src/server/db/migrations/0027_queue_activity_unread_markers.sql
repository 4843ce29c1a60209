DROP INDEX "reservations_user_idx";--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_guest_message_id" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_concierge_message_id" bigint;--> statement-breakpoint
CREATE INDEX "reservations_activity_idx" ON "reservations" USING btree ("activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reservations_owner_stays_idx" ON "reservations" USING btree ("property_id","id","status","confirmed_at","check_in","check_out","confirmation_number");--> statement-breakpoint
CREATE INDEX "reservations_scope_idx" ON "reservations" USING btree ("property_id","status","assigned_concierge_id","check_in","activity_at","hold_expires_at","id");--> statement-breakpoint
CREATE INDEX "conversation_reads_user_idx" ON "conversation_reads" USING btree ("user_id","conversation_id","last_read_message_id");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","id");