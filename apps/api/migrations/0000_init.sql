CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" integer NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'Incomplete' NOT NULL,
	"edge_id" varchar(8),
	"amount" bigint,
	"amount_approved" bigint,
	"rental_amount" bigint,
	"application_type" text,
	"description" text,
	"credit_release_obtained" text,
	"has_co_applicant" text DEFAULT 'No' NOT NULL,
	"first_name" text,
	"last_name" text,
	"sin_encrypted" text,
	"sin_last3" char(3),
	"dob" date,
	"primary_phone" text,
	"mobile_phone" text,
	"business_phone" text,
	"email" text,
	"employer" text,
	"gross_income" bigint,
	"total_housing_costs" bigint,
	"total_other_monthly_costs" bigint,
	"referral" text,
	"referral_other" text,
	"country" varchar(3),
	"address1" text,
	"address2" text,
	"city" text,
	"province" varchar(2),
	"postal" varchar(10),
	"title_owner" text,
	"years_at_cur_house" numeric(5, 2),
	"note" text,
	"cur_address_less" text,
	"prev_address1" text,
	"prev_address2" text,
	"prev_city" text,
	"prev_province" varchar(2),
	"prev_postal" varchar(10),
	"credit_program_id" integer,
	"envelope_id" text,
	"is_doc_signed" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_sub_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"asset_name" text NOT NULL,
	"asset_type_id" integer,
	"asset_sub_type_id" integer,
	"description" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"serial_number" text,
	"retail_cost" bigint NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"installation_date" date,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"installer_name" text NOT NULL,
	"installer_email" text NOT NULL,
	"installer_company" text NOT NULL,
	"method" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "co_applicants" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"credit_release_obtained" text,
	"is_immediate_family" text DEFAULT 'Yes' NOT NULL,
	"first_name" text,
	"last_name" text,
	"sin_encrypted" text,
	"sin_last3" char(3),
	"coborrower_relationship" text,
	"dob" date,
	"primary_phone" text,
	"mobile_phone" text,
	"email" text,
	"employer" text,
	"business_phone" text,
	"country" varchar(3),
	"address1" text,
	"address2" text,
	"city" text,
	"province" varchar(2),
	"postal" varchar(10),
	"title_owner" text,
	"years_at_cur_house" numeric(5, 2),
	"coborrower_note" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"bureau_result" jsonb,
	"score" integer,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_requested" bigint,
	"amount_approved" bigint,
	"debt_ratio" numeric(6, 4),
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "envelopes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"provider" text DEFAULT 'builtin' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"customer_sign_method" text NOT NULL,
	"co_customer_sign_method" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid,
	"vendor_id" integer,
	"user_id" integer,
	"type" text NOT NULL,
	"detail" jsonb,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financing_selections" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"term_id" integer,
	"deferral_period" text,
	"qty_zero_payments" integer,
	"rate" numeric(6, 3),
	"financed_amount" bigint,
	"monthly_payment" bigint,
	"frequency" text DEFAULT 'monthly' NOT NULL,
	"downpayment" bigint,
	"apr" numeric(6, 3),
	"lease_date" date,
	"installation_date" date,
	"paper_or_electronic" text,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"attachments" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "program_deferrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_fr" text NOT NULL,
	"qty_zero_payments" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate" numeric(6, 3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"months" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"description_fr" text NOT NULL,
	"rate_bump" numeric(6, 3) DEFAULT '0' NOT NULL,
	"program_type" text NOT NULL,
	"deferral_label" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" char(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "signers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"envelope_id" uuid NOT NULL,
	"role_name" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"method" text NOT NULL,
	"token_hash" char(64) NOT NULL,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"upload_type" text NOT NULL,
	"content_type" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_name" text NOT NULL,
	"display_name" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'vendor' NOT NULL,
	"vendor_id" integer,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_expires_at" timestamp with time zone,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vendor_internal_or_external" text NOT NULL,
	"province" varchar(2) NOT NULL,
	"country" varchar(2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_sub_types" ADD CONSTRAINT "asset_sub_types_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_asset_sub_type_id_asset_sub_types_id_fk" FOREIGN KEY ("asset_sub_type_id") REFERENCES "public"."asset_sub_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "co_applicants" ADD CONSTRAINT "co_applicants_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "decisions" ADD CONSTRAINT "decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envelopes" ADD CONSTRAINT "envelopes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD CONSTRAINT "financing_selections_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD CONSTRAINT "financing_selections_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD CONSTRAINT "financing_selections_term_id_program_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."program_terms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_deferrals" ADD CONSTRAINT "program_deferrals_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_rates" ADD CONSTRAINT "program_rates_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_terms" ADD CONSTRAINT "program_terms_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signers" ADD CONSTRAINT "signers_envelope_id_envelopes_id_fk" FOREIGN KEY ("envelope_id") REFERENCES "public"."envelopes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_vendor_status_idx" ON "applications" USING btree ("vendor_id","status");--> statement-breakpoint
CREATE INDEX "applications_vendor_created_idx" ON "applications" USING btree ("vendor_id","created" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_edge_id_idx" ON "applications" USING btree ("edge_id");--> statement-breakpoint
CREATE INDEX "assets_app_idx" ON "assets" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "decisions_submission_idx" ON "decisions" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "decisions_app_idx" ON "decisions" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "envelopes_app_idx" ON "envelopes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "events_app_idx" ON "events" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "events_user_idx" ON "events" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_app_idx" ON "uploads" USING btree ("application_id","upload_type");--> statement-breakpoint
CREATE UNIQUE INDEX "users_user_name_lower_idx" ON "users" USING btree (lower("user_name"));