ALTER TABLE "outbox_events" ADD COLUMN "user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_events_user_ids_idx" ON "outbox_events" USING gin ("user_ids");--> statement-breakpoint
UPDATE "outbox_events" SET "user_ids" = ARRAY["user_id"] WHERE "user_id" IS NOT NULL;