-- Search (DESIGN §8: 10,000 villas, p95 < 25 ms), found with scripts/bench/search.ts --explain.
-- "Which villas are taken on these dates" without a property id: the exclusion constraint's GiST
-- index leads with property_id, so a search by stay alone scanned all of it.
CREATE INDEX IF NOT EXISTS "occupancies_stay_idx" ON "occupancies" USING gist ("stay");
--> statement-breakpoint
-- The map: published villas inside a latitude band (the longitude is filtered on those rows).
CREATE INDEX IF NOT EXISTS "properties_published_lat_idx" ON "properties" ("lat") WHERE "status" = 'published';
