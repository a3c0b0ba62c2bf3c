ALTER TABLE "trades" DROP CONSTRAINT "trades_vehicle_kept_check";--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "proposal_number" text;--> statement-breakpoint
CREATE INDEX "trades_service_idx" ON "trades" USING btree ("company_id","created_at") WHERE "trades"."kind" = 'SERVICE_INVOICE';--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_vehicle_kept_check" CHECK ("trades"."vehicle_id" is not null or "trades"."status" = 'REJECTED' or "trades"."kind" = 'SERVICE_INVOICE');