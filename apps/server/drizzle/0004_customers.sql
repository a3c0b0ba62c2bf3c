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
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_company_created_idx" ON "customers" USING btree ("company_id","created_at");
