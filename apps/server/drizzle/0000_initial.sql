CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"type" text NOT NULL,
	"street_address" text NOT NULL,
	"house_number" text NOT NULL,
	"additional_address" text,
	"country_id" integer DEFAULT 82 NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"tax_number" text,
	"vat_id" text,
	"commercial_register_number" text,
	"commercial_register_name" text,
	"website" text,
	"owner" text,
	"phone" text,
	"email" text,
	"fax" text,
	"landline_number" text,
	"bank_name" text,
	"iban" text,
	"bic" text,
	"status" text DEFAULT 'UNVERIFIED' NOT NULL,
	"logo_key" text,
	"logo_size" bigint DEFAULT 0 NOT NULL,
	"used_storage" bigint DEFAULT 0 NOT NULL,
	"storage_size" bigint NOT NULL,
	"invoice_numbering" jsonb,
	"service_invoice_numbering" jsonb,
	"custom_templates" jsonb,
	"automatic_numbering" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_document_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'UNVERIFIED' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"type" text DEFAULT 'PRIVATE' NOT NULL,
	"greeting" text,
	"title" text,
	"company_name" text,
	"first_name" text,
	"last_name" text,
	"street_address" text,
	"house_number" text,
	"additional_address" text,
	"additional_info1" text,
	"additional_info2" text,
	"postal_code" text,
	"city" text,
	"country_id" integer DEFAULT 82 NOT NULL,
	"phone_number" text,
	"email" text,
	"birthday" date,
	"place_of_birth" text,
	"nationality" text,
	"passport" text,
	"passport_expired" date,
	"passport_from" text,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_invoice_numbers" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"next_value" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "number_series_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"suuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"remember_me" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_id" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"birth_date" date,
	"gender" text DEFAULT 'MALE' NOT NULL,
	"password_hash" text,
	"status" text DEFAULT 'UNVERIFIED' NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"company_id" uuid,
	"subscription_end_day" date,
	"is_subscribed_to_paid_plan" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
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
ALTER TABLE "company_document_files" ADD CONSTRAINT "company_document_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_document_files" ADD CONSTRAINT "company_document_files_document_id_company_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."company_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_invoice_numbers" ADD CONSTRAINT "issued_invoice_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "number_series" ADD CONSTRAINT "number_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_document_files_document_idx" ON "company_document_files" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_documents_type_unique" ON "company_documents" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "customers_company_created_idx" ON "customers" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_invoice_numbers_unique" ON "issued_invoice_numbers" USING btree ("company_id","kind","number");--> statement-breakpoint
CREATE INDEX "job_runs_company_idx" ON "job_runs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_hash_unique" ON "email_tokens" USING btree ("purpose","token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_idx" ON "email_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_public_id_unique" ON "users" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kba_types_hsn_tsn_idx" ON "kba_types" USING btree ("hsn","tsn");--> statement-breakpoint
CREATE INDEX "kba_types_model_prefix_idx" ON "kba_types" USING btree ("model_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "kba_types_model_trgm_idx" ON "kba_types" USING gin ("model_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kba_types_make_idx" ON "kba_types" USING btree ("make");--> statement-breakpoint
CREATE INDEX "vehicle_documents_vehicle_idx" ON "vehicle_documents" USING btree ("company_id","vehicle_id","created_at");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_added_idx" ON "vehicles" USING btree ("company_id","status","added_on","id");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_mileage_idx" ON "vehicles" USING btree ("company_id","status","mileage");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_first_registered_idx" ON "vehicles" USING btree ("company_id","status","first_registered");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_make_idx" ON "vehicles" USING btree ("company_id","status","make");--> statement-breakpoint
CREATE INDEX "vehicles_company_sold_idx" ON "vehicles" USING btree ("company_id","sold_on");--> statement-breakpoint
CREATE INDEX "vehicles_search_trgm_idx" ON "vehicles" USING gin ("search_text" gin_trgm_ops);