ALTER TABLE "financing_selections" ADD COLUMN "dealer_fee_percent" numeric(6, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "lender_roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "events_change_idx" ON "events" USING btree (("detail"->>'entity'),("detail"->>'entityId'),"at") WHERE "events"."type" = 'change';--> statement-breakpoint
-- The lender's users before roles (decision 046) keep both queues they had: credit decisions and funding.
UPDATE "users" SET "lender_roles" = ARRAY['underwriter', 'funder']::text[] WHERE "role" = 'underwriter';
