CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "kba_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"hsn" text NOT NULL,
	"tsn" text NOT NULL,
	"manufacturer" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"model_search" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "kba_types_hsn_tsn_idx" ON "kba_types" USING btree ("hsn","tsn");
--> statement-breakpoint
CREATE INDEX "kba_types_model_prefix_idx" ON "kba_types" USING btree ("model_search" text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "kba_types_model_trgm_idx" ON "kba_types" USING gin ("model_search" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "kba_types_make_idx" ON "kba_types" USING btree ("make");
--> statement-breakpoint
CREATE TABLE "kba_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_hash" text NOT NULL,
	"file_mtime" timestamp with time zone NOT NULL,
	"rows" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"bodywork" text NOT NULL,
	"construction_type" text NOT NULL,
	"fuel_type" text NOT NULL,
	"power" integer NOT NULL,
	"engine_capacity" integer NOT NULL,
	"hsn" text,
	"tsn" text,
	"car_variation_id" integer,
	"brief_number" text NOT NULL,
	"vin_code" text NOT NULL,
	"previous_owners" integer NOT NULL,
	"doors" integer NOT NULL,
	"euro_norm" text NOT NULL,
	"gear_type" text NOT NULL,
	"next_inspection" date NOT NULL,
	"mileage" integer DEFAULT 0 NOT NULL,
	"first_registered" date,
	"comments" text,
	"status" text DEFAULT 'CURRENT' NOT NULL,
	"added_on" date NOT NULL,
	"sold_on" date,
	"search_text" text GENERATED ALWAYS AS (lower("vehicles"."make" || ' ' || "vehicles"."model" || ' ' || "vehicles"."vin_code" || ' ' || coalesce("vehicles"."hsn", '') || '/' || coalesce("vehicles"."tsn", '') || ' ' || "vehicles"."brief_number")) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "vehicles_company_status_added_idx" ON "vehicles" USING btree ("company_id","status","added_on","id");
--> statement-breakpoint
CREATE INDEX "vehicles_company_status_mileage_idx" ON "vehicles" USING btree ("company_id","status","mileage");
--> statement-breakpoint
CREATE INDEX "vehicles_company_status_first_registered_idx" ON "vehicles" USING btree ("company_id","status","first_registered");
--> statement-breakpoint
CREATE INDEX "vehicles_company_status_make_idx" ON "vehicles" USING btree ("company_id","status","make");
--> statement-breakpoint
CREATE INDEX "vehicles_company_sold_idx" ON "vehicles" USING btree ("company_id","sold_on");
--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE TABLE "vehicle_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "vehicle_documents_vehicle_idx" ON "vehicle_documents" USING btree ("company_id","vehicle_id","created_at");
