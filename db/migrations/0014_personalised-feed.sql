CREATE TABLE "personalised_interests" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"category_ids" integer[] DEFAULT '{}' NOT NULL,
	"facility_ids" integer[] DEFAULT '{}' NOT NULL,
	"min_price" bigint,
	"max_price" bigint,
	"property_type" text,
	"city" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"last_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_views_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "personalised_interests" ADD CONSTRAINT "personalised_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_views_property_id_index" ON "property_views" USING btree ("property_id");
--> statement-breakpoint
CREATE TABLE "notification_sends" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"audience" text NOT NULL,
	"user_ids" integer[] DEFAULT '{}' NOT NULL,
	"property_id" integer,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text,
	"image" jsonb,
	"recipients" integer DEFAULT 0 NOT NULL,
	"push_state" text DEFAULT 'pending' NOT NULL,
	"pushed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "image" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "send_id" integer;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_sends" ADD CONSTRAINT "notification_sends_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_sends_created_at_index" ON "notification_sends" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_send_id_notification_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."notification_sends"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_send_id_index" ON "notifications" USING btree ("send_id");
