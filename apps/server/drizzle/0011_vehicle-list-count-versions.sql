CREATE SEQUENCE "public"."vehicle_counts_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "vehicle_counts" ADD COLUMN "version" bigint DEFAULT nextval('vehicle_counts_version') NOT NULL;--> statement-breakpoint
-- A filtered vehicle list's tab counts are kept by the server per filter
-- (vehicle-list.repository.ts) and trusted only while the company's counts row still has the version
-- they were counted at. So every change that can move a vehicle into or out of a filter takes a new
-- version, in the same transaction as the change: a vehicle coming or going, and an update of its
-- company, status or any column a filter reads (the search reads search_text, generated from make,
-- model, VIN, HSN/TSN and brief number). Another edit (prices, comments, the purchase) still takes no
-- lock on the counts. The version comes from one sequence, so no two states share one.
CREATE OR REPLACE FUNCTION "vehicle_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vehicle_counts" AS c ("company_id", "current", "sold")
  SELECT "company_id", count(*) FILTER (WHERE "status" <> 'SOLD'), count(*) FILTER (WHERE "status" = 'SOLD')
    FROM "inserted" GROUP BY "company_id" ORDER BY "company_id"
  ON CONFLICT ("company_id") DO UPDATE
    SET "current" = c."current" + excluded."current", "sold" = c."sold" + excluded."sold", "version" = nextval('vehicle_counts_version');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vehicle_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vehicle_counts" AS c
     SET "current" = c."current" - d."current", "sold" = c."sold" - d."sold", "version" = nextval('vehicle_counts_version')
    FROM (SELECT "company_id", count(*) FILTER (WHERE "status" <> 'SOLD') AS "current", count(*) FILTER (WHERE "status" = 'SOLD') AS "sold"
            FROM "deleted" GROUP BY "company_id") AS d
   WHERE c."company_id" = d."company_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each changed row leaves its old company's counts and joins its new one's: the two cancel out when
-- neither its company nor whether it is sold changed, and the company still gets a new version.
CREATE OR REPLACE FUNCTION "vehicle_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "changed" AS (
    SELECT o."company_id" AS "old_company", o."status" = 'SOLD' AS "old_sold", n."company_id" AS "new_company", n."status" = 'SOLD' AS "new_sold"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
     WHERE (o."company_id", o."status", o."make", o."fuel_type", o."first_registered", o."mileage", o."next_inspection", o."search_text")
           IS DISTINCT FROM (n."company_id", n."status", n."make", n."fuel_type", n."first_registered", n."mileage", n."next_inspection", n."search_text")
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "vehicle_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vehicle_counts" SET "current" = 0, "sold" = 0, "version" = nextval('vehicle_counts_version');
  RETURN NULL;
END $$;
