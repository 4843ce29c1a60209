CREATE TABLE "search_amenities" (
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"code" text NOT NULL,
	"villas" integer NOT NULL,
	CONSTRAINT "search_amenities_country_id_state_id_code_pk" PRIMARY KEY("country_id","state_id","code")
);
--> statement-breakpoint
CREATE INDEX "properties_search_order_idx" ON "properties" USING btree ("is_reserve_collection" DESC NULLS FIRST,"position","id") WHERE "properties"."status" = 'published';--> statement-breakpoint
-- Search's amenity facet (docs/performance-search.md): the distinct codes of a destination's
-- published villas were unnested from every villa on each search (up to 16 ms of 45 over 10,000
-- villas). search_amenities counts them per country, state and code instead, kept by the triggers
-- below on every write of a villa (status, amenities or place), so the facet is the same set.
CREATE FUNCTION search_amenities_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' AND jsonb_typeof(OLD.amenities) = 'array' THEN
    UPDATE search_amenities a SET villas = a.villas - 1
    FROM (SELECT DISTINCT jsonb_array_elements_text(OLD.amenities) AS code) x
    WHERE a.country_id = OLD.country_id AND a.state_id = OLD.state_id AND a.code = x.code;
    DELETE FROM search_amenities a WHERE a.country_id = OLD.country_id AND a.state_id = OLD.state_id AND a.villas <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' AND jsonb_typeof(NEW.amenities) = 'array' THEN
    INSERT INTO search_amenities (country_id, state_id, code, villas)
    SELECT NEW.country_id, NEW.state_id, x.code, 1
    FROM (SELECT DISTINCT jsonb_array_elements_text(NEW.amenities) AS code) x
    ORDER BY x.code
    ON CONFLICT (country_id, state_id, code) DO UPDATE SET villas = search_amenities.villas + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION search_amenities_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_amenities;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER properties_search_amenities AFTER INSERT OR DELETE OR UPDATE OF status, amenities, country_id, state_id ON "properties" FOR EACH ROW EXECUTE FUNCTION search_amenities_track();--> statement-breakpoint
CREATE TRIGGER properties_search_amenities_truncate AFTER TRUNCATE ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION search_amenities_clear();--> statement-breakpoint
INSERT INTO search_amenities (country_id, state_id, code, villas)
SELECT p.country_id, p.state_id, x.code, count(*)::int
FROM properties p, LATERAL (SELECT DISTINCT jsonb_array_elements_text(p.amenities) AS code) x
WHERE p.status = 'published' AND jsonb_typeof(p.amenities) = 'array'
GROUP BY p.country_id, p.state_id, x.code;
