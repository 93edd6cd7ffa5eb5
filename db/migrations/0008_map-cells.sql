CREATE TABLE "map_cells" (
	"zoom" smallint NOT NULL,
	"cell_row" integer NOT NULL,
	"cell_col" integer NOT NULL,
	"property_type" text NOT NULL,
	"category_id" integer NOT NULL,
	"count" integer NOT NULL,
	"sum_lat" double precision NOT NULL,
	"sum_lng" double precision NOT NULL,
	"sum_id" bigint NOT NULL,
	"min_lat" double precision,
	"max_lat" double precision,
	"min_lng" double precision,
	"max_lng" double precision,
	CONSTRAINT "map_cells_zoom_cell_row_cell_col_property_type_category_id_pk" PRIMARY KEY("zoom","cell_row","cell_col","property_type","category_id")
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "on_map" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "map_cells_cube" ON "map_cells" USING gist (cube(array["zoom", "cell_row", "cell_col"]::float8[]));--> statement-breakpoint
CREATE INDEX "properties_map_expiry" ON "properties" USING btree ("expires_at") WHERE on_map and expires_at is not null;--> statement-breakpoint
-- Map clusters (docs/decisions/006-map-clusters.md). Appended to the generated migration that
-- creates map_cells and properties.on_map; valid on PostgreSQL 15.
--
-- properties.on_map: whether a listing is counted in map_cells (approved, active, unexpired,
-- with a point). A BEFORE ROW trigger sets it whenever one of its inputs is written.
CREATE OR REPLACE FUNCTION properties_map_flag() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.on_map := coalesce(NEW.request_status = 'approved' AND NEW.status = 'active'
    AND (NEW.expires_at IS NULL OR NEW.expires_at > now())
    AND NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL, false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_map_flag BEFORE INSERT OR UPDATE OF request_status, status, expires_at, latitude, longitude, on_map ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_map_flag();--> statement-breakpoint
-- map_cells follows each statement on properties: the rows leaving the map (old rows that
-- were counted) subtract, the rows entering (new rows counted) add, netted per cell at zoom
-- levels 0–14 (cluster-properties.server.ts: markerZoom − 1) and applied in key order, so
-- concurrent statements lock cells in the same order.
CREATE OR REPLACE FUNCTION properties_map_cells() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  side text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    side := 'SELECT latitude, longitude, property_type, category_id, id, 1 FROM added WHERE on_map';
  ELSIF TG_OP = 'DELETE' THEN
    side := 'SELECT latitude, longitude, property_type, category_id, id, -1 FROM removed WHERE on_map';
  ELSE
    -- Most updates (views, likes, texts) change nothing the map counts.
    IF NOT EXISTS (
      SELECT 1 FROM removed o JOIN added n ON n.id = o.id
      WHERE (o.on_map, o.latitude, o.longitude, o.property_type, o.category_id)
        IS DISTINCT FROM (n.on_map, n.latitude, n.longitude, n.property_type, n.category_id)
    ) THEN
      RETURN NULL;
    END IF;
    side := 'SELECT o.latitude, o.longitude, o.property_type, o.category_id, o.id, -1 FROM removed o JOIN added n ON n.id = o.id
        WHERE o.on_map AND (o.on_map, o.latitude, o.longitude, o.property_type, o.category_id)
          IS DISTINCT FROM (n.on_map, n.latitude, n.longitude, n.property_type, n.category_id)
      UNION ALL
      SELECT n.latitude, n.longitude, n.property_type, n.category_id, n.id, 1 FROM removed o JOIN added n ON n.id = o.id
        WHERE n.on_map AND (o.on_map, o.latitude, o.longitude, o.property_type, o.category_id)
          IS DISTINCT FROM (n.on_map, n.latitude, n.longitude, n.property_type, n.category_id)';
  END IF;
  EXECUTE format($sql$
    WITH side (latitude, longitude, property_type, category_id, id, sign) AS (%s),
    deltas AS (
      SELECT z.zoom,
        floor(s.latitude / (90::float8 / power(2::float8, z.zoom)))::int AS cell_row,
        floor(s.longitude / (90::float8 / power(2::float8, z.zoom)))::int AS cell_col,
        s.property_type, s.category_id,
        sum(s.sign)::int AS count,
        sum(s.sign * s.latitude) AS sum_lat,
        sum(s.sign * s.longitude) AS sum_lng,
        sum(s.sign * s.id::bigint) AS sum_id,
        min(s.latitude) FILTER (WHERE s.sign > 0) AS min_lat,
        max(s.latitude) FILTER (WHERE s.sign > 0) AS max_lat,
        min(s.longitude) FILTER (WHERE s.sign > 0) AS min_lng,
        max(s.longitude) FILTER (WHERE s.sign > 0) AS max_lng
      FROM side s CROSS JOIN generate_series(0, 14) AS z (zoom)
      GROUP BY 1, 2, 3, 4, 5
    )
    INSERT INTO map_cells AS m (zoom, cell_row, cell_col, property_type, category_id, count, sum_lat, sum_lng, sum_id, min_lat, max_lat, min_lng, max_lng)
    SELECT * FROM deltas ORDER BY zoom, cell_row, cell_col, property_type, category_id
    ON CONFLICT (zoom, cell_row, cell_col, property_type, category_id) DO UPDATE SET
      count = m.count + excluded.count,
      sum_lat = CASE WHEN m.count + excluded.count > 0 THEN m.sum_lat + excluded.sum_lat ELSE 0 END,
      sum_lng = CASE WHEN m.count + excluded.count > 0 THEN m.sum_lng + excluded.sum_lng ELSE 0 END,
      sum_id = CASE WHEN m.count + excluded.count > 0 THEN m.sum_id + excluded.sum_id ELSE 0 END,
      min_lat = CASE WHEN m.count + excluded.count > 0 THEN least(m.min_lat, excluded.min_lat) END,
      max_lat = CASE WHEN m.count + excluded.count > 0 THEN greatest(m.max_lat, excluded.max_lat) END,
      min_lng = CASE WHEN m.count + excluded.count > 0 THEN least(m.min_lng, excluded.min_lng) END,
      max_lng = CASE WHEN m.count + excluded.count > 0 THEN greatest(m.max_lng, excluded.max_lng) END
  $sql$, side);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_map_cells_insert AFTER INSERT ON properties REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION properties_map_cells();--> statement-breakpoint
CREATE TRIGGER properties_map_cells_update AFTER UPDATE ON properties REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION properties_map_cells();--> statement-breakpoint
CREATE TRIGGER properties_map_cells_delete AFTER DELETE ON properties REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION properties_map_cells();--> statement-breakpoint
-- Recomputes map_cells from the listings' flags in one pass (bulk loads, repairs); also
-- resets the extents that removals left wide.
CREATE OR REPLACE FUNCTION map_cells_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE map_cells IN EXCLUSIVE MODE;
  DELETE FROM map_cells;
  INSERT INTO map_cells (zoom, cell_row, cell_col, property_type, category_id, count, sum_lat, sum_lng, sum_id, min_lat, max_lat, min_lng, max_lng)
  SELECT z.zoom,
    floor(p.latitude / (90::float8 / power(2::float8, z.zoom)))::int,
    floor(p.longitude / (90::float8 / power(2::float8, z.zoom)))::int,
    p.property_type, p.category_id,
    count(*)::int, sum(p.latitude), sum(p.longitude), sum(p.id::bigint),
    min(p.latitude), max(p.latitude), min(p.longitude), max(p.longitude)
  FROM properties p CROSS JOIN generate_series(0, 14) AS z (zoom)
  WHERE p.on_map
  GROUP BY 1, 2, 3, 4, 5;
END $$;--> statement-breakpoint
-- Listings already in the table enter the map: the flag trigger decides each one, the
-- update trigger aggregates them.
UPDATE properties SET on_map = true;
