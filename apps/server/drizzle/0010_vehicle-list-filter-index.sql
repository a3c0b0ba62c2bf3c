-- A filtered vehicle list counts its matches and picks its page from one index that holds every
-- column the list filters and sorts by (docs/perf/vehicle-list.md): on a vacuumed table an
-- index-only scan, then only the page's 50 rows are read. Before, the filter was tested on the rows
-- themselves: the bench's make/fuel/mileage filter read 556 table pages twice (page and counts) for
-- 248 matches, 3.4 ms; now 30 index pages and the 50 rows, 0.6 ms. It begins with the columns of the
-- (company, status, make) index it replaces.
DROP INDEX "vehicles_company_status_make_idx";--> statement-breakpoint
CREATE INDEX "vehicles_company_status_list_filter_idx" ON "vehicles" USING btree ("company_id","status","make","fuel_type","first_registered","mileage","next_inspection","model","added_on","asking_price","purchase_price","id");