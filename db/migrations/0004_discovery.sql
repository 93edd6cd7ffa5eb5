CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"slug_id" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "article_categories_slugId_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"slug_id" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"image" jsonb,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"is_promoted" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"total_views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slugId_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"image" jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"document" text NOT NULL,
	"image" jsonb,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"slug_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"type" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"ward_code" text,
	"ward_name" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Việt Nam' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"image" jsonb,
	"video_link" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"meta_image" jsonb,
	"status" text DEFAULT 'active' NOT NULL,
	"request_status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"featured_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"total_views" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(title || ' ' || ward_name || ' ' || location || ' ' || city))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_slugId_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_verified_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "ward_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bedrooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bathrooms" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "direction" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "legal_status" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "furnishing" text;--> statement-breakpoint
ALTER TABLE "properties" drop column "search_text";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(title || ' ' || ward_name || ' ' || address || ' ' || city || ' ' || left(description, 400)))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_search_trgm" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_article_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."article_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_images" ADD CONSTRAINT "project_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_plans" ADD CONSTRAINT "project_plans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_ward_code_wards_code_fk" FOREIGN KEY ("ward_code") REFERENCES "public"."wards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_property_id_index" ON "favourites" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "articles_category_id_index" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_is_published_published_at_index" ON "articles" USING btree ("is_published","published_at");--> statement-breakpoint
CREATE INDEX "project_documents_project_id_index" ON "project_documents" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "project_images_project_id_sequence_index" ON "project_images" USING btree ("project_id","sequence");--> statement-breakpoint
CREATE INDEX "project_plans_project_id_index" ON "project_plans" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "projects_user_id_index" ON "projects" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "projects_category_id_index" ON "projects" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "projects_public_recent" ON "projects" USING btree ("request_status","status","created_at");--> statement-breakpoint
CREATE INDEX "projects_search_trgm" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_earth" ON "projects" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "properties_area" ON "properties" USING btree ("area");--> statement-breakpoint
CREATE INDEX "properties_category_type_recent" ON "properties" USING btree ("category_id","property_type","created_at");--> statement-breakpoint
CREATE INDEX "properties_type_recent" ON "properties" USING btree ("property_type","created_at");--> statement-breakpoint
CREATE INDEX "properties_bedrooms" ON "properties" USING btree ("bedrooms");--> statement-breakpoint
CREATE INDEX "properties_views" ON "properties" USING btree ("total_views");--> statement-breakpoint
CREATE INDEX "properties_likes" ON "properties" USING btree ("total_likes");--> statement-breakpoint
CREATE INDEX "properties_featured" ON "properties" USING btree ("featured_until");--> statement-breakpoint
CREATE INDEX "properties_point" ON "properties" USING gist (point("longitude", "latitude"));