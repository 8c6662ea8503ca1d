ALTER TABLE "applications" ADD COLUMN "consent_version" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "creditor" text DEFAULT 'lender' NOT NULL;--> statement-breakpoint
ALTER TABLE "co_applicants" ADD COLUMN "consent_version" smallint;--> statement-breakpoint
ALTER TABLE "decisions" ADD COLUMN "decider" text DEFAULT 'lender' NOT NULL;--> statement-breakpoint
-- Consents given before this version were given on the text that named the lender alone (version 1, decision 039).
UPDATE "applications" SET "consent_version" = 1 WHERE "credit_release_obtained" = 'Yes';--> statement-breakpoint
UPDATE "co_applicants" SET "consent_version" = 1 WHERE "credit_release_obtained" = 'Yes';
