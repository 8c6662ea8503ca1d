CREATE TABLE "asset_type_sub_types" (
	"asset_type_id" integer NOT NULL,
	"asset_sub_type_id" integer NOT NULL,
	CONSTRAINT "asset_type_sub_types_asset_type_id_asset_sub_type_id_pk" PRIMARY KEY("asset_type_id","asset_sub_type_id")
);
--> statement-breakpoint
ALTER TABLE "asset_sub_types" DROP CONSTRAINT "asset_sub_types_asset_type_id_asset_types_id_fk";
--> statement-breakpoint
ALTER TABLE "financing_selections" DROP CONSTRAINT "financing_selections_term_id_program_terms_id_fk";
--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "program_type" text;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "deferral_interest" text;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "fee_cents" bigint;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "term_months" integer;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "payment_count" integer;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "last_payment_cents" bigint;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "first_payment_date" date;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "total_of_payments_cents" bigint;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "cost_of_credit_cents" bigint;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "total_obligation_cents" bigint;--> statement-breakpoint
ALTER TABLE "financing_selections" ADD COLUMN "saved_by" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "vendor_id" integer;--> statement-breakpoint
ALTER TABLE "program_deferrals" ADD COLUMN "interest" text;--> statement-breakpoint
ALTER TABLE "program_terms" ADD COLUMN "term_id" integer;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "deferral_label_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "fee_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "asset_type_sub_types" ADD CONSTRAINT "asset_type_sub_types_asset_type_id_asset_types_id_fk" FOREIGN KEY ("asset_type_id") REFERENCES "public"."asset_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_type_sub_types" ADD CONSTRAINT "asset_type_sub_types_asset_sub_type_id_asset_sub_types_id_fk" FOREIGN KEY ("asset_sub_type_id") REFERENCES "public"."asset_sub_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_message_id_idx" ON "outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_vendor_created_idx" ON "outbox" USING btree ("vendor_id","created");--> statement-breakpoint
CREATE UNIQUE INDEX "program_terms_program_term_idx" ON "program_terms" USING btree ("program_id","term_id");--> statement-breakpoint
ALTER TABLE "asset_sub_types" DROP COLUMN "asset_type_id";