-- The vehicle list's plans must not depend on the statistics (docs/perf/vehicle-list.md).
-- The search goes through one index holding the company and the trigrams of search_text; the list
-- writes its company condition as array containment, which only this index answers, so a search
-- reads the company's matches and nothing else, analysed or not (before: with no statistics the
-- planner walked all the company's vehicles testing the pattern). It replaces the trigram index of
-- all companies' vehicles, which only the list's search used.
DROP INDEX "vehicles_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "vehicles_company_search_trgm_idx" ON "vehicles" USING gin ((array["company_id"]),"search_text" gin_trgm_ops);--> statement-breakpoint
-- No statistics on the company: they describe the companies of the last ANALYZE, so a company that
-- came or grew since (a bulk insert of 100 000 vehicles) was estimated at one row and its page
-- sorted its whole stock (188 ms instead of 0.5 ms). Without them every company is estimated at the
-- default share of the table, which keeps the walk down the list's (company_id, status, …) indexes.
ALTER TABLE "vehicles" ALTER COLUMN "company_id" SET STATISTICS 0;--> statement-breakpoint
-- ANALYZE leaves a column's old statistics in place when its target drops to 0; PostgreSQL 18 can
-- clear them (older servers keep them until the table is rebuilt).
DO $$
BEGIN
  IF to_regprocedure('pg_clear_attribute_stats(text,text,text,boolean)') IS NOT NULL THEN
    PERFORM pg_clear_attribute_stats(current_schema(), 'vehicles', 'company_id', false);
  END IF;
END $$;
