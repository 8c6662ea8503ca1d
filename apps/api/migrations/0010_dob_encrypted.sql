ALTER TABLE "applications" ADD COLUMN "dob_encrypted" text;--> statement-breakpoint
ALTER TABLE "co_applicants" ADD COLUMN "dob_encrypted" text;