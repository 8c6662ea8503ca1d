CREATE TABLE "report_rollup" (
	"vendor_id" integer NOT NULL,
	"salesperson_id" integer NOT NULL,
	"day" date NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"submitted" integer DEFAULT 0 NOT NULL,
	"approved_first" integer DEFAULT 0 NOT NULL,
	"approved_second" integer DEFAULT 0 NOT NULL,
	"signed" integer DEFAULT 0 NOT NULL,
	"funded" integer DEFAULT 0 NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"declined" integer DEFAULT 0 NOT NULL,
	"funded_cents" bigint DEFAULT 0 NOT NULL,
	"funded_with_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "report_rollup_vendor_id_salesperson_id_day_pk" PRIMARY KEY("vendor_id","salesperson_id","day")
);
--> statement-breakpoint
DROP INDEX "report_facts_vendor_decided_idx";--> statement-breakpoint
DROP INDEX "report_facts_vendor_answered_idx";--> statement-breakpoint
DROP INDEX "report_facts_vendor_funded_idx";--> statement-breakpoint
DROP INDEX "report_facts_decided_idx";--> statement-breakpoint
DROP INDEX "report_facts_answered_idx";--> statement-breakpoint
DROP INDEX "report_facts_funded_idx";--> statement-breakpoint
CREATE INDEX "report_rollup_day_idx" ON "report_rollup" USING btree ("day");--> statement-breakpoint
CREATE INDEX "report_facts_vendor_decided_idx" ON "report_facts" USING btree ("vendor_id","decided_at","decision","decline_reasons");--> statement-breakpoint
CREATE INDEX "report_facts_vendor_answered_idx" ON "report_facts" USING btree ("vendor_id","answered_at","submitted_at");--> statement-breakpoint
CREATE INDEX "report_facts_vendor_funded_idx" ON "report_facts" USING btree ("vendor_id","funded_at","approved_at","financed");--> statement-breakpoint
CREATE INDEX "report_facts_decided_idx" ON "report_facts" USING btree ("decided_at","decision","decline_reasons") WHERE "report_facts"."decided_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "report_facts_answered_idx" ON "report_facts" USING btree ("answered_at","submitted_at") WHERE "report_facts"."answered_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "report_facts_funded_idx" ON "report_facts" USING btree ("funded_at","approved_at","financed") WHERE "report_facts"."funded_at" IS NOT NULL;--> statement-breakpoint
-- The rollup's moves (decision 054): what a facts row adds to each UTC day, taken away for the old row and added for
-- the new one, in the writer's transaction (the status writer's reaction upserts the facts; a rollback undoes both).
CREATE FUNCTION "report_rollup_move"("old_row" "report_facts", "new_row" "report_facts") RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "report_rollup" AS r ("vendor_id", "salesperson_id", "day", "submitted", "approved_first",
    "approved_second", "signed", "funded", "decided", "approved", "declined", "funded_cents", "funded_with_amount")
  SELECT f.vendor_id, f.salesperson_id, (s.at AT TIME ZONE 'UTC')::date,
    sum(f.sign * s.submitted), sum(f.sign * s.approved_first), sum(f.sign * s.approved_second),
    sum(f.sign * s.signed), sum(f.sign * s.funded), sum(f.sign * s.decided), sum(f.sign * s.approved),
    sum(f.sign * s.declined), sum(f.sign * s.funded_cents), sum(f.sign * s.funded_with_amount)
  FROM (
    SELECT -1 AS sign, old_row.vendor_id, coalesce(old_row.salesperson_id, 0) AS salesperson_id,
      old_row.submitted_at, old_row.approved_at, old_row.approved_look, old_row.signed_at, old_row.funded_at,
      old_row.financed, old_row.decided_at, old_row.decision
    WHERE old_row.application_id IS NOT NULL
    UNION ALL
    SELECT 1, new_row.vendor_id, coalesce(new_row.salesperson_id, 0), new_row.submitted_at, new_row.approved_at,
      new_row.approved_look, new_row.signed_at, new_row.funded_at, new_row.financed, new_row.decided_at,
      new_row.decision
    WHERE new_row.application_id IS NOT NULL
  ) f
  CROSS JOIN LATERAL (VALUES
    (f.submitted_at, 1, 0, 0, 0, 0, 0, 0, 0, 0::bigint, 0),
    (f.approved_at, 0, (f.approved_look = 'first')::int, (f.approved_look = 'second')::int, 0, 0, 0, 0, 0, 0, 0),
    (f.signed_at, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0),
    (f.funded_at, 0, 0, 0, 0, 1, 0, 0, 0, coalesce(f.financed, 0), (f.financed IS NOT NULL)::int),
    (f.decided_at, 0, 0, 0, 0, 0, 1, (f.decision = 'approved')::int, (f.decision = 'declined')::int, 0, 0)
  ) AS s(at, submitted, approved_first, approved_second, signed, funded, decided, approved, declined, funded_cents,
    funded_with_amount)
  WHERE s.at IS NOT NULL
  GROUP BY 1, 2, 3
  HAVING sum(f.sign * s.submitted) <> 0 OR sum(f.sign * s.approved_first) <> 0
    OR sum(f.sign * s.approved_second) <> 0 OR sum(f.sign * s.signed) <> 0 OR sum(f.sign * s.funded) <> 0
    OR sum(f.sign * s.decided) <> 0 OR sum(f.sign * s.approved) <> 0 OR sum(f.sign * s.declined) <> 0
    OR sum(f.sign * s.funded_cents) <> 0 OR sum(f.sign * s.funded_with_amount) <> 0
  ON CONFLICT ("vendor_id", "salesperson_id", "day") DO UPDATE SET
    "submitted" = r."submitted" + excluded."submitted",
    "approved_first" = r."approved_first" + excluded."approved_first",
    "approved_second" = r."approved_second" + excluded."approved_second",
    "signed" = r."signed" + excluded."signed",
    "funded" = r."funded" + excluded."funded",
    "decided" = r."decided" + excluded."decided",
    "approved" = r."approved" + excluded."approved",
    "declined" = r."declined" + excluded."declined",
    "funded_cents" = r."funded_cents" + excluded."funded_cents",
    "funded_with_amount" = r."funded_with_amount" + excluded."funded_with_amount";
