CREATE TABLE "property_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price" bigint,
	"new_price" bigint,
	"old_status" text,
	"new_status" text,
	"is_public" boolean NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_changes" ADD CONSTRAINT "property_changes_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_changes_property" ON "property_changes" USING btree ("property_id","id");--> statement-breakpoint
CREATE TABLE "job_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alert_email" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- A listing's price, status and publicness changes are written here whatever door changed
-- them (the owner's form and API, an admin's edit or decision, the expiry sweep, a script):
-- one row per changed value, with whether the listing is public after the change (is_public
-- is set by the BEFORE trigger properties_map_flag, so an approval, which sets only
-- request_status, is seen here). A 'public' row keeps the price before and after. The WHEN
-- clause keeps updates that change none of them (views, likes, counts) free of the trigger.
CREATE OR REPLACE FUNCTION properties_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.price IS DISTINCT FROM old.price THEN
    INSERT INTO property_changes (property_id, kind, old_price, new_price, is_public)
    VALUES (new.id, 'price', old.price, new.price, new.is_public);
  END IF;
  IF new.status IS DISTINCT FROM old.status THEN
    INSERT INTO property_changes (property_id, kind, old_status, new_status, is_public)
    VALUES (new.id, 'status', old.status, new.status, new.is_public);
  END IF;
  IF new.is_public IS DISTINCT FROM old.is_public THEN
    INSERT INTO property_changes (property_id, kind, old_price, new_price, is_public)
    VALUES (new.id, 'public', old.price, new.price, new.is_public);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_changes AFTER UPDATE ON properties
  FOR EACH ROW WHEN (old.price IS DISTINCT FROM new.price OR old.status IS DISTINCT FROM new.status OR old.is_public IS DISTINCT FROM new.is_public)
  EXECUTE FUNCTION properties_changes();
--> statement-breakpoint
CREATE TABLE "ward_price_bands" (
	"ward_code" text NOT NULL,
	"category_id" integer NOT NULL,
	"property_type" text NOT NULL,
	"median_per_m2" bigint NOT NULL,
	"p25_per_m2" bigint NOT NULL,
	"p75_per_m2" bigint NOT NULL,
	"sample_size" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ward_price_bands_ward_code_category_id_property_type_pk" PRIMARY KEY("ward_code","category_id","property_type")
);
