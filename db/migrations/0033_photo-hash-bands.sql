CREATE INDEX "properties_photo_band_0" ON "properties" USING btree ((('x' || substr("title_image"->>'hash', 1, 4))::bit(16)::int)) WHERE "title_image" ? 'hash';--> statement-breakpoint
CREATE INDEX "properties_photo_band_1" ON "properties" USING btree ((('x' || substr("title_image"->>'hash', 5, 4))::bit(16)::int)) WHERE "title_image" ? 'hash';--> statement-breakpoint
CREATE INDEX "properties_photo_band_2" ON "properties" USING btree ((('x' || substr("title_image"->>'hash', 9, 4))::bit(16)::int)) WHERE "title_image" ? 'hash';--> statement-breakpoint
CREATE INDEX "properties_photo_band_3" ON "properties" USING btree ((('x' || substr("title_image"->>'hash', 13, 4))::bit(16)::int)) WHERE "title_image" ? 'hash';--> statement-breakpoint
CREATE INDEX "property_images_photo_band_0" ON "property_images" USING btree ((('x' || substr("image"->>'hash', 1, 4))::bit(16)::int)) WHERE "image" ? 'hash';--> statement-breakpoint
CREATE INDEX "property_images_photo_band_1" ON "property_images" USING btree ((('x' || substr("image"->>'hash', 5, 4))::bit(16)::int)) WHERE "image" ? 'hash';--> statement-breakpoint
CREATE INDEX "property_images_photo_band_2" ON "property_images" USING btree ((('x' || substr("image"->>'hash', 9, 4))::bit(16)::int)) WHERE "image" ? 'hash';--> statement-breakpoint
CREATE INDEX "property_images_photo_band_3" ON "property_images" USING btree ((('x' || substr("image"->>'hash', 13, 4))::bit(16)::int)) WHERE "image" ? 'hash';
