CREATE TABLE "ical_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"channel" text DEFAULT 'other' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"event_count" integer DEFAULT 0 NOT NULL,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "owner_expenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"incurred_on" date NOT NULL,
	"description" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"receipt_path" text,
	"receipt_name" text,
	"receipt_mime" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_expenses_amount_check" CHECK ("owner_expenses"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "owner_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"property_id" integer,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"reference" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_payouts_amount_check" CHECK ("owner_payouts"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "owner_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"month" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by_user_id" integer,
	"figures" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "owner_statements_month_check" CHECK ("owner_statements"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "property_guest_info" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"arrival_en" text DEFAULT '' NOT NULL,
	"arrival_es" text DEFAULT '' NOT NULL,
	"wifi_name" text DEFAULT '' NOT NULL,
	"wifi_password" text DEFAULT '' NOT NULL,
	"door_code" text DEFAULT '' NOT NULL,
	"house_manual_en" text DEFAULT '' NOT NULL,
	"house_manual_es" text DEFAULT '' NOT NULL,
	"emergency_contacts_en" text DEFAULT '' NOT NULL,
	"emergency_contacts_es" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer
);
--> statement-breakpoint
CREATE TABLE "property_managers" (
	"property_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_managers_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD COLUMN "feed_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bed_layout" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ical_export_token" text;--> statement-breakpoint
ALTER TABLE "seasonal_rates" ADD COLUMN "min_nights" integer;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_guest_info" ADD CONSTRAINT "property_guest_info_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_guest_info" ADD CONSTRAINT "property_guest_info_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_managers" ADD CONSTRAINT "property_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ical_feeds_property_idx" ON "ical_feeds" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "owner_expenses_property_idx" ON "owner_expenses" USING btree ("property_id","incurred_on");--> statement-breakpoint
CREATE INDEX "owner_payouts_owner_idx" ON "owner_payouts" USING btree ("owner_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "owner_statements_owner_month_idx" ON "owner_statements" USING btree ("owner_id","month");--> statement-breakpoint
CREATE INDEX "property_managers_user_idx" ON "property_managers" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_feed_id_ical_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_blocks_feed_uid_idx" ON "calendar_blocks" USING btree ("feed_id","external_uid");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_ical_export_token_unique" UNIQUE("ical_export_token");--> statement-breakpoint
-- Seasonal rates of one villa never overlap (issue 15): PostgreSQL refuses it for every writer.
ALTER TABLE "seasonal_rates" ADD CONSTRAINT "seasonal_rates_end_after_start" CHECK ("end_date" > "start_date");
--> statement-breakpoint
ALTER TABLE "seasonal_rates" ADD CONSTRAINT "seasonal_rates_no_overlap" EXCLUDE USING gist ("property_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&);
--> statement-breakpoint
ALTER TABLE "seasonal_rates" ADD CONSTRAINT "seasonal_rates_min_nights_check" CHECK ("min_nights" IS NULL OR "min_nights" > 0);
