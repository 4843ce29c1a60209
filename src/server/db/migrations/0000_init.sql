CREATE TYPE "public"."reservation_status" AS ENUM('requested', 'confirmed', 'declined', 'expired', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."cancellation_policy" AS ENUM('flexible', 'moderate', 'strict', 'non_refundable');--> statement-breakpoint
CREATE TYPE "public"."property_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TABLE "concierge_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"country_id" integer,
	"state_id" integer,
	CONSTRAINT "concierge_assignments_unique" UNIQUE NULLS NOT DISTINCT("user_id","country_id","state_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "user_groups_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country_id" integer,
	"locale" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"confirmation_number" text NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"status" "reservation_status" NOT NULL,
	"lead_guest_last_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_confirmation_number_unique" UNIQUE("confirmation_number")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"service_fee_bps" integer DEFAULT 0 NOT NULL,
	"time_zone" text NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "countries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"owner_id" integer,
	"status" "property_status" DEFAULT 'draft' NOT NULL,
	"name" text NOT NULL,
	"description_en" text NOT NULL,
	"description_es" text NOT NULL,
	"short_description_en" text NOT NULL,
	"short_description_es" text NOT NULL,
	"our_be_like_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"our_be_like_es" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"highlight_en" text,
	"highlight_es" text,
	"is_reserve_collection" boolean DEFAULT false NOT NULL,
	"instant_book" boolean DEFAULT false NOT NULL,
	"in_offer" boolean DEFAULT false NOT NULL,
	"offer_tag_en" text,
	"offer_tag_es" text,
	"bedrooms" integer NOT NULL,
	"number_bathroom" double precision NOT NULL,
	"maximum_capacity" integer NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"base_price_cents" integer NOT NULL,
	"cleaning_fee_cents" integer DEFAULT 0 NOT NULL,
	"security_deposit_cents" integer DEFAULT 0 NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"check_in_time" text DEFAULT '15:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"house_rules_en" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"house_rules_es" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cancellation_policy" "cancellation_policy" DEFAULT 'moderate' NOT NULL,
	"commission_bps" integer DEFAULT 1500 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"caption_en" text DEFAULT '' NOT NULL,
	"caption_es" text DEFAULT '' NOT NULL,
	"original" text NOT NULL,
	"medium" text NOT NULL,
	"thumbnail" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasonal_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nightly_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_es" text DEFAULT '' NOT NULL,
	"tax_rate_bps" integer,
	"service_fee_bps" integer,
	"time_zone" text,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "states_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"body_en" text NOT NULL,
	"body_es" text NOT NULL,
	"country_id" integer,
	"state_id" integer,
	"price_cents" integer NOT NULL,
	"price_unit" text DEFAULT 'person' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"image" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "experiences_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "luxury_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"body_en" text NOT NULL,
	"body_es" text NOT NULL,
	"category" text NOT NULL,
	"price_from_cents" integer NOT NULL,
	"price_unit" text DEFAULT 'service' NOT NULL,
	"image" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "luxury_services_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "press_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title_en" text NOT NULL,
	"title_es" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_es" text NOT NULL,
	"body_en" text NOT NULL,
	"body_es" text NOT NULL,
	"publication" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"published_on" date NOT NULL,
	"external_url" text,
	"image" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "press_articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "concierge_assignments" ADD CONSTRAINT "concierge_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_assignments" ADD CONSTRAINT "concierge_assignments_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "concierge_assignments" ADD CONSTRAINT "concierge_assignments_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasonal_rates" ADD CONSTRAINT "seasonal_rates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reservations_property_idx" ON "reservations" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "properties_state_idx" ON "properties" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "properties_country_idx" ON "properties" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "property_images_property_position_idx" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "seasonal_rates_property_start_idx" ON "seasonal_rates" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE INDEX "states_country_idx" ON "states" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "experiences_state_idx" ON "experiences" USING btree ("state_id");