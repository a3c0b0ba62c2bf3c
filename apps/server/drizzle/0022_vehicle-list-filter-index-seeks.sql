-- The filter index seeks by company, tab, make and fuel only, and holds the range columns (first
-- registration, mileage, next inspection) as INCLUDE columns, tested on its entries (issue 15;
-- docs/perf/vehicle-list.md, change 16). As keys after a column without a condition, PostgreSQL 18's
-- planner costed a filter on them as a skip scan over every value of that column (4 154 for the
-- bench's filter, which reads 417 entries in 1 ms): a first look sorted by mileage on a stock just
-- imported into a settled table then walked the (company, status, mileage) index and fetched 4 460
-- vehicles from the table (9–12 ms, a fifth of the reference's pace). Every column a filtered page
-- reads stays in the index, so on a vacuumed table the page is still an index-only scan. Drizzle cannot
-- write INCLUDE: its schema holds the key columns and predicate.
DROP INDEX "vehicles_company_status_list_filter_idx";--> statement-breakpoint
CREATE INDEX "vehicles_company_status_list_filter_idx" ON "vehicles" USING btree ("company_id","status","make","fuel_type") INCLUDE ("first_registered","mileage","next_inspection","model","added_on","asking_price","purchase_price","id","vin_code","licence_plate","power","purchased_on","sold_on","first_photo_id") WHERE "vehicles"."added_on" > '-infinity'::date;
