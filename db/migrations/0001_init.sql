CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" integer NOT NULL,
	"impersonated_by" integer,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false NOT NULL,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"phone_number" text,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"logintype" text DEFAULT 'email' NOT NULL,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"about_me" text,
	"facebook_id" text,
	"twiiter_id" text,
	"instagram_id" text,
	"youtube_id" text,
	"notification" boolean DEFAULT true NOT NULL,
	"city" text,
	"state" text,
	"country" text,
	"language" text,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_phoneNumber_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"slug_id" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slugId_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "category_parameters" (
	"category_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "category_parameters_category_id_parameter_id_pk" PRIMARY KEY("category_id","parameter_id")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"type_of_parameter" text NOT NULL,
	"type_values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit" text,
	"image" text DEFAULT '' NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "parameters_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "provinces" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "provinces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wards" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"province_code" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_in_english" text NOT NULL,
	"is_rtl" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" bigint NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"slug_id" text NOT NULL,
	"category_id" integer NOT NULL,
	"property_type" text NOT NULL,
	"price" bigint NOT NULL,
	"rentduration" text,
	"area" numeric,
	"address" text DEFAULT '' NOT NULL,
	"client_address" text,
	"ward_code" text,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'Việt Nam' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"title_image" jsonb,
	"three_d_image" jsonb,
	"video_link" text,
	"meta_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"meta_image" jsonb,
	"is_premium" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"request_status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"featured_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"total_views" integer DEFAULT 0 NOT NULL,
	"total_likes" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower(title || ' ' || address || ' ' || city || ' ' || state))) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_slugId_unique" UNIQUE("slug_id")
);
--> statement-breakpoint
CREATE TABLE "property_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_facilities" (
	"property_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"distance" double precision NOT NULL,
	CONSTRAINT "property_facilities_property_id_facility_id_pk" PRIMARY KEY("property_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"image" jsonb NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_parameters" (
	"property_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "property_parameters_property_id_parameter_id_pk" PRIMARY KEY("property_id","parameter_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_parameters" ADD CONSTRAINT "category_parameters_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_parameters" ADD CONSTRAINT "category_parameters_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wards" ADD CONSTRAINT "wards_province_code_provinces_code_fk" FOREIGN KEY ("province_code") REFERENCES "public"."provinces"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_ward_code_wards_code_fk" FOREIGN KEY ("ward_code") REFERENCES "public"."wards"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facilities" ADD CONSTRAINT "property_facilities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_facilities" ADD CONSTRAINT "property_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_parameters" ADD CONSTRAINT "property_parameters_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_parameters" ADD CONSTRAINT "property_parameters_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_index" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_role_index" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "verifications_identifier_index" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "categories_name_trgm" ON "categories" USING gin (immutable_unaccent(lower("name")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "wards_province_code_index" ON "wards" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "wards_province_code_slug_index" ON "wards" USING btree ("province_code","slug");--> statement-breakpoint
CREATE INDEX "properties_user_id_index" ON "properties" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "properties_category_id_index" ON "properties" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "properties_ward_code_index" ON "properties" USING btree ("ward_code");--> statement-breakpoint
CREATE INDEX "properties_public_recent" ON "properties" USING btree ("request_status","status","created_at");--> statement-breakpoint
CREATE INDEX "properties_price" ON "properties" USING btree ("price");--> statement-breakpoint
CREATE INDEX "properties_search_trgm" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_earth" ON "properties" USING gist (ll_to_earth("latitude", "longitude"));--> statement-breakpoint
CREATE INDEX "property_documents_property_id_index" ON "property_documents" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "property_facilities_facility_id_index" ON "property_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "property_images_property_id_sequence_index" ON "property_images" USING btree ("property_id","sequence");--> statement-breakpoint
CREATE INDEX "property_parameters_parameter_id_index" ON "property_parameters" USING btree ("parameter_id");