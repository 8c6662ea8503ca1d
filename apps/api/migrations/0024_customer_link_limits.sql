ALTER TABLE "customer_links" ADD COLUMN "codes_sent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_links" ADD COLUMN "code_sent_at" timestamp with time zone;