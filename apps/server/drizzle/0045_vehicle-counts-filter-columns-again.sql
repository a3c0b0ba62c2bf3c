-- The version of a company's vehicle counts changes again only with what can move a vehicle into, out
-- of or within a filter's tab counts (0024's columns). 0044 added the columns only an order reads, for
-- a per-process cache of list pages that was removed: it made repeated questions cheap without making
-- any question cheaper, and a price edit took the counts row's lock for it.
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
