CREATE TABLE "vat_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"trade_id" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"requester_vat_id" text NOT NULL,
	"vat_id" text NOT NULL,
	"name" text NOT NULL,
	"street" text,
	"postal_code" text,
	"city" text NOT NULL,
	"outcome" text NOT NULL,
	"status" text,
	"result_name" text,
	"result_street" text,
	"result_postal_code" text,
	"result_city" text,
	"answered_at" text,
	"service_request_id" text,
	"valid_from" text,
	"valid_until" text,
	"problem" text,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "vat_confirmations" ADD CONSTRAINT "vat_confirmations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_confirmations" ADD CONSTRAINT "vat_confirmations_trade_id_trades_id_fk" FOREIGN KEY ("trade_id") REFERENCES "public"."trades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vat_confirmations_trade_idx" ON "vat_confirmations" USING btree ("company_id","trade_id","requested_at");