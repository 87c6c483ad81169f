CREATE TABLE "scheduled_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts_made" integer DEFAULT 0 NOT NULL,
	"dedupe_key" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_jobs_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "scheduled_jobs_attempts_not_negative" CHECK ("scheduled_jobs"."attempts_made" >= 0)
);
--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("run_at") WHERE "scheduled_jobs"."failed_at" is null;