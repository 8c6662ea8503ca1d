CREATE TABLE "lender_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"four_eyes" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lender_settings_one_row" CHECK ("lender_settings"."id" = 1)
);
--> statement-breakpoint
-- hand-written:
-- The lender's one row of settings (decision 046): four eyes on.
INSERT INTO "lender_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
