ALTER TABLE "certificates" ADD COLUMN "envelope_id" uuid;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "purpose" text DEFAULT 'contract' NOT NULL;