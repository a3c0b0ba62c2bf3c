CREATE TABLE "generated_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"trade_id" uuid NOT NULL,
	"vehicle_id" uuid,
	"document_type" text NOT NULL,
	"number" text,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"issued_on" date NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"content" jsonb NOT NULL,
	"job_suuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"fields" jsonb NOT NULL,
	"buyer" jsonb,
	"vehicle" jsonb,
	"amounts" jsonb NOT NULL,
	"gross_price" bigint DEFAULT 0 NOT NULL,
	"invoice_number" text,
	"issued_on" date,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "generated_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "generated_documents_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "generated_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generated_documents_version_idx" ON "generated_documents" USING btree ("trade_id","document_type","version");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_documents_one_invoice_idx" ON "generated_documents" USING btree ("trade_id") WHERE "generated_documents"."document_type" = 'INVOICE';--> statement-breakpoint
CREATE UNIQUE INDEX "generated_documents_job_idx" ON "generated_documents" USING btree ("job_suuid");--> statement-breakpoint
CREATE INDEX "generated_documents_vehicle_idx" ON "generated_documents" USING btree ("company_id","vehicle_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trades_open_per_vehicle_idx" ON "trades" USING btree ("vehicle_id","kind") WHERE "trades"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "trades_company_kind_idx" ON "trades" USING btree ("company_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "trades_vehicle_idx" ON "trades" USING btree ("company_id","vehicle_id","created_at");