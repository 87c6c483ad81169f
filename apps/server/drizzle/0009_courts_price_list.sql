INSERT INTO "court_prices" ("court_id", "duration_hours", "price_cents")
  SELECT "id", 1, "hourly_price_cents" FROM "courts"
  UNION ALL SELECT "id", 2, "hourly_price_cents" * 13 / 7 FROM "courts"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "courts" DROP COLUMN "hourly_price_cents";