CREATE TABLE "category_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_distance_counts" (
	"facility_id" integer NOT NULL,
	"distance" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "facility_distance_counts_facility_id_distance_pk" PRIMARY KEY("facility_id","distance")
);
--> statement-breakpoint
CREATE TABLE "ward_counts" (
	"ward_code" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"located" integer NOT NULL,
	"sum_lat" numeric NOT NULL,
	"sum_lng" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Counts of public listings per category, ward and facility distance, kept by triggers so
-- that no page counts the listings while answering. Valid on PostgreSQL 15 and PGlite.
--
-- properties.is_public: approved, active, unexpired; on_map adds "with a point". One BEFORE
-- ROW trigger sets both whenever one of their inputs is written; the expiry sweep
-- (sweep-map-expiry.server.ts) rewrites on_map of the listings whose time ran out.
CREATE OR REPLACE FUNCTION properties_map_flag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.is_public := coalesce(NEW.request_status = 'approved' AND NEW.status = 'active'
    AND (NEW.expires_at IS NULL OR NEW.expires_at > now()), false);
  NEW.on_map := NEW.is_public AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER properties_map_flag ON properties;--> statement-breakpoint
-- The listings already public, or still counted on the map, are marked once with no trigger
-- reading the write; the next sweep takes out those whose time ran out.
ALTER TABLE properties DISABLE TRIGGER properties_map_cells_update;--> statement-breakpoint
UPDATE properties SET is_public = true
  WHERE on_map OR (request_status = 'approved' AND status = 'active' AND (expires_at IS NULL OR expires_at > now()));--> statement-breakpoint
ALTER TABLE properties ENABLE TRIGGER properties_map_cells_update;--> statement-breakpoint
CREATE TRIGGER properties_map_flag BEFORE INSERT OR UPDATE OF request_status, status, expires_at, latitude, longitude, on_map, is_public ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_map_flag();--> statement-breakpoint
CREATE INDEX "properties_public_expiry" ON "properties" USING btree ("expires_at") WHERE is_public and expires_at is not null;--> statement-breakpoint
-- category_counts and ward_counts follow each statement on properties: the rows leaving the
-- public (old rows that were counted) subtract, the rows entering add, netted per key and
-- applied in key order so that concurrent statements lock rows in the same order. A listing
-- becoming public or leaving it also adds or subtracts its facility distances.
CREATE OR REPLACE FUNCTION properties_listing_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  side text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    side := 'SELECT category_id, ward_code, latitude, longitude, 1 FROM added WHERE is_public';
  ELSIF TG_OP = 'DELETE' THEN
    side := 'SELECT category_id, ward_code, latitude, longitude, -1 FROM removed WHERE is_public';
  ELSE
    -- Most updates (views, likes, texts) change nothing these counts read.
    IF NOT EXISTS (
      SELECT 1 FROM removed o JOIN added n ON n.id = o.id
      WHERE (o.is_public, o.category_id, o.ward_code, o.latitude, o.longitude)
        IS DISTINCT FROM (n.is_public, n.category_id, n.ward_code, n.latitude, n.longitude)
    ) THEN
      RETURN NULL;
    END IF;
    side := 'SELECT o.category_id, o.ward_code, o.latitude, o.longitude, -1 FROM removed o JOIN added n ON n.id = o.id
        WHERE o.is_public AND (o.is_public, o.category_id, o.ward_code, o.latitude, o.longitude)
          IS DISTINCT FROM (n.is_public, n.category_id, n.ward_code, n.latitude, n.longitude)
      UNION ALL
      SELECT n.category_id, n.ward_code, n.latitude, n.longitude, 1 FROM removed o JOIN added n ON n.id = o.id
        WHERE n.is_public AND (o.is_public, o.category_id, o.ward_code, o.latitude, o.longitude)
          IS DISTINCT FROM (n.is_public, n.category_id, n.ward_code, n.latitude, n.longitude)';
    INSERT INTO facility_distance_counts AS m (facility_id, distance, count)
    SELECT pf.facility_id, pf.distance, sum(CASE WHEN n.is_public THEN 1 ELSE -1 END)::int
    FROM removed o JOIN added n ON n.id = o.id JOIN property_facilities pf ON pf.property_id = n.id
    WHERE o.is_public IS DISTINCT FROM n.is_public
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (facility_id, distance) DO UPDATE SET count = m.count + excluded.count;
  END IF;
  EXECUTE format($sql$
    WITH side (category_id, ward_code, latitude, longitude, sign) AS (%s),
    by_category AS (
      INSERT INTO category_counts AS m (category_id, count)
      SELECT category_id, sum(sign)::int FROM side GROUP BY 1 ORDER BY 1
      ON CONFLICT (category_id) DO UPDATE SET count = m.count + excluded.count
    )
    INSERT INTO ward_counts AS m (ward_code, count, located, sum_lat, sum_lng)
    SELECT ward_code, sum(sign)::int,
      coalesce(sum(sign) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL), 0)::int,
      coalesce(sum(sign * latitude::numeric) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL), 0),
      coalesce(sum(sign * longitude::numeric) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL), 0)
    FROM side WHERE ward_code IS NOT NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (ward_code) DO UPDATE SET
      count = m.count + excluded.count,
      located = m.located + excluded.located,
      sum_lat = CASE WHEN m.located + excluded.located > 0 THEN m.sum_lat + excluded.sum_lat ELSE 0 END,
      sum_lng = CASE WHEN m.located + excluded.located > 0 THEN m.sum_lng + excluded.sum_lng ELSE 0 END
  $sql$, side);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_listing_counts_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION properties_listing_counts();--> statement-breakpoint
