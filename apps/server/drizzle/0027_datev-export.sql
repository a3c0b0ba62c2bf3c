-- The DATEV export: a company's DATEV settings (adviser and client number, fiscal-year start, its
-- own revenue accounts), and each customer's debtor account, given at the first export and unique per
-- company (null until then, so the new column and its index are safe on a table with data).
CREATE TABLE "datev_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"adviser_number" integer,
	"client_number" integer,
	"fiscal_year_start_month" smallint DEFAULT 1 NOT NULL,
	"accounts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "debtor_account" integer;--> statement-breakpoint
ALTER TABLE "datev_settings" ADD CONSTRAINT "datev_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_debtor_account_idx" ON "customers" USING btree ("company_id","debtor_account");