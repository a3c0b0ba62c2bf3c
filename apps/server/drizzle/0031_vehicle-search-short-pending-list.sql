-- The list's search index keeps GIN's pending list at 128 kB instead of none (0028): without it a bulk
-- insert took four times as long (every trigram of every row written into the tree at once), and 128 kB
-- are 16 pages a fresh search reads, not the 386 of the default 4 MB (docs/perf/vehicle-list.md, change 20).
DROP INDEX "vehicles_company_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "vehicles_company_search_trgm_idx" ON "vehicles" USING gin ((array["company_id"]),"search_text" gin_trgm_ops) WITH (gin_pending_list_limit=128);
