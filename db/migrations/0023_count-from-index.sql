DROP INDEX "properties_pub_newest";--> statement-breakpoint
DROP INDEX "properties_pub_category_newest";--> statement-breakpoint
DROP INDEX "properties_pub_type_newest";--> statement-breakpoint
DROP INDEX "properties_pub_ward_newest";--> statement-breakpoint
DROP INDEX "properties_pub_category_price";--> statement-breakpoint
DROP INDEX "properties_pub_featured";--> statement-breakpoint
CREATE INDEX "properties_pub_ward_featured" ON "properties" USING btree ("ward_code","featured_until","created_at","id","expires_at") WHERE request_status = 'approved' and status = 'active' and featured_until is not null;--> statement-breakpoint
CREATE INDEX "properties_pub_category_featured" ON "properties" USING btree ("category_id","property_type","featured_until","created_at","id","expires_at","price") WHERE request_status = 'approved' and status = 'active' and featured_until is not null;--> statement-breakpoint
CREATE INDEX "properties_pub_newest" ON "properties" USING btree ("created_at","id","expires_at") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_category_newest" ON "properties" USING btree ("category_id","property_type","created_at","id","expires_at","price") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_type_newest" ON "properties" USING btree ("property_type","created_at","id","expires_at") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_ward_newest" ON "properties" USING btree ("ward_code","created_at","id","expires_at") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_category_price" ON "properties" USING btree ("category_id","property_type","price","id" DESC NULLS FIRST,"expires_at") WHERE request_status = 'approved' and status = 'active';--> statement-breakpoint
CREATE INDEX "properties_pub_featured" ON "properties" USING btree ("featured_until","created_at","id","expires_at") WHERE request_status = 'approved' and status = 'active' and featured_until is not null;