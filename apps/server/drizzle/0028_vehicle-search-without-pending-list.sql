-- The list's search reads the (company, trigram) index without GIN's pending list: after a stock
-- arrives its entries waited there (up to 4 MB, until a vacuum) and every search read them all, 386
-- pages of 10 000 vehicles (docs/perf/vehicle-list.md, change 20). Made again, so none is left.
DROP INDEX "vehicles_company_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "vehicles_company_search_trgm_idx" ON "vehicles" USING gin ((array["company_id"]),"search_text" gin_trgm_ops) WITH (fastupdate=false);