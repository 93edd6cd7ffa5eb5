ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_file_key" ON "messages" USING btree ((coalesce("file"->'image'->>'key', "file"->>'key'))) WHERE file is not null;--> statement-breakpoint
CREATE INDEX "messages_audio_key" ON "messages" USING btree (("audio"->>'key')) WHERE audio is not null;
