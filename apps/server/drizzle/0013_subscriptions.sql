-- A company's subscription after the trial: the order, its price as ordered, and for SEPA the mandate with the debtor as granted.
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"ordered_by" uuid,
	"plan_name" text NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"payment_type" text NOT NULL,
	"account_holder" text,
	"iban" text,
	"bic" text,
	"mandate_number" bigserial NOT NULL,
	"mandate_reference" text,
	"mandate_signed_at" timestamp with time zone,
	"debtor_name" text,
	"debtor_address" text,
	"signed_place" text,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_company_running_unique" ON "subscriptions" USING btree ("company_id") WHERE "subscriptions"."cancelled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_mandate_reference_unique" ON "subscriptions" USING btree ("mandate_reference");