CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text DEFAULT 'instant' NOT NULL,
	"by_email" boolean DEFAULT true NOT NULL,
	"by_push" boolean DEFAULT false NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_user" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"saved_search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_alerts_saved_search_id_property_id_kind_pk" PRIMARY KEY("saved_search_id","property_id","kind")
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_waiting" ON "saved_search_alerts" USING btree ("saved_search_id") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_property" ON "saved_search_alerts" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
