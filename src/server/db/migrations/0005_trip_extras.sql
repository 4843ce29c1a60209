CREATE TYPE "public"."age_group" AS ENUM('adult', 'child', 'infant');--> statement-breakpoint
CREATE TYPE "public"."grocery_order_status" AS ENUM('draft', 'submitted');--> statement-breakpoint
CREATE TYPE "public"."itinerary_kind" AS ENUM('experience', 'service');--> statement-breakpoint
CREATE TYPE "public"."itinerary_status" AS ENUM('requested', 'confirmed', 'declined', 'cancelled');--> statement-breakpoint
CREATE TABLE "grocery_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grocery_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "grocery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_es" text NOT NULL,
	"unit_en" text NOT NULL,
	"unit_es" text NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "grocery_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "grocery_items_price_check" CHECK ("grocery_items"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "grocery_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "grocery_order_lines_quantity_check" CHECK ("grocery_order_lines"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "grocery_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"status" "grocery_order_status" DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"estimated_cents" integer DEFAULT 0 NOT NULL,
	"charge_id" integer,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grocery_orders_reservation_id_unique" UNIQUE("reservation_id")
);
--> statement-breakpoint
CREATE TABLE "itinerary_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"kind" "itinerary_kind" NOT NULL,
	"experience_id" integer,
	"luxury_service_id" integer,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"guests" integer DEFAULT 1 NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" "itinerary_status" DEFAULT 'requested' NOT NULL,
	"price_cents" integer,
	"charge_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "itinerary_items_target_check" CHECK (("itinerary_items"."kind" = 'experience' and "itinerary_items"."experience_id" is not null and "itinerary_items"."luxury_service_id" is null)
        or ("itinerary_items"."kind" = 'service' and "itinerary_items"."luxury_service_id" is not null and "itinerary_items"."experience_id" is null))
);
--> statement-breakpoint
CREATE TABLE "travelers" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"age_group" "age_group" DEFAULT 'adult' NOT NULL,
	"is_lead" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grocery_items" ADD CONSTRAINT "grocery_items_category_id_grocery_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."grocery_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_order_lines" ADD CONSTRAINT "grocery_order_lines_order_id_grocery_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."grocery_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_order_lines" ADD CONSTRAINT "grocery_order_lines_item_id_grocery_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."grocery_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_orders" ADD CONSTRAINT "grocery_orders_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grocery_orders" ADD CONSTRAINT "grocery_orders_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_luxury_service_id_luxury_services_id_fk" FOREIGN KEY ("luxury_service_id") REFERENCES "public"."luxury_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_items" ADD CONSTRAINT "itinerary_items_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travelers" ADD CONSTRAINT "travelers_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grocery_items_category_idx" ON "grocery_items" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grocery_order_lines_item_idx" ON "grocery_order_lines" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE INDEX "itinerary_items_reservation_idx" ON "itinerary_items" USING btree ("reservation_id","date");--> statement-breakpoint
CREATE INDEX "travelers_reservation_idx" ON "travelers" USING btree ("reservation_id");