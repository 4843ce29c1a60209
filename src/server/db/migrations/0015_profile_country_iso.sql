-- Decision 029: a guest's country is an ISO 3166-1 alpha-2 code, not a destination row.
-- Our destinations get their ISO code (from the seed's slugs) so a guest's country can still be
-- matched to one of ours, and every saved profile country is carried over before the old column
-- goes. A destination whose code is unknown stops the migration instead of losing a profile's country.
ALTER TABLE "countries" ADD COLUMN "iso_code" text;--> statement-breakpoint
UPDATE "countries" SET "iso_code" = CASE "slug"
  WHEN 'dominican-republic' THEN 'DO'
  WHEN 'turks-and-caicos' THEN 'TC'
  WHEN 'barbados' THEN 'BB'
  WHEN 'mexico' THEN 'MX'
END;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_code" text;--> statement-breakpoint
UPDATE "users" SET "country_code" = "countries"."iso_code" FROM "countries" WHERE "countries"."id" = "users"."country_id";--> statement-breakpoint
DO $$
DECLARE unmapped text;
BEGIN
  SELECT string_agg(DISTINCT c.slug, ', ') INTO unmapped
  FROM "users" u JOIN "countries" c ON c.id = u.country_id
  WHERE c.iso_code IS NULL;
  IF unmapped IS NOT NULL THEN
    RAISE EXCEPTION 'profile countries without an ISO code: %; set countries.iso_code for them (migration 0015)', unmapped;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_code_iso" CHECK ("users"."country_code" ~ '^[A-Z]{2}$');--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_country_id_countries_id_fk";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "country_id";
