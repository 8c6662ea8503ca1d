CREATE TABLE "funding_statements" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"reference" text NOT NULL,
	"program_id" integer,
	"program_en" text NOT NULL,
	"program_fr" text NOT NULL,
	"financed_amount" bigint NOT NULL,
	"dealer_fee_percent" numeric(6, 3) NOT NULL,
	"dealer_fee" bigint NOT NULL,
	"paid_to_dealer" bigint NOT NULL,
	"booked_on" date NOT NULL,
	"funding_date" date NOT NULL,
	"booked_by" integer,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "funding_statements" ADD CONSTRAINT "funding_statements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_statements" ADD CONSTRAINT "funding_statements_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_statements" ADD CONSTRAINT "funding_statements_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_statements_day_idx" ON "funding_statements" USING btree ("booked_on");--> statement-breakpoint
CREATE INDEX "funding_statements_vendor_day_idx" ON "funding_statements" USING btree ("vendor_id","booked_on");