CREATE TABLE "report_facts" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"salesperson_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decision" text,
	"answered_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"approved_look" text,
	"declined_at" timestamp with time zone,
	"decline_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_at" timestamp with time zone,
	"funded_at" timestamp with time zone,
	"financed" bigint
);
--> statement-breakpoint
CREATE INDEX "report_facts_vendor_submitted_idx" ON "report_facts" USING btree ("vendor_id","submitted_at");--> statement-breakpoint
CREATE INDEX "report_facts_vendor_decided_idx" ON "report_facts" USING btree ("vendor_id","decided_at");--> statement-breakpoint
CREATE INDEX "report_facts_vendor_answered_idx" ON "report_facts" USING btree ("vendor_id","answered_at");--> statement-breakpoint
CREATE INDEX "report_facts_vendor_approved_idx" ON "report_facts" USING btree ("vendor_id","approved_at");--> statement-breakpoint
CREATE INDEX "report_facts_vendor_signed_idx" ON "report_facts" USING btree ("vendor_id","signed_at");--> statement-breakpoint
CREATE INDEX "report_facts_vendor_funded_idx" ON "report_facts" USING btree ("vendor_id","funded_at");--> statement-breakpoint
CREATE INDEX "report_facts_submitted_idx" ON "report_facts" USING btree ("submitted_at") WHERE "report_facts"."submitted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "report_facts_decided_idx" ON "report_facts" USING btree ("decided_at") WHERE "report_facts"."decided_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "report_facts_answered_idx" ON "report_facts" USING btree ("answered_at") WHERE "report_facts"."answered_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "report_facts_approved_idx" ON "report_facts" USING btree ("approved_at") WHERE "report_facts"."approved_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "report_facts_signed_idx" ON "report_facts" USING btree ("signed_at") WHERE "report_facts"."signed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "report_facts_funded_idx" ON "report_facts" USING btree ("funded_at") WHERE "report_facts"."funded_at" IS NOT NULL;--> statement-breakpoint
-- Back-fill (decision 054): each application's latest instant of each step, from the status writer's audit events.
INSERT INTO "report_facts" ("application_id", "vendor_id", "salesperson_id", "started_at", "submitted_at",
  "decided_at", "decision", "answered_at", "approved_at", "approved_look", "declined_at", "decline_reasons",
  "signed_at", "funded_at", "financed")
SELECT a."id", a."vendor_id", a."created_by", a."created", s.submitted_at,
  s.decided_at,
  CASE WHEN s.decided_at IS NULL THEN NULL WHEN s.decided_at = s.approved_at THEN 'approved' ELSE 'declined' END,
  (SELECT min(e."at") FROM "events" e WHERE e."application_id" = a."id" AND e."at" >= s.submitted_at
     AND e."detail"->>'to' IN ('Approved', 'Approved for Lesser Amount', 'KamselApproved', 'Not Approved',
       'Declined', 'Bureau Not Found', 'KamselDeclined')),
  s.approved_at,
  (SELECT CASE WHEN e."detail"->>'to' = 'KamselApproved' THEN 'second' ELSE 'first' END FROM "events" e
     WHERE e."application_id" = a."id" AND e."at" = s.approved_at
       AND e."detail"->>'to' IN ('Approved', 'Approved for Lesser Amount', 'KamselApproved') LIMIT 1),
  s.declined_at,
  CASE WHEN s.declined_at IS NOT NULL AND s.declined_at = s.decided_at THEN coalesce((SELECT d."reasons"
     FROM "decisions" d WHERE d."application_id" = a."id" ORDER BY d."decided_at" DESC, d."id" DESC LIMIT 1),
     '[]'::jsonb) ELSE '[]'::jsonb END,
  s.signed_at, s.funded_at,
  CASE WHEN s.funded_at IS NOT NULL THEN (SELECT f."financed_amount" FROM "financing_selections" f
     WHERE f."application_id" = a."id" LIMIT 1) END
FROM (
  SELECT e."application_id",
    max(e."at") FILTER (WHERE e."detail"->>'to' = 'SubmittedToCredit') AS submitted_at,
    max(e."at") FILTER (WHERE e."detail"->>'to' IN ('Approved', 'Approved for Lesser Amount', 'KamselApproved',
      'Not Approved', 'Declined', 'Bureau Not Found', 'KamselDeclined')) AS decided_at,
    max(e."at") FILTER (WHERE e."detail"->>'to' IN ('Approved', 'Approved for Lesser Amount', 'KamselApproved'))
      AS approved_at,
    max(e."at") FILTER (WHERE e."detail"->>'to' IN ('Not Approved', 'Declined', 'Bureau Not Found',
      'KamselDeclined')) AS declined_at,
    max(e."at") FILTER (WHERE e."detail"->>'to' = 'Signatures Received') AS signed_at,
    max(e."at") FILTER (WHERE e."detail"->>'to' = 'Booked') AS funded_at
  FROM "events" e
  WHERE e."application_id" IS NOT NULL AND e."detail"->>'to' IS NOT NULL
  GROUP BY e."application_id"
) s
JOIN "applications" a ON a."id" = s."application_id"
ON CONFLICT ("application_id") DO NOTHING;