$$;--> statement-breakpoint
CREATE FUNCTION "report_rollup_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "report_rollup_move"(NULL::"report_facts", NEW);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "report_rollup_move"(OLD, NEW);
  ELSE
    PERFORM "report_rollup_move"(OLD, NULL::"report_facts");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_rollup_facts" AFTER INSERT OR UPDATE OR DELETE ON "report_facts"
  FOR EACH ROW EXECUTE FUNCTION "report_rollup_facts"();--> statement-breakpoint
-- The applications started: a listed application counts on its creation's UTC day, for its dealer and creator; a
-- deleted draft (no list group) counts nowhere. Every writer of applications is covered, the API's and the seeds'.
CREATE FUNCTION "report_rollup_started"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.vendor_id = NEW.vendor_id
      AND coalesce(OLD.created_by, 0) = coalesce(NEW.created_by, 0)
      AND (OLD.created AT TIME ZONE 'UTC')::date = (NEW.created AT TIME ZONE 'UTC')::date
      AND (OLD.list_group IS NULL) = (NEW.list_group IS NULL) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.list_group IS NOT NULL THEN
    UPDATE "report_rollup" SET "started" = "started" - 1
    WHERE "vendor_id" = OLD.vendor_id AND "salesperson_id" = coalesce(OLD.created_by, 0)
      AND "day" = (OLD.created AT TIME ZONE 'UTC')::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.list_group IS NOT NULL THEN
    INSERT INTO "report_rollup" AS r ("vendor_id", "salesperson_id", "day", "started")
    VALUES (NEW.vendor_id, coalesce(NEW.created_by, 0), (NEW.created AT TIME ZONE 'UTC')::date, 1)
    ON CONFLICT ("vendor_id", "salesperson_id", "day") DO UPDATE SET "started" = r."started" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "report_rollup_started" AFTER INSERT OR UPDATE OF "vendor_id", "created_by", "created", "list_group"
  OR DELETE ON "applications" FOR EACH ROW EXECUTE FUNCTION "report_rollup_started"();--> statement-breakpoint
-- The rollup made anew from the facts and the applications (the back-fill below; a check and the bench call it too).
CREATE FUNCTION "report_rollup_rebuild"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM "report_rollup";
  INSERT INTO "report_rollup" ("vendor_id", "salesperson_id", "day", "started", "submitted", "approved_first",
    "approved_second", "signed", "funded", "decided", "approved", "declined", "funded_cents", "funded_with_amount")
  SELECT vendor_id, salesperson_id, day, sum(started), sum(submitted), sum(approved_first), sum(approved_second),
    sum(signed), sum(funded), sum(decided), sum(approved), sum(declined), sum(funded_cents), sum(funded_with_amount)
  FROM (
    SELECT a.vendor_id, coalesce(a.created_by, 0) AS salesperson_id, (a.created AT TIME ZONE 'UTC')::date AS day,
      count(*) AS started, 0 AS submitted, 0 AS approved_first, 0 AS approved_second, 0 AS signed, 0 AS funded,
      0 AS decided, 0 AS approved, 0 AS declined, 0::bigint AS funded_cents, 0 AS funded_with_amount
    FROM "applications" a WHERE a.list_group IS NOT NULL GROUP BY 1, 2, 3
    UNION ALL
    SELECT f.vendor_id, coalesce(f.salesperson_id, 0), (s.at AT TIME ZONE 'UTC')::date, 0, sum(s.submitted),
      sum(s.approved_first), sum(s.approved_second), sum(s.signed), sum(s.funded), sum(s.decided), sum(s.approved),
      sum(s.declined), sum(s.funded_cents), sum(s.funded_with_amount)
    FROM "report_facts" f
    CROSS JOIN LATERAL (VALUES
      (f.submitted_at, 1, 0, 0, 0, 0, 0, 0, 0, 0::bigint, 0),
      (f.approved_at, 0, (f.approved_look = 'first')::int, (f.approved_look = 'second')::int, 0, 0, 0, 0, 0, 0, 0),
      (f.signed_at, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0),
      (f.funded_at, 0, 0, 0, 0, 1, 0, 0, 0, coalesce(f.financed, 0), (f.financed IS NOT NULL)::int),
      (f.decided_at, 0, 0, 0, 0, 0, 1, (f.decision = 'approved')::int, (f.decision = 'declined')::int, 0, 0)
    ) AS s(at, submitted, approved_first, approved_second, signed, funded, decided, approved, declined,
      funded_cents, funded_with_amount)
    WHERE s.at IS NOT NULL
    GROUP BY 1, 2, 3
  ) parts
  GROUP BY 1, 2, 3
  ORDER BY 3, 1, 2;
$$;--> statement-breakpoint
SELECT "report_rollup_rebuild"();
