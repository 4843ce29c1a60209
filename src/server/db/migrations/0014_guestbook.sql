CREATE TABLE "guestbook_check_ins" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"arrival_time" text DEFAULT '' NOT NULL,
	"flight_number" text DEFAULT '' NOT NULL,
	"airport_transfer" boolean DEFAULT false NOT NULL,
	"transfer_requested_at" timestamp with time zone,
	"special_requests" text DEFAULT '' NOT NULL,
	"id_document_key" text,
	"id_document_type" text,
	"id_document_bytes" integer,
	"id_document_uploaded_at" timestamp with time zone,
	"id_document_deleted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guestbook_open_failures" (
	"confirmation_number" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guestbook_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_id" integer NOT NULL,
	"document_version" text NOT NULL,
	"document_sha256" text NOT NULL,
	"locale" text NOT NULL,
	"typed_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text NOT NULL,
	"pdf_key" text
);
--> statement-breakpoint
ALTER TABLE "guestbook_sessions" ADD COLUMN "not_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guestbook_check_ins" ADD CONSTRAINT "guestbook_check_ins_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guestbook_signatures" ADD CONSTRAINT "guestbook_signatures_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guestbook_signatures_reservation_idx" ON "guestbook_signatures" USING btree ("reservation_id","signed_at");