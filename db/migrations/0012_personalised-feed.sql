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