ALTER TABLE "vendors" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
CREATE INDEX "events_status_reached_idx" ON "events" USING btree ("vendor_id","at") WHERE ("events"."detail"->>'to') is not null and "events"."application_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_links_vendor_live_idx" ON "customer_links" USING btree ("vendor_id") WHERE "customer_links"."revoked_at" is null and "customer_links"."used_at" is null;--> statement-breakpoint
-- hand-written:
-- A dealership made before the console has no legal name: its trading name stands for it until the lender edits it.
UPDATE "vendors" SET "legal_name" = "name" WHERE "legal_name" IS NULL;
