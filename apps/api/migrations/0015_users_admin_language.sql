ALTER TABLE "applications" ADD COLUMN "customer_language" varchar(2);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vendor_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" varchar(2);