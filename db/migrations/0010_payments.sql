CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"transaction_id" integer,
	"reference" text,
	"outcome" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"reference" text NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'VND' NOT NULL,
	"charged_amount" bigint NOT NULL,
	"rate_vnd" bigint,
	"gateway_reference" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"bank_status" text,
	"receipt_file" text,
	"receipt_content_type" text,
	"receipt_uploaded_at" timestamp with time zone,
	"reject_reason" text,
	"user_package_id" integer,
	"decided_by" integer,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_user_package_id_user_packages_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_transaction_id_index" ON "payment_events" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "payment_events_created_at_index" ON "payment_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_user_id_created_at_index" ON "payment_transactions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_bank_status_receipt_uploaded_at_index" ON "payment_transactions" USING btree ("bank_status","receipt_uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_method_gateway_reference_index" ON "payment_transactions" USING btree ("method","gateway_reference") WHERE gateway_reference is not null;