-- A service invoice's reason for no VAT (SMALL_BUSINESS §19, REVERSE_CHARGE §13b, NOT_TAXABLE §3a Abs. 2 UStG).
-- Existing rows keep null: without VAT that is SMALL_BUSINESS, the §19 notice they were printed with.
ALTER TABLE "trades" ADD COLUMN "vat_exemption" text;
