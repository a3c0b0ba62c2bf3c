ALTER TABLE "customers" ADD COLUMN "buyer_reference" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "public_sector" boolean DEFAULT false NOT NULL;