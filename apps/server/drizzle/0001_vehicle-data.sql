ALTER TABLE "customers" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD COLUMN "kind" text DEFAULT 'DOCUMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD COLUMN "thumbnail_key" text;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD COLUMN "thumbnail_size" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "purchase_price" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "purchase_taxation" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "purchase_vat_rate" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "asking_price" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "minimum_price" integer;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "interior" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "equipment" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "licence_plate" text;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "accident_free" boolean;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "accident_note" text;--> statement-breakpoint
CREATE INDEX "vehicles_company_status_asking_price_idx" ON "vehicles" USING btree ("company_id","status","asking_price");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_vin_in_stock_idx" ON "vehicles" USING btree ("company_id","vin_code") WHERE "vehicles"."status" = 'CURRENT';