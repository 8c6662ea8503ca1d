ALTER TABLE "envelopes" ADD COLUMN "provider_envelope_id" text;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "prior_status" text;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "signed_document_key" text;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "document_sha256" char(64);--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "filed_key" text;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "filed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "envelopes" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "provider_recipient_id" text;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "signature_kind" text;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "signature_image" text;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "typed_name" text;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "ip" text;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "document_sha256" char(64);--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "signers" ADD COLUMN "decline_reason" text;--> statement-breakpoint
CREATE INDEX "envelopes_provider_idx" ON "envelopes" USING btree ("provider","provider_envelope_id");--> statement-breakpoint
CREATE UNIQUE INDEX "signers_token_idx" ON "signers" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signers_envelope_idx" ON "signers" USING btree ("envelope_id");