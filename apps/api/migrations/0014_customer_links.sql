CREATE TABLE "customer_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"vendor_id" integer NOT NULL,
	"person" text NOT NULL,
	"created_by" integer,
	"token_hash" text NOT NULL,
	"channels" jsonb NOT NULL,
	"language" varchar(2) NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"code_hash" text,
	"code_channel" text,
	"code_expires_at" timestamp with time zone,
	"failures" smallint DEFAULT 0 NOT NULL,
	"session_hash" text,
	"session_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"vendor_id" integer,
	"to" text NOT NULL,
	"body_encrypted" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_by" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_channel" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_language" varchar(2);--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "consent_user_agent" text;--> statement-breakpoint
ALTER TABLE "co_applicants" ADD COLUMN "consent_by" text;--> statement-breakpoint
ALTER TABLE "co_applicants" ADD COLUMN "consent_channel" text;--> statement-breakpoint
ALTER TABLE "co_applicants" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "co_applicants" ADD COLUMN "consent_language" varchar(2);--> statement-breakpoint
ALTER TABLE "co_applicants" ADD COLUMN "consent_ip" text;--> statement-breakpoint
ALTER TABLE "co_applicants" ADD COLUMN "consent_user_agent" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_links_token_hash_idx" ON "customer_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_links_session_hash_idx" ON "customer_links" USING btree ("session_hash");--> statement-breakpoint
CREATE INDEX "customer_links_application_idx" ON "customer_links" USING btree ("application_id","person");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_message_id_idx" ON "sms_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sms_outbox_vendor_created_idx" ON "sms_outbox" USING btree ("vendor_id","created");