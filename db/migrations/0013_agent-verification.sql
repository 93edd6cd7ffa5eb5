CREATE TABLE "verification_form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"label_vi" text NOT NULL,
	"label_en" text NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"property_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"verified_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The listing gate and the agent badge read one state: "verified" (formerly "success"), set for every account that held the badge.
UPDATE "users" SET "verification_status" = 'verified' WHERE "verification_status" = 'success' OR "is_verified_agent";--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "is_verified_agent" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" drop column "is_verified_agent";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_verified_agent" boolean GENERATED ALWAYS AS (verification_status = 'verified') STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_form_fields_is_active_sort_order_index" ON "verification_form_fields" USING btree ("is_active","sort_order");--> statement-breakpoint
CREATE INDEX "verification_requests_kind_status_created_at_index" ON "verification_requests" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "verification_requests_user_id_index" ON "verification_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_requests_listing_badge" ON "verification_requests" USING btree ("property_id","verified_until") WHERE kind = 'listing' and status = 'verified';--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_open_agent" ON "verification_requests" USING btree ("user_id") WHERE kind = 'agent' and status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_open_listing" ON "verification_requests" USING btree ("property_id") WHERE kind = 'listing' and status = 'pending';
