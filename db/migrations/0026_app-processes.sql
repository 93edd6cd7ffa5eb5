CREATE TABLE "app_processes" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_fingerprint" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
