ALTER TABLE "properties" ADD COLUMN "photo_hash" bit(64) GENERATED ALWAYS AS (case when title_image->>'hash' ~ '^[0-9a-f]{16}$' then ('x' || (title_image->>'hash'))::bit(64) end) STORED;--> statement-breakpoint
ALTER TABLE "property_images" ADD COLUMN "photo_hash" bit(64) GENERATED ALWAYS AS (case when image->>'hash' ~ '^[0-9a-f]{16}$' then ('x' || (image->>'hash'))::bit(64) end) STORED;--> statement-breakpoint
CREATE INDEX "properties_photo_band_0" ON "properties" USING btree (((("photo_hash"::bigint >> 48) & 65535)::int),"photo_hash","id");--> statement-breakpoint
CREATE INDEX "properties_photo_band_1" ON "properties" USING btree (((("photo_hash"::bigint >> 32) & 65535)::int),"photo_hash","id");--> statement-breakpoint
CREATE INDEX "properties_photo_band_2" ON "properties" USING btree (((("photo_hash"::bigint >> 16) & 65535)::int),"photo_hash","id");--> statement-breakpoint
CREATE INDEX "properties_photo_band_3" ON "properties" USING btree (((("photo_hash"::bigint >> 0) & 65535)::int),"photo_hash","id");--> statement-breakpoint
CREATE INDEX "property_images_photo_band_0" ON "property_images" USING btree (((("photo_hash"::bigint >> 48) & 65535)::int),"photo_hash","property_id");--> statement-breakpoint
CREATE INDEX "property_images_photo_band_1" ON "property_images" USING btree (((("photo_hash"::bigint >> 32) & 65535)::int),"photo_hash","property_id");--> statement-breakpoint
CREATE INDEX "property_images_photo_band_2" ON "property_images" USING btree (((("photo_hash"::bigint >> 16) & 65535)::int),"photo_hash","property_id");--> statement-breakpoint
CREATE INDEX "property_images_photo_band_3" ON "property_images" USING btree (((("photo_hash"::bigint >> 0) & 65535)::int),"photo_hash","property_id");
