DROP INDEX "properties_pub_category_newest";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "facility_distances" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Each listing's facility distances by facility id ({"4": 1.5}), kept from property_facilities
-- by statement triggers: the listings a statement touched are written once, from their rows as
-- the statement left them. Valid on PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION property_facility_distances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    touched := 'SELECT property_id FROM added';
  ELSIF TG_OP = 'DELETE' THEN
    touched := 'SELECT property_id FROM removed';
  ELSE
    touched := 'SELECT property_id FROM removed UNION SELECT property_id FROM added';
  END IF;
  EXECUTE format($sql$
    UPDATE properties p SET facility_distances = coalesce(
      (SELECT jsonb_object_agg(f.facility_id::text, f.distance) FROM property_facilities f WHERE f.property_id = p.id), '{}'::jsonb)
    WHERE p.id IN (%s)
  $sql$, touched);
  RETURN NULL;
END $$;--> statement-breakpoint
-- Every listing's copy written from property_facilities at once: below, and after a bulk load
-- that ran with the triggers off (scripts/generate-bulk.ts).
CREATE OR REPLACE FUNCTION facility_distances_rebuild() RETURNS void LANGUAGE sql AS $$
  UPDATE properties p SET facility_distances = f.distances
  FROM (SELECT property_id, jsonb_object_agg(facility_id::text, distance) AS distances FROM property_facilities GROUP BY property_id) f
  WHERE f.property_id = p.id AND p.facility_distances IS DISTINCT FROM f.distances
$$;--> statement-breakpoint
CREATE TRIGGER property_facility_distances_insert AFTER INSERT ON property_facilities REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION property_facility_distances();--> statement-breakpoint
CREATE TRIGGER property_facility_distances_update AFTER UPDATE ON property_facilities REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION property_facility_distances();--> statement-breakpoint
CREATE TRIGGER property_facility_distances_delete AFTER DELETE ON property_facilities REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION property_facility_distances();--> statement-breakpoint
-- The listings' copies written once, with the statement triggers that net each update of
-- properties (map cells, listing and owner counts) off: this write changes nothing they count,
-- and their transition tables of every listing took minutes at a million listings.
ALTER TABLE properties DISABLE TRIGGER properties_map_cells_update;--> statement-breakpoint
ALTER TABLE properties DISABLE TRIGGER properties_listing_counts_update;--> statement-breakpoint
ALTER TABLE properties DISABLE TRIGGER properties_owner_counts_update;--> statement-breakpoint
SELECT facility_distances_rebuild();--> statement-breakpoint
ALTER TABLE properties ENABLE TRIGGER properties_map_cells_update;--> statement-breakpoint
ALTER TABLE properties ENABLE TRIGGER properties_listing_counts_update;--> statement-breakpoint
ALTER TABLE properties ENABLE TRIGGER properties_owner_counts_update;--> statement-breakpoint
CREATE INDEX "properties_pub_category_newest" ON "properties" USING btree ("category_id","property_type","created_at","id","expires_at","price","area","bedrooms","bathrooms","direction","legal_status","furnishing","facility_distances") WHERE request_status = 'approved' and status = 'active';