CREATE TRIGGER properties_listing_counts_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION properties_listing_counts();--> statement-breakpoint
CREATE TRIGGER properties_listing_counts_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION properties_listing_counts();--> statement-breakpoint
-- A deleted listing's facility rows go by cascade after it, when the listing (and whether it
-- was counted) can no longer be read: its distances are subtracted before it goes.
CREATE OR REPLACE FUNCTION properties_facility_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.is_public THEN
    UPDATE facility_distance_counts m SET count = m.count - d.n
    FROM (SELECT facility_id, distance, count(*)::int AS n FROM property_facilities WHERE property_id = OLD.id GROUP BY 1, 2 ORDER BY 1, 2) d
    WHERE m.facility_id = d.facility_id AND m.distance = d.distance;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_facility_counts_delete BEFORE DELETE ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_facility_counts_delete();--> statement-breakpoint
-- facility_distance_counts follows each statement on property_facilities whose listing is public.
CREATE OR REPLACE FUNCTION property_facilities_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  side text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    side := 'SELECT a.facility_id, a.distance, 1 FROM added a JOIN properties p ON p.id = a.property_id WHERE p.is_public';
  ELSIF TG_OP = 'DELETE' THEN
    side := 'SELECT r.facility_id, r.distance, -1 FROM removed r JOIN properties p ON p.id = r.property_id WHERE p.is_public';
  ELSE
    side := 'SELECT r.facility_id, r.distance, -1 FROM removed r JOIN properties p ON p.id = r.property_id WHERE p.is_public
      UNION ALL
      SELECT a.facility_id, a.distance, 1 FROM added a JOIN properties p ON p.id = a.property_id WHERE p.is_public';
  END IF;
  EXECUTE format($sql$
    WITH side (facility_id, distance, sign) AS (%s)
    INSERT INTO facility_distance_counts AS m (facility_id, distance, count)
    SELECT facility_id, distance, sum(sign)::int FROM side GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (facility_id, distance) DO UPDATE SET count = m.count + excluded.count
  $sql$, side);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER property_facilities_counts_insert AFTER INSERT ON property_facilities REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION property_facilities_counts();--> statement-breakpoint
CREATE TRIGGER property_facilities_counts_update AFTER UPDATE ON property_facilities REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION property_facilities_counts();--> statement-breakpoint
CREATE TRIGGER property_facilities_counts_delete AFTER DELETE ON property_facilities REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION property_facilities_counts();--> statement-breakpoint
-- Recomputes the three count tables from the listings' flags in one pass (bulk loads, repairs).
CREATE OR REPLACE FUNCTION listing_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE category_counts, ward_counts, facility_distance_counts IN EXCLUSIVE MODE;
  DELETE FROM category_counts;
  DELETE FROM ward_counts;
  DELETE FROM facility_distance_counts;
  INSERT INTO category_counts (category_id, count)
  SELECT category_id, count(*)::int FROM properties WHERE is_public GROUP BY 1;
  INSERT INTO ward_counts (ward_code, count, located, sum_lat, sum_lng)
  SELECT ward_code, count(*)::int,
    count(*) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL)::int,
    coalesce(sum(latitude::numeric) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL), 0),
    coalesce(sum(longitude::numeric) FILTER (WHERE latitude IS NOT NULL AND longitude IS NOT NULL), 0)
  FROM properties WHERE is_public AND ward_code IS NOT NULL GROUP BY 1;
  INSERT INTO facility_distance_counts (facility_id, distance, count)
  SELECT pf.facility_id, pf.distance, count(*)::int
  FROM property_facilities pf JOIN properties p ON p.id = pf.property_id WHERE p.is_public GROUP BY 1, 2;
END $$;--> statement-breakpoint
SELECT listing_counts_rebuild();
--> statement-breakpoint
CREATE INDEX "properties_pub_similar" ON "properties" USING btree ("category_id","property_type","ward_code","price") WHERE request_status = 'approved' and status = 'active';
