-- The search's availability version (docs/decisions/038): every statement that writes something a
-- search answer reads adds 1 to one row of search_versions (the shard of its transaction id, so
-- concurrent writers seldom wait on one row lock), inside its own transaction, and says so on the
-- `alma_search` channel (delivered at commit, never for a rollback). Whatever wrote it (our
-- services, a script, psql), the next search reads a new sum and computes its answer afresh.
INSERT INTO search_versions (shard, version) SELECT g, 0 FROM generate_series(0, 31) g ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION search_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An upsert, so that a shard row deleted by hand comes back rather than stopping the count.
  INSERT INTO search_versions AS v (shard, version) VALUES ((txid_current() % 32)::int, 1)
  ON CONFLICT (shard) DO UPDATE SET version = v.version + 1;
  PERFORM pg_notify('alma_search', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER occupancies_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "occupancies" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
CREATE TRIGGER calendar_blocks_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_blocks" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
CREATE TRIGGER seasonal_rates_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seasonal_rates" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
CREATE TRIGGER property_images_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_images" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
CREATE TRIGGER countries_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
CREATE TRIGGER states_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "states" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
CREATE TRIGGER search_amenities_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_amenities" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
-- A villa: created or deleted, or any column a card, a filter, the order or a stay's total reads
-- (src/server/catalog/search.service.ts); not its descriptions, house rules, review notes or timestamps.
CREATE TRIGGER properties_search_version AFTER INSERT OR DELETE OR UPDATE OF
  id, slug, name, status, base_price_cents, currency, bedrooms, number_bathroom, maximum_capacity,
  highlight_en, highlight_es, is_reserve_collection, instant_book, in_offer, offer_tag_en, offer_tag_es,
  country_id, state_id, lat, lng, cleaning_fee_cents, min_nights, amenities, position
  ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
CREATE TRIGGER properties_search_version_truncate AFTER TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
