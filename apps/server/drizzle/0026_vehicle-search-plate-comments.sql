-- The list's free-text search also finds the licence plate (as written and without its spaces and
-- hyphens) and the comments. A generated column's expression cannot be altered before PostgreSQL 17,
-- so the column is dropped and added again; its (company, trigram) index goes with it and is made again.
ALTER TABLE "vehicles" drop column "search_text";--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("vehicles"."make" || ' ' || "vehicles"."model" || ' ' || "vehicles"."vin_code" || ' ' || coalesce("vehicles"."hsn", '') || '/' || coalesce("vehicles"."tsn", '') || ' ' || "vehicles"."brief_number" || ' ' || coalesce("vehicles"."licence_plate", '') || ' ' || replace(replace(coalesce("vehicles"."licence_plate", ''), ' ', ''), '-', '') || ' ' || coalesce("vehicles"."comments", ''))) STORED;--> statement-breakpoint
CREATE INDEX "vehicles_company_search_trgm_idx" ON "vehicles" USING gin ((array["company_id"]),"search_text" gin_trgm_ops);
