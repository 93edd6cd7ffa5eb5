ALTER TABLE "users" ADD COLUMN "ward_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ward_code_wards_code_fk" FOREIGN KEY ("ward_code") REFERENCES "public"."wards"("code") ON DELETE set null ON UPDATE no action;
