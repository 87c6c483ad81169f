CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "court_booking_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_id" text,
	"owner_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "court_booking_shares_amount_positive" CHECK ("court_booking_shares"."amount_cents" > 0),
	CONSTRAINT "court_booking_shares_status_valid" CHECK ("court_booking_shares"."status" in ('pending', 'paid', 'declined', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "court_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"court_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"payment_method" text,
	"payment_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "court_bookings_times_ordered" CHECK ("court_bookings"."ends_at" > "court_bookings"."starts_at"),
	CONSTRAINT "court_bookings_status_valid" CHECK ("court_bookings"."status" in ('held', 'paid', 'cancelled', 'expired')),
	CONSTRAINT "court_bookings_refund_bounded" CHECK ("court_bookings"."refunded_cents" >= 0 and "court_bookings"."refunded_cents" <= "court_bookings"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "court_prices" (
	"court_id" uuid NOT NULL,
	"duration_hours" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "court_prices_court_id_duration_hours_pk" PRIMARY KEY("court_id","duration_hours"),
	CONSTRAINT "court_prices_duration_valid" CHECK ("court_prices"."duration_hours" between 1 and 12),
	CONSTRAINT "court_prices_price_not_negative" CHECK ("court_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotent_requests" (
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_fingerprint" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_user_id_scope_key_pk" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"failure_message" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sandbox_charges_amount_positive" CHECK ("sandbox_charges"."amount_cents" > 0),
	CONSTRAINT "sandbox_charges_refund_bounded" CHECK ("sandbox_charges"."refunded_cents" >= 0 and "sandbox_charges"."refunded_cents" <= "sandbox_charges"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"default_payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"cardholder_name" text NOT NULL,
	"charge_outcome" text DEFAULT 'succeeds' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_setup_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cardholder_name" text NOT NULL,
	"payment_method_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_setup_intents_client_secret_unique" UNIQUE("client_secret")
);
--> statement-breakpoint
ALTER TABLE "courts" DROP CONSTRAINT "courts_price_not_negative";--> statement-breakpoint
ALTER TABLE "courts" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stadiums" ADD COLUMN "opens_at_hour" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "stadiums" ADD COLUMN "closes_at_hour" integer DEFAULT 22 NOT NULL;--> statement-breakpoint
ALTER TABLE "court_booking_shares" ADD CONSTRAINT "court_booking_shares_booking_id_court_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."court_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_booking_shares" ADD CONSTRAINT "court_booking_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_bookings" ADD CONSTRAINT "court_bookings_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_bookings" ADD CONSTRAINT "court_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_prices" ADD CONSTRAINT "court_prices_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payment_methods" ADD CONSTRAINT "sandbox_payment_methods_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_setup_intents" ADD CONSTRAINT "sandbox_setup_intents_customer_id_sandbox_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "court_booking_shares_booking_user_unique" ON "court_booking_shares" USING btree ("booking_id","user_id");--> statement-breakpoint
CREATE INDEX "court_booking_shares_user_idx" ON "court_booking_shares" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "court_bookings_user_starts_idx" ON "court_bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "court_bookings_court_starts_idx" ON "court_bookings" USING btree ("court_id","starts_at");--> statement-breakpoint
CREATE INDEX "court_bookings_held_expiry_idx" ON "court_bookings" USING btree ("hold_expires_at") WHERE "court_bookings"."status" = 'held';--> statement-breakpoint
CREATE INDEX "sandbox_payment_methods_customer_idx" ON "sandbox_payment_methods" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "stadiums" ADD CONSTRAINT "stadiums_opening_hours_valid" CHECK ("stadiums"."opens_at_hour" >= 0 and "stadiums"."closes_at_hour" <= 24 and "stadiums"."opens_at_hour" < "stadiums"."closes_at_hour");--> statement-breakpoint
UPDATE "courts" SET "name" = 'Court ' || "number" WHERE "name" = '';--> statement-breakpoint
ALTER TABLE "court_bookings" ADD CONSTRAINT "court_bookings_no_overlap" EXCLUDE USING gist ("court_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" in ('held', 'paid'));