-- No double booking, enforced by PostgreSQL (DESIGN §4, docs/decisions/004-occupancies.md).
-- A stay is [check_in, check_out): a check-out day can be the next guest's check-in day.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "occupancies" ADD COLUMN "stay" daterange GENERATED ALWAYS AS (daterange("check_in", "check_out", '[)')) STORED;
--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_check_out_after_check_in" CHECK ("check_out" > "check_in");
--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_one_holder" CHECK (("reservation_id" IS NULL) <> ("block_id" IS NULL));
--> statement-breakpoint
-- Its GiST index also serves search: "no occupancy of this property overlaps these nights".
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_no_overlap" EXCLUDE USING gist ("property_id" WITH =, "stay" WITH &&);
--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_end_after_start" CHECK ("end_date" > "start_date");
