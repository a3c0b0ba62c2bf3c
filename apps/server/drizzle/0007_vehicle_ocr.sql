CREATE TABLE "vehicle_ocr_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD COLUMN "ocr" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_ocr_images" ADD CONSTRAINT "vehicle_ocr_images_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_ocr_images_company_idx" ON "vehicle_ocr_images" USING btree ("company_id","created_at");