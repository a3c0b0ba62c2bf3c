ALTER TABLE "trades" ALTER COLUMN "vehicle_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "cancellation_number" text;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "canceled_on" date;--> statement-breakpoint
ALTER TABLE "trades" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_documents_one_cancellation_idx" ON "generated_documents" USING btree ("trade_id") WHERE "generated_documents"."document_type" = 'CANCELLATION';--> statement-breakpoint
CREATE INDEX "trades_canceled_idx" ON "trades" USING btree ("company_id","canceled_at") WHERE "trades"."status" = 'REJECTED';--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_vehicle_kept_check" CHECK ("trades"."vehicle_id" is not null or "trades"."status" = 'REJECTED');