DROP INDEX IF EXISTS "properties_bedrooms";--> statement-breakpoint
CREATE INDEX "properties_pub_ward_category" ON "properties" USING btree ("ward_code","category_id","created_at","id","expires_at") WHERE request_status = 'approved' and status = 'active';
