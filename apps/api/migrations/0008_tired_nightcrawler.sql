CREATE TABLE "funding_packages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"pages" integer NOT NULL,
	"bill_of_sale_cents" bigint NOT NULL,
	"checks" jsonb NOT NULL,
	"earliest_funding_date" date NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"funding_date" date
);
--> statement-breakpoint
CREATE TABLE "loan_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"edge_id" text NOT NULL,
	"application_id" uuid NOT NULL,
	"entry" text NOT NULL,
	"amount_cents" bigint,
	"funding_date" date,
	"reference" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "status" text DEFAULT 'generated' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "form" text DEFAULT 'on' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "signed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "stored_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "funding_packages" ADD CONSTRAINT "funding_packages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_packages_app_idx" ON "funding_packages" USING btree ("application_id","submitted_at");--> statement-breakpoint
CREATE INDEX "loan_ledger_edge_idx" ON "loan_ledger" USING btree ("edge_id");