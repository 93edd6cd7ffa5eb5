CREATE TABLE "property_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"old_price" bigint,
	"new_price" bigint,
	"old_status" text,
	"new_status" text,
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
-- A listing's price and status changes are written here whatever door changed them (the
-- owner's form and API, an admin's edit, a script): one row per changed value. The WHEN
-- clause keeps updates that change neither (views, likes, counts) free of the trigger.
CREATE OR REPLACE FUNCTION properties_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.price IS DISTINCT FROM old.price THEN
    INSERT INTO property_changes (property_id, kind, old_price, new_price) VALUES (new.id, 'price', old.price, new.price);
  END IF;
  IF new.status IS DISTINCT FROM old.status THEN
    INSERT INTO property_changes (property_id, kind, old_status, new_status) VALUES (new.id, 'status', old.status, new.status);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_changes AFTER UPDATE OF price, status ON properties
  FOR EACH ROW WHEN (old.price IS DISTINCT FROM new.price OR old.status IS DISTINCT FROM new.status)
  EXECUTE FUNCTION properties_changes();
