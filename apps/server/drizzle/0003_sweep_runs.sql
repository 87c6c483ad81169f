CREATE TABLE "sweep_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_succeeded_at" timestamp with time zone NOT NULL
);
