ALTER TABLE "customer_links" ADD COLUMN "purpose" text DEFAULT 'answers' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_links" ADD COLUMN "envelope_id" text;--> statement-breakpoint
ALTER TABLE "customer_links" ADD COLUMN "signer_id" integer;