CREATE TABLE "delivery_cursors" (
	"name" text PRIMARY KEY NOT NULL,
	"position" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_deliveries_kind_valid" CHECK ("mail_deliveries"."kind" in ('join-request', 'request-decided', 'waitlist-offer', 'offer-lapsing', 'court-booking', 'split-invitation', 'refund', 'reminder', 'chat-message')),
	CONSTRAINT "mail_deliveries_status_valid" CHECK ("mail_deliveries"."status" in ('pending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_deliveries_dedupe_unique" ON "mail_deliveries" USING btree ("dedupe_key","recipient_id");--> statement-breakpoint
CREATE INDEX "mail_deliveries_due_idx" ON "mail_deliveries" USING btree ("due_at") WHERE "mail_deliveries"."status" = 'pending';--> statement-breakpoint
-- Mail is for what happens from now on: a database that already has events starts past them.
INSERT INTO "delivery_cursors" ("name", "position") SELECT 'mail', coalesce(max("position"), 0) FROM "outbox_events";
