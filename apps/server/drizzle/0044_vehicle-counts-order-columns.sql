-- The server keeps the ids of a filtered list page it answered, with the version of the company's
-- counts it read them at (vehicle-list.repository.ts keptPages), and serves the same question again
-- from those ids while the version stands. So the version now also changes with every column an
-- order of the list reads that no filter reads: the model (the make order; a change of case alone
-- leaves search_text as it was), the day added and both prices. A price edit now takes the counts
-- row's lock in its transaction as the other list columns' edits do.
CREATE OR REPLACE FUNCTION "vehicle_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "changed" AS (
    SELECT o."company_id" AS "old_company", o."status" = 'SOLD' AS "old_sold", n."company_id" AS "new_company", n."status" = 'SOLD' AS "new_sold"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
     WHERE (o."company_id", o."status", o."make", o."model", o."fuel_type", o."first_registered", o."first_registered_precision", o."mileage", o."next_inspection", o."search_text", o."added_on", o."asking_price", o."purchase_price")
           IS DISTINCT FROM (n."company_id", n."status", n."make", n."model", n."fuel_type", n."first_registered", n."first_registered_precision", n."mileage", n."next_inspection", n."search_text", n."added_on", n."asking_price", n."purchase_price")
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
