DROP INDEX "join_requests_user_idx";--> statement-breakpoint
DROP INDEX "social_bookings_user_idx";--> statement-breakpoint
DROP INDEX "socials_category_date_idx";--> statement-breakpoint
DROP INDEX "socials_organizer_idx";--> statement-breakpoint
CREATE INDEX "messages_sender_created_idx" ON "messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE INDEX "join_requests_user_created_idx" ON "join_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_join_request_idx" ON "notifications" USING btree ("join_request_id");--> statement-breakpoint
CREATE INDEX "social_bookings_user_date_idx" ON "social_bookings" USING btree ("user_id","booking_date");--> statement-breakpoint
CREATE INDEX "socials_recurring_category_order_idx" ON "socials" USING btree ("category","date","time","id") WHERE "socials"."event_type" <> 'oneTime';--> statement-breakpoint
CREATE INDEX "socials_one_time_category_order_idx" ON "socials" USING btree ("category","date","time","id") WHERE "socials"."event_type" = 'oneTime';--> statement-breakpoint
CREATE INDEX "socials_recurring_order_idx" ON "socials" USING btree ("date","time","id") WHERE "socials"."event_type" <> 'oneTime';--> statement-breakpoint
CREATE INDEX "socials_one_time_order_idx" ON "socials" USING btree ("date","time","id") WHERE "socials"."event_type" = 'oneTime';--> statement-breakpoint
CREATE INDEX "socials_name_trgm_idx" ON "socials" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "socials_venue_trgm_idx" ON "socials" USING gin ("venue" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "socials_organizer_date_idx" ON "socials" USING btree ("organizer_id","date","time","id");