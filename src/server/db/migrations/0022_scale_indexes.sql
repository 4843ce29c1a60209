CREATE INDEX "audit_log_after_property_idx" ON "audit_log" USING btree (("after"->>'property_id'),"at");--> statement-breakpoint
CREATE INDEX "audit_log_before_property_idx" ON "audit_log" USING btree (("before"->>'property_id'),"at");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_share_idx" ON "ledger_entries" USING btree ("reservation_id","id","kind","amount_cents","created_at") WHERE "ledger_entries"."kind" in ('nights', 'cleaning');--> statement-breakpoint
CREATE INDEX "reservations_queue_idx" ON "reservations" USING btree ("property_id","status","hold_expires_at");