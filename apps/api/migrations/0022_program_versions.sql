CREATE TABLE "program_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"name_en" text NOT NULL,
	"name_fr" text NOT NULL,
	"creditor" text NOT NULL,
	"rate" numeric(6, 3) NOT NULL,
	"rate_bump" numeric(6, 3) DEFAULT '0' NOT NULL,
	"deferral_months" integer DEFAULT 0 NOT NULL,
	"deferral_interest" text,
	"deferral_label_en" text NOT NULL,
	"deferral_label_fr" text NOT NULL,
	"fee_cents" bigint DEFAULT 0 NOT NULL,
	"dealer_fee_percent" numeric(6, 3) DEFAULT '0' NOT NULL,
	"term_ids" integer[] NOT NULL,
	"created_by" integer,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "vendor_program_exclusions" (
	"vendor_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendor_program_exclusions_vendor_id_program_id_pk" PRIMARY KEY("vendor_id","program_id")
);
--> statement-breakpoint
ALTER TABLE "program_deferrals" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "program_rates" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "program_terms" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "program_deferrals" CASCADE;--> statement-breakpoint
DROP TABLE "program_rates" CASCADE;--> statement-breakpoint
DROP TABLE "program_terms" CASCADE;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "program_version_id" integer;--> statement-breakpoint
ALTER TABLE "program_versions" ADD CONSTRAINT "program_versions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_versions" ADD CONSTRAINT "program_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_program_exclusions" ADD CONSTRAINT "vendor_program_exclusions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_program_exclusions" ADD CONSTRAINT "vendor_program_exclusions_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_versions_program_version_idx" ON "program_versions" USING btree ("program_id","version");--> statement-breakpoint
CREATE INDEX "program_versions_program_day_idx" ON "program_versions" USING btree ("program_id","effective_from");--> statement-breakpoint
ALTER TABLE "financing_selections" ADD CONSTRAINT "financing_selections_program_version_id_program_versions_id_fk" FOREIGN KEY ("program_version_id") REFERENCES "public"."program_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "description_fr";--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "rate_bump";--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "program_type";--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "deferral_label";--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "deferral_label_fr";--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "fee_cents";--> statement-breakpoint
-- hand-written:
-- Programs become the lender's data (decision 047): today's catalogue (packages/domain/src/financing/catalogue.ts) is
-- version 1 of each program, in effect since 2024-01-01, written once here and never again at start.
INSERT INTO "programs" ("id", "active") VALUES (194, true), (195, true), (196, true), (197, true), (198, true), (301, true), (302, true) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
INSERT INTO "program_versions" ("program_id", "version", "effective_from", "name_en", "name_fr", "creditor", "rate", "rate_bump", "deferral_months", "deferral_interest", "deferral_label_en", "deferral_label_fr", "fee_cents", "dealer_fee_percent", "term_ids", "reason")
SELECT v.* FROM (VALUES
  (194, 1, '2024-01-01'::date, 'Standard Fixed Rate', 'Taux fixe standard', 'lender', 9.99, 0, 0, NULL, 'None', 'Aucun', 0, 0, ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]::integer[], 'The catalogue''s rate sheet, version 1 (decision 047)'),
  (195, 1, '2024-01-01'::date, 'Preferred Fixed Rate', 'Taux fixe privilégié', 'lender', 7.99, -2, 0, NULL, 'None', 'Aucun', 9500, 0, ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9]::integer[], 'The catalogue''s rate sheet, version 1 (decision 047)'),
  (196, 1, '2024-01-01'::date, '6 Months No Payments', '6 mois sans paiements', 'lender', 11.99, 2, 6, 'accrue', '6 Months Deferred, Interest Accrues', '6 mois reportés, intérêts courus', 14900, 2, ARRAY[3, 4, 5, 6, 7, 8, 9, 10]::integer[], 'The catalogue''s rate sheet, version 1 (decision 047)'),
  (197, 1, '2024-01-01'::date, '12 Months No Payments, No Interest', '12 mois sans paiements ni intérêts', 'lender', 12.99, 3, 12, 'waive', '12 Months Deferred, Interest Waived', '12 mois reportés, sans intérêts', 19900, 3, ARRAY[3, 4, 5, 6, 7, 8, 9, 10, 11]::integer[], 'The catalogue''s rate sheet, version 1 (decision 047)'),
  (198, 1, '2024-01-01'::date, 'Buy-Down 4.99% Promotional Rate', 'Taux promotionnel réduit de 4,99 %', 'lender', 4.99, -5, 0, NULL, 'None', 'Aucun', 0, 4.5, ARRAY[1, 2, 3, 4, 5, 6, 7]::integer[], 'The catalogue''s rate sheet, version 1 (decision 047)'),
  (301, 1, '2024-01-01'::date, 'Second Look Fixed Rate', 'Second regard, taux fixe', 'partner', 19.99, 10, 0, NULL, 'None', 'Aucun', 0, 0, ARRAY[1, 2, 3, 4, 5]::integer[], 'The catalogue''s rate sheet, version 1 (decision 047)'),
  (302, 1, '2024-01-01'::date, 'Second Look 3 Months No Payments', 'Second regard, 3 mois sans paiements', 'partner', 22.99, 13, 3, 'accrue', '3 Months Deferred, Interest Accrues', '3 mois reportés, intérêts courus', 4900, 0, ARRAY[2, 3, 4]::integer[], 'The catalogue''s rate sheet, version 1 (decision 047)')
) AS v("program_id", "version", "effective_from", "name_en", "name_fr", "creditor", "rate", "rate_bump", "deferral_months", "deferral_interest", "deferral_label_en", "deferral_label_fr", "fee_cents", "dealer_fee_percent", "term_ids", "reason")
WHERE NOT EXISTS (SELECT 1 FROM "program_versions" pv WHERE pv."program_id" = v."program_id");--> statement-breakpoint
-- A selection saved before versions was priced on version 1; its dealer fee stays 0 (none was agreed then).
UPDATE "financing_selections" fs SET "program_version_id" = pv."id" FROM "program_versions" pv WHERE pv."program_id" = fs."program_id" AND pv."version" = 1 AND fs."program_version_id" IS NULL;
