CREATE TABLE "realtime_spill" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_status" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
