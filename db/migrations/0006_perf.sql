CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_price";--> statement-breakpoint
DROP INDEX "properties_category_type_recent";--> statement-breakpoint
DROP INDEX "properties_type_recent";--> statement-breakpoint
DROP INDEX "properties_views";--> statement-breakpoint
DROP INDEX "properties_likes";--> statement-breakpoint
DROP INDEX "properties_featured";--> statement-breakpoint
DROP INDEX "properties_earth";--> statement-breakpoint
DROP INDEX "properties_point";--> statement-breakpoint
ALTER TABLE "properties" drop column "search_text";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(title || ' ' || ward_name || ' ' || address || ' ' || city))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_search_trgm" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, immutable_unaccent(lower(title || ' ' || ward_name || ' ' || address || ' ' || city))), 'A') || setweight(to_tsvector('simple'::regconfig, immutable_unaccent(lower(description))), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_pub_newest" ON "properties" USING btree ("created_at","id") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_category_newest" ON "properties" USING btree ("category_id","property_type","created_at","id") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_type_newest" ON "properties" USING btree ("property_type","created_at","id") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_ward_newest" ON "properties" USING btree ("ward_code","created_at","id") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_price" ON "properties" USING btree ("price","id") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_views" ON "properties" USING btree ("total_views","id") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_likes" ON "properties" USING btree ("total_likes","id") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_featured" ON "properties" USING btree ("featured_until") WHERE request_status = 'approved' and status = 'active' and featured_until is not null;--> statement-breakpoint
CREATE INDEX "properties_pub_premium_newest" ON "properties" USING btree ("created_at","id") WHERE request_status = 'approved' and status = 'active' and is_premium;--> statement-breakpoint
CREATE INDEX "properties_pub_search_document" ON "properties" USING gin ("search_document") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_earth" ON "properties" USING gist (ll_to_earth("latitude", "longitude")) WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_point" ON "properties" USING gist (point("longitude", "latitude")) WHERE request_status = 'approved' and status = 'active';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION properties_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT t FROM unnest(tsvector_to_array(NEW.search_document)) AS t
  WHERE t ~ '^[a-z]{2,}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER properties_search_terms AFTER INSERT OR UPDATE OF title, description, address, ward_name, city ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_search_terms();--> statement-breakpoint
INSERT INTO search_terms (term)
  SELECT DISTINCT t FROM properties, unnest(tsvector_to_array(search_document)) AS t
  WHERE t ~ '^[a-z]{2,}$'
  ON CONFLICT DO NOTHING;
