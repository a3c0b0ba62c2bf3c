CREATE TABLE "vehicle_counts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"current" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicle_counts" ADD CONSTRAINT "vehicle_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The vehicle list's tab counts, kept by the database in the transaction of every change to
-- vehicles: statement triggers with transition tables, so a bulk insert of 100 000 vehicles makes one
-- upsert per company, not one per row. A status other than SOLD counts as in stock, as the list reads it.
-- Deletes and updates only update a company's existing row: a vehicle that goes had been counted
-- when it came, and a company's cascade may already have removed its counts.
CREATE FUNCTION "vehicle_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vehicle_counts" AS c ("company_id", "current", "sold")
  SELECT "company_id", count(*) FILTER (WHERE "status" <> 'SOLD'), count(*) FILTER (WHERE "status" = 'SOLD')
    FROM "inserted" GROUP BY "company_id" ORDER BY "company_id"
  ON CONFLICT ("company_id") DO UPDATE SET "current" = c."current" + excluded."current", "sold" = c."sold" + excluded."sold";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "vehicle_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vehicle_counts" AS c SET "current" = c."current" - d."current", "sold" = c."sold" - d."sold"
    FROM (SELECT "company_id", count(*) FILTER (WHERE "status" <> 'SOLD') AS "current", count(*) FILTER (WHERE "status" = 'SOLD') AS "sold"
            FROM "deleted" GROUP BY "company_id") AS d
   WHERE c."company_id" = d."company_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only rows whose status (or company) changed move a count; any other edit takes no lock on the counts.
CREATE FUNCTION "vehicle_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vehicle_counts" AS c SET "current" = c."current" + d."current", "sold" = c."sold" + d."sold"
    FROM (SELECT "company_id", sum("current")::integer AS "current", sum("sold")::integer AS "sold"
            FROM (SELECT o."company_id", CASE WHEN o."status" = 'SOLD' THEN 0 ELSE -1 END AS "current", CASE WHEN o."status" = 'SOLD' THEN -1 ELSE 0 END AS "sold"
                    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
                   WHERE (o."company_id", o."status" = 'SOLD') IS DISTINCT FROM (n."company_id", n."status" = 'SOLD')
                  UNION ALL
                  SELECT n."company_id", CASE WHEN n."status" = 'SOLD' THEN 0 ELSE 1 END, CASE WHEN n."status" = 'SOLD' THEN 1 ELSE 0 END
                    FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
                   WHERE (o."company_id", o."status" = 'SOLD') IS DISTINCT FROM (n."company_id", n."status" = 'SOLD')) AS moves
           GROUP BY "company_id") AS d
   WHERE c."company_id" = d."company_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "vehicle_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vehicle_counts" SET "current" = 0, "sold" = 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_counts_insert" AFTER INSERT ON "vehicles" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_counts_inserted"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_counts_delete" AFTER DELETE ON "vehicles" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_counts_deleted"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_counts_update" AFTER UPDATE ON "vehicles" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_counts_updated"();
--> statement-breakpoint
CREATE TRIGGER "vehicle_counts_truncate" AFTER TRUNCATE ON "vehicles" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_counts_truncated"();
--> statement-breakpoint
INSERT INTO "vehicle_counts" ("company_id", "current", "sold")
SELECT "company_id", count(*) FILTER (WHERE "status" <> 'SOLD'), count(*) FILTER (WHERE "status" = 'SOLD') FROM "vehicles" GROUP BY "company_id";
