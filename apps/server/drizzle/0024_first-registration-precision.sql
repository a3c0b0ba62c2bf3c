-- A first registration may be known by its month only (EZ 03/2019, as dealers and adverts state it):
-- the month is stored as its first day with precision MONTH, so first_registered still orders, filters
-- and indexes the list. Every row from before is a day. A constant default adds the column without
-- rewriting the table.
ALTER TABLE "vehicles" ADD COLUMN "first_registered_precision" text DEFAULT 'DAY' NOT NULL;--> statement-breakpoint
-- A filtered page is read from the filter index alone (migration 0022): the list shows the precision
-- and the first-registration filter tests it, so the index holds it as one more INCLUDE column.
DROP INDEX "vehicles_company_status_list_filter_idx";--> statement-breakpoint
CREATE INDEX "vehicles_company_status_list_filter_idx" ON "vehicles" USING btree ("company_id","status","make","fuel_type","mileage") INCLUDE ("first_registered","first_registered_precision","next_inspection","model","added_on","asking_price","purchase_price","id","vin_code","licence_plate","power","purchased_on","sold_on","first_photo_id") WHERE "vehicles"."added_on" > '-infinity'::date;--> statement-breakpoint
-- The precision moves a vehicle into or out of a first-registration filter (a month passes a bound
-- within it), so changing it takes a new version of the company's counts, as migration 0011 says of
-- every column a filter reads.
CREATE OR REPLACE FUNCTION "vehicle_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "changed" AS (
    SELECT o."company_id" AS "old_company", o."status" = 'SOLD' AS "old_sold", n."company_id" AS "new_company", n."status" = 'SOLD' AS "new_sold"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
     WHERE (o."company_id", o."status", o."make", o."fuel_type", o."first_registered", o."first_registered_precision", o."mileage", o."next_inspection", o."search_text")
           IS DISTINCT FROM (n."company_id", n."status", n."make", n."fuel_type", n."first_registered", n."first_registered_precision", n."mileage", n."next_inspection", n."search_text")
  )
  UPDATE "vehicle_counts" AS c
     SET "current" = c."current" + d."current", "sold" = c."sold" + d."sold", "version" = nextval('vehicle_counts_version')
    FROM (SELECT "company_id", sum("current")::integer AS "current", sum("sold")::integer AS "sold"
            FROM (SELECT "old_company" AS "company_id", CASE WHEN "old_sold" THEN 0 ELSE -1 END AS "current", CASE WHEN "old_sold" THEN -1 ELSE 0 END AS "sold" FROM "changed"
                  UNION ALL
                  SELECT "new_company", CASE WHEN "new_sold" THEN 0 ELSE 1 END, CASE WHEN "new_sold" THEN 1 ELSE 0 END FROM "changed") AS "moves"
           GROUP BY "company_id") AS d
   WHERE c."company_id" = d."company_id";
  RETURN NULL;
END $$;
