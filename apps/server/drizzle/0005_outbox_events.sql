CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"position" bigint,
	"rooms" text[] NOT NULL,
	"user_id" uuid,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_events_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE INDEX "outbox_events_unpositioned_idx" ON "outbox_events" USING btree ("id") WHERE "outbox_events"."position" is null;--> statement-breakpoint
CREATE INDEX "outbox_events_user_position_idx" ON "outbox_events" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "outbox_events_created_at_idx" ON "outbox_events" USING btree ("created_at");