ALTER TABLE "subscriptions" RENAME COLUMN "cancelled_at" TO "canceled_at";--> statement-breakpoint
DROP INDEX "subscriptions_company_running_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_company_running_unique" ON "subscriptions" USING btree ("company_id") WHERE "subscriptions"."canceled_at" is null;