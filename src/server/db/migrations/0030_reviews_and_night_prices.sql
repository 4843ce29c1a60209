CREATE TYPE "public"."review_status" AS ENUM('pending', 'published', 'declined');--> statement-breakpoint
CREATE TABLE "nightly_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"night" date NOT NULL,
	"nightly_cents" integer NOT NULL,
	CONSTRAINT "nightly_prices_positive_check" CHECK ("nightly_prices"."nightly_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"overall" integer NOT NULL,
	"cleanliness" integer NOT NULL,
	"accuracy" integer NOT NULL,
	"staff" integer NOT NULL,
	"location" integer NOT NULL,
	"value" integer NOT NULL,
	"text" text NOT NULL,
	"locale" text NOT NULL,
	"private_feedback" text,
	"status" "review_status" DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"moderated_by_user_id" integer,
	"moderated_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"reply_text" text,
	"reply_locale" text,
	"reply_by_user_id" integer,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "reviews_ratings_check" CHECK ("reviews"."overall" BETWEEN 1 AND 5 AND "reviews"."cleanliness" BETWEEN 1 AND 5 AND "reviews"."accuracy" BETWEEN 1 AND 5 AND "reviews"."staff" BETWEEN 1 AND 5 AND "reviews"."location" BETWEEN 1 AND 5 AND "reviews"."value" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_locale_check" CHECK ("reviews"."locale" IN ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "review_average" double precision;--> statement-breakpoint
ALTER TABLE "nightly_prices" ADD CONSTRAINT "nightly_prices_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_moderated_by_user_id_users_id_fk" FOREIGN KEY ("moderated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_by_user_id_users_id_fk" FOREIGN KEY ("reply_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nightly_prices_property_night_idx" ON "nightly_prices" USING btree ("property_id","night");--> statement-breakpoint
CREATE INDEX "reviews_property_published_idx" ON "reviews" USING btree ("property_id","status","published_at");--> statement-breakpoint
CREATE INDEX "reviews_status_created_idx" ON "reviews" USING btree ("status","created_at");--> statement-breakpoint
-- A night's own price changes a search's totals (docs/decisions/042): it bumps the search's version like the seasons.
CREATE TRIGGER nightly_prices_search_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "nightly_prices" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();--> statement-breakpoint
-- The results cards show a villa's average rating and count, and search sorts by them: the two new columns join the villa's trigger.
DROP TRIGGER properties_search_version ON "properties";--> statement-breakpoint
CREATE TRIGGER properties_search_version AFTER INSERT OR DELETE OR UPDATE OF
  id, slug, name, status, base_price_cents, currency, bedrooms, number_bathroom, maximum_capacity,
  highlight_en, highlight_es, is_reserve_collection, instant_book, in_offer, offer_tag_en, offer_tag_es,
  country_id, state_id, lat, lng, cleaning_fee_cents, min_nights, amenities, position, review_count, review_average
  ON "properties" FOR EACH STATEMENT EXECUTE FUNCTION search_version_bump();
