-- The filter index seeks by company, tab, make, fuel and mileage, and holds first registration and
-- next inspection as INCLUDE columns, tested on its entries (docs/perf/vehicle-list.md,
-- change 16). As keys after mileage, a filter on them without one on mileage (a column of thousands
-- of values) was costed by PostgreSQL 18's planner as a skip scan over every mileage; before this
-- migration first registration came between fuel and mileage, and the bench's filter (make, fuel, a
-- mileage bound) drew an estimate of 4 154 for the 417 entries it reads in 1 ms, against 472 for the
-- mileage order's index. A first look sorted by mileage on a stock just imported into a settled table
-- then walked that index and fetched 4 460 vehicles from the table (9–12 ms, a fifth of the reference's
-- pace). The gaps left before mileage are make and fuel, a few values each. Mileage is the key because
-- an upper mileage is the bound a used-car search sets most; the entries past it are not visited, nor
-- looked up in a table page not yet marked all-visible. Every column a filtered page reads stays in the
-- index, so on a vacuumed table the page is still an index-only scan. Drizzle cannot write INCLUDE:
-- its schema holds the key columns and predicate.
DROP INDEX "vehicles_company_status_list_filter_idx";--> statement-breakpoint
CREATE INDEX "vehicles_company_status_list_filter_idx" ON "vehicles" USING btree ("company_id","status","make","fuel_type","mileage") INCLUDE ("first_registered","next_inspection","model","added_on","asking_price","purchase_price","id","vin_code","licence_plate","power","purchased_on","sold_on","first_photo_id") WHERE "vehicles"."added_on" > '-infinity'::date;
