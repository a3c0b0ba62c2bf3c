-- The vehicle list's picture kept on the vehicle's row (docs/perf/vehicle-list.md, change 14):
-- a page of 50 probed vehicle_documents once per row for the first photo, about a quarter of the page's
-- time in PostgreSQL. first_photo_id is the vehicle's first photo with a thumbnail (by upload time,
-- then id), kept by the triggers below in the transaction of every change to vehicle_documents, so no
-- writer can forget it. Setting it is an update of the vehicle that changes none of the columns the
-- counts' triggers watch (migration 0011), so it takes no lock on the company's counts.
ALTER TABLE "vehicles" ADD COLUMN "first_photo_id" uuid;--> statement-breakpoint
UPDATE "vehicles" AS v SET "first_photo_id" = p."id"
  FROM (SELECT DISTINCT ON ("vehicle_id") "vehicle_id", "id" FROM "vehicle_documents"
         WHERE "kind" = 'PHOTO' AND "thumbnail_key" IS NOT NULL
         ORDER BY "vehicle_id", "created_at", "id") AS p
 WHERE v."id" = p."vehicle_id";--> statement-breakpoint
-- Statement triggers with transition tables (as the counts' in migration 0008), so a vehicle's deletion,
-- which takes its documents with it, or an import of many photos sets each vehicle once.
-- The vehicles are locked before their photos are read: under READ COMMITTED the next statement then
-- reads with a snapshot taken after any other upload to the same vehicle committed, so two uploads at
-- once cannot each miss the other's photo. A vehicle deleted in the same transaction is not found and
-- is left alone.
CREATE FUNCTION "vehicle_first_photo_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "vehicle_id") INTO "ids" FROM "new_rows";
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT "vehicle_id") INTO "ids" FROM "old_rows";
  ELSE
    SELECT array_agg(DISTINCT "vehicle_id") INTO "ids" FROM (SELECT "vehicle_id" FROM "old_rows" UNION SELECT "vehicle_id" FROM "new_rows") AS "both";
  END IF;
  PERFORM 1 FROM "vehicles" WHERE "id" = ANY ("ids") ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "vehicles" AS v SET "first_photo_id" = f."photo_id"
    FROM (SELECT o."id", (SELECT d."id" FROM "vehicle_documents" d
                           WHERE d."company_id" = o."company_id" AND d."vehicle_id" = o."id"
                             AND d."kind" = 'PHOTO' AND d."thumbnail_key" IS NOT NULL
                           ORDER BY d."created_at", d."id" LIMIT 1) AS "photo_id"
            FROM "vehicles" o WHERE o."id" = ANY ("ids")) AS f
   WHERE v."id" = f."id" AND v."first_photo_id" IS DISTINCT FROM f."photo_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "vehicle_first_photo_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vehicles" SET "first_photo_id" = NULL WHERE "first_photo_id" IS NOT NULL;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "vehicle_first_photo_insert" AFTER INSERT ON "vehicle_documents" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_first_photo_refresh"();--> statement-breakpoint
CREATE TRIGGER "vehicle_first_photo_delete" AFTER DELETE ON "vehicle_documents" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_first_photo_refresh"();--> statement-breakpoint
CREATE TRIGGER "vehicle_first_photo_update" AFTER UPDATE ON "vehicle_documents" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_first_photo_refresh"();--> statement-breakpoint
CREATE TRIGGER "vehicle_first_photo_truncate" AFTER TRUNCATE ON "vehicle_documents" FOR EACH STATEMENT EXECUTE FUNCTION "vehicle_first_photo_truncated"();
