CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"reference" integer,
	"event" text NOT NULL,
	"from_status" text,
	"status" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email" jsonb NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"params" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"mail_state" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_vendor_id_idx" ON "live_events" USING btree ("vendor_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created");--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_mail_pending_idx" ON "notifications" USING btree ("id") WHERE "notifications"."mail_state" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created");--> statement-breakpoint
-- Each live event is announced on the `live_events` channel, delivered at commit to every listening node (decision 042).
CREATE FUNCTION "live_events_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', json_build_object(
    'id', NEW.id, 'vendorId', NEW.vendor_id, 'applicationId', NEW.application_id, 'reference', NEW.reference,
    'event', NEW.event, 'from', NEW.from_status, 'status', NEW.status, 'at', NEW.created)::text);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "live_events_notify" AFTER INSERT ON "live_events" FOR EACH ROW EXECUTE FUNCTION "live_events_notify"();
