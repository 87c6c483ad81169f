CREATE TABLE "notification_preferences" (
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_user_id_channel_kind_pk" PRIMARY KEY("user_id","channel","kind"),
	CONSTRAINT "notification_preferences_channel_valid" CHECK ("notification_preferences"."channel" in ('email', 'push')),
	CONSTRAINT "notification_preferences_kind_valid" CHECK ("notification_preferences"."kind" in ('join-request', 'request-decided', 'waitlist-offer', 'offer-lapsing', 'court-booking', 'split-invitation', 'refund', 'reminder', 'chat-message'))
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;