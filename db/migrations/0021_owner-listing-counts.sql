CREATE TABLE "owner_listing_counts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
-- owner_listing_counts follows each statement on properties as category_counts does
-- (0015_listing-counts.sql): rows leaving the public subtract from their owner, rows entering
-- add, netted per owner and applied in owner order; the site's own listings (no owner) are not
-- counted. Valid on PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION properties_owner_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  side text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    side := 'SELECT user_id, 1 FROM added WHERE is_public';
  ELSIF TG_OP = 'DELETE' THEN
    side := 'SELECT user_id, -1 FROM removed WHERE is_public';
  ELSE
    IF NOT EXISTS (
      SELECT 1 FROM removed o JOIN added n ON n.id = o.id
      WHERE (o.is_public, o.user_id) IS DISTINCT FROM (n.is_public, n.user_id)
    ) THEN
      RETURN NULL;
    END IF;
    side := 'SELECT o.user_id, -1 FROM removed o JOIN added n ON n.id = o.id
        WHERE o.is_public AND (o.is_public, o.user_id) IS DISTINCT FROM (n.is_public, n.user_id)
      UNION ALL
      SELECT n.user_id, 1 FROM removed o JOIN added n ON n.id = o.id
        WHERE n.is_public AND (o.is_public, o.user_id) IS DISTINCT FROM (n.is_public, n.user_id)';
  END IF;
  EXECUTE format($sql$
    WITH side (user_id, sign) AS (%s)
    INSERT INTO owner_listing_counts AS m (user_id, count)
    SELECT user_id, sum(sign)::int FROM side WHERE user_id IS NOT NULL GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET count = m.count + excluded.count
  $sql$, side);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_owner_counts_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION properties_owner_counts();--> statement-breakpoint
CREATE TRIGGER properties_owner_counts_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION properties_owner_counts();--> statement-breakpoint
CREATE TRIGGER properties_owner_counts_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION properties_owner_counts();--> statement-breakpoint
-- The rebuild (bulk loads, repairs) recomputes the owners' counts with the others.
CREATE OR REPLACE FUNCTION listing_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE category_counts, ward_counts, facility_distance_counts, owner_listing_counts IN EXCLUSIVE MODE;
  DELETE FROM category_counts;
  DELETE FROM ward_counts;
  DELETE FROM facility_distance_counts;
  DELETE FROM owner_listing_counts;
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
  INSERT INTO owner_listing_counts (user_id, count)
  SELECT user_id, count(*)::int FROM properties WHERE is_public AND user_id IS NOT NULL GROUP BY 1;
END $$;--> statement-breakpoint
INSERT INTO owner_listing_counts (user_id, count)
SELECT user_id, count(*)::int FROM properties WHERE is_public AND user_id IS NOT NULL GROUP BY 1;
