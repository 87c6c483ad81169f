CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text NOT NULL,
	"age" integer,
	"height" double precision,
	"weight" double precision,
	"avatar" text DEFAULT '' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"sport_preferences" text[] DEFAULT '{}'::text[] NOT NULL,
	"stripe_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_visibility_valid" CHECK ("users"."visibility" in ('public', 'private'))
);
--> statement-breakpoint
CREATE TABLE "social_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"social_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"price_paid_cents" integer DEFAULT 0 NOT NULL,
	"booking_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "socials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organizer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"venue" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"time" time NOT NULL,
	"event_type" text NOT NULL,
	"capacity" integer NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"level" text NOT NULL,
	"recurrence_day" integer,
	"recurrence_weekday" boolean,
	"attendees_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "socials_category_lower_case" CHECK ("socials"."category" = lower("socials"."category")),
	CONSTRAINT "socials_event_type_valid" CHECK ("socials"."event_type" in ('oneTime', 'daily', 'weekly', 'monthly')),
	CONSTRAINT "socials_level_valid" CHECK ("socials"."level" in ('beginner', 'intermediate', 'advanced')),
	CONSTRAINT "socials_capacity_positive" CHECK ("socials"."capacity" > 0),
	CONSTRAINT "socials_price_not_negative" CHECK ("socials"."price_cents" >= 0),
	CONSTRAINT "socials_attendees_within_capacity" CHECK ("socials"."attendees_count" >= 0 and "socials"."attendees_count" <= "socials"."capacity"),
	CONSTRAINT "socials_recurrence_day_valid" CHECK ("socials"."recurrence_day" is null or "socials"."recurrence_day" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"qualification" text NOT NULL,
	"bio" text NOT NULL,
	"sports" text[] NOT NULL,
	"rate_per_hour_cents" integer NOT NULL,
	"schedule" text[] NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	CONSTRAINT "coaches_rate_not_negative" CHECK ("coaches"."rate_per_hour_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "courts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stadium_id" text NOT NULL,
	"sport" text NOT NULL,
	"number" integer NOT NULL,
	"hourly_price_cents" integer NOT NULL,
	CONSTRAINT "courts_price_not_negative" CHECK ("courts"."hourly_price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stadiums" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_venues" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"sports" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_bookings" ADD CONSTRAINT "social_bookings_social_id_socials_id_fk" FOREIGN KEY ("social_id") REFERENCES "public"."socials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_bookings" ADD CONSTRAINT "social_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "socials" ADD CONSTRAINT "socials_organizer_id_users_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_venue_id_training_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."training_venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courts" ADD CONSTRAINT "courts_stadium_id_stadiums_id_fk" FOREIGN KEY ("stadium_id") REFERENCES "public"."stadiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "social_bookings_user_idx" ON "social_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "social_bookings_social_idx" ON "social_bookings" USING btree ("social_id");--> statement-breakpoint
CREATE INDEX "socials_category_date_idx" ON "socials" USING btree ("category","date");--> statement-breakpoint
CREATE INDEX "socials_organizer_idx" ON "socials" USING btree ("organizer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courts_stadium_sport_number_unique" ON "courts" USING btree ("stadium_id","sport","number");