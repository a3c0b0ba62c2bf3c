-- The operator's invoices for the billing periods of a subscription, and their number range per year, taken in
-- the transaction that issues an invoice so the range has no gaps (§ 14 Abs. 4 Nr. 4 UStG: a consecutive number,
-- given once). A SEPA invoice's debit is submitted to the bank once, in the pain.008 file named by
-- debit_message_id (sepa-debits.ts).
CREATE TABLE "subscription_invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"number" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"payment_type" text NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"storage_key" text NOT NULL,
	"debit_exported_at" timestamp with time zone,
	"debit_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_period_unique" ON "subscription_invoices" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_invoices_number_unique" ON "subscription_invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "subscription_invoices_company_idx" ON "subscription_invoices" USING btree ("company_id","issued_on");