CREATE TABLE "duplicate_candidates" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"original_id" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"score" integer NOT NULL,
	"photo_distance" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_candidates_pair" UNIQUE("property_id","original_id")
);
--> statement-breakpoint
ALTER TABLE "duplicate_candidates" ADD CONSTRAINT "duplicate_candidates_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_candidates" ADD CONSTRAINT "duplicate_candidates_original_id_properties_id_fk" FOREIGN KEY ("original_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_candidates" ADD CONSTRAINT "duplicate_candidates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_candidates_status" ON "duplicate_candidates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "duplicate_candidates_original_id_index" ON "duplicate_candidates" USING btree ("original_id");--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "duplicate_of_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_duplicate_of_id_properties_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;
