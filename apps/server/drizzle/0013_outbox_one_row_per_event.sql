DROP INDEX "outbox_events_user_position_idx";--> statement-breakpoint
ALTER TABLE "outbox_events" DROP COLUMN "user_id";