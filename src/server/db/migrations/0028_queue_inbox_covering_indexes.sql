DROP INDEX "reservations_user_idx";--> statement-breakpoint
CREATE INDEX "reservations_scope_idx" ON "reservations" USING btree ("property_id","status","assigned_concierge_id","check_in","activity_at","hold_expires_at","id");--> statement-breakpoint
CREATE INDEX "conversation_reads_user_idx" ON "conversation_reads" USING btree ("user_id","conversation_id","last_read_message_id");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","id");--> statement-breakpoint
-- Statistics for the planner on the columns and indexes of 0026-0028 (the backfill rewrote every trip).
ANALYZE "reservations";--> statement-breakpoint
ANALYZE "conversations";--> statement-breakpoint
ANALYZE "conversation_reads";