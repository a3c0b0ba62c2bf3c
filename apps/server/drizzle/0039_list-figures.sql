CREATE TABLE "list_figures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"year" integer,
	"count" integer DEFAULT 0 NOT NULL,
	"canceled" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "list_figures_company_list_idx" ON "list_figures" USING btree ("company_id","list","year");--> statement-breakpoint
-- What one trade adds to the figures of the lists it is in (the rules of trades-overview.repository.ts,
-- service-invoice-trades.repository.ts and cancellations.repository.ts): the overview and the service
-- invoices by its kind and the year of its day (the invoice or contract date, else the Berlin day it
-- was started), as listed (count), canceled, or the gross of a finished one; a sale or purchase given
-- up before it issued anything is not listed. Canceled Trades by the year of the cancellation day.
CREATE FUNCTION "list_figures_of_trade"("kind" text, "status" text, "issued_on" date, "created_at" timestamptz, "canceled_on" date, "gross_price" bigint)
RETURNS TABLE ("list" text, "year" integer, "count" integer, "canceled" integer, "gross" bigint) LANGUAGE sql IMMUTABLE AS $$
  SELECT "kind", extract(year FROM coalesce("issued_on", ("created_at" AT TIME ZONE 'Europe/Berlin')::date))::integer,
         ("status" <> 'REJECTED')::integer, ("status" = 'REJECTED')::integer, CASE WHEN "status" = 'FINISHED' THEN "gross_price" ELSE 0 END
   WHERE "kind" = 'SERVICE_INVOICE' OR "status" <> 'REJECTED' OR "issued_on" IS NOT NULL
  UNION ALL
  SELECT 'CANCELED', extract(year FROM "canceled_on")::integer, 1, 0, 0::bigint WHERE "status" = 'REJECTED'
$$;
--> statement-breakpoint
-- Adds a statement's changes (rows of list_figures, id unused) to the figures: the changes and every
-- row of the same company and list that no other transaction holds are folded into one row per year.
-- SKIP LOCKED: a writer never waits for another writer's figures (no hot counter, no lock order to
-- keep, no deadlock); a row another transaction is folding stays and is folded by a later statement.
-- Every row is either still there or folded into a row of the same transaction, so any snapshot
-- sums to the exact figures. A year that sums to nothing is dropped.
CREATE FUNCTION "list_figures_fold"("changes" "list_figures"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality("changes"), 0) = 0 THEN RETURN; END IF;
  WITH "delta" AS (
    SELECT c."company_id", c."list", c."year", sum(c."count") AS "count", sum(c."canceled") AS "canceled", sum(c."gross") AS "gross"
      FROM unnest("changes") c GROUP BY 1, 2, 3
     HAVING sum(c."count") <> 0 OR sum(c."canceled") <> 0 OR sum(c."gross") <> 0
  ), "taken" AS (
    DELETE FROM "list_figures" f
     WHERE f."id" IN (SELECT h."id" FROM "list_figures" h
                       WHERE (h."company_id", h."list") IN (SELECT d."company_id", d."list" FROM "delta" d)
                       FOR UPDATE SKIP LOCKED)
    RETURNING f."company_id", f."list", f."year", f."count"::numeric, f."canceled"::numeric, f."gross"::numeric
  )
  INSERT INTO "list_figures" ("company_id", "list", "year", "count", "canceled", "gross")
  SELECT a."company_id", a."list", a."year", sum(a."count"), sum(a."canceled"), sum(a."gross")
    FROM (SELECT * FROM "delta" UNION ALL SELECT * FROM "taken") a
   GROUP BY 1, 2, 3
  HAVING sum(a."count") <> 0 OR sum(a."canceled") <> 0 OR sum(a."gross") <> 0
   ORDER BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- Statement triggers with transition tables on trades and customers: every writer (the services, a
-- bulk insert, the customer's erasure, a company's cascade) changes the figures in its own
-- transaction, once per statement however many rows it writes. An update moves the figures only when
-- a column they read changed (the company, kind, status, the days, the gross).
CREATE FUNCTION "list_figures_trades_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_figures_fold"(array(
    SELECT row(NULL, r."company_id", f."list", f."year", f."count", f."canceled", f."gross")::"list_figures"
      FROM "inserted" r CROSS JOIN LATERAL "list_figures_of_trade"(r."kind", r."status", r."issued_on", r."created_at", r."canceled_on", r."gross_price") f));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_figures_trades_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_figures_fold"(array(
    SELECT row(NULL, r."company_id", f."list", f."year", -f."count", -f."canceled", -f."gross")::"list_figures"
      FROM "deleted" r CROSS JOIN LATERAL "list_figures_of_trade"(r."kind", r."status", r."issued_on", r."created_at", r."canceled_on", r."gross_price") f));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_figures_trades_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_figures_fold"(array(
    WITH "moved" AS (
      SELECT o."company_id" AS "o_company", o."kind" AS "o_kind", o."status" AS "o_status", o."issued_on" AS "o_issued", o."created_at" AS "o_created",
             o."canceled_on" AS "o_canceled", o."gross_price" AS "o_gross", n."company_id", n."kind", n."status", n."issued_on", n."created_at", n."canceled_on", n."gross_price"
        FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
       WHERE (o."company_id", o."kind", o."status", o."issued_on", o."created_at", o."canceled_on", o."gross_price")
             IS DISTINCT FROM (n."company_id", n."kind", n."status", n."issued_on", n."created_at", n."canceled_on", n."gross_price")
    )
    SELECT row(NULL, m."company_id", f."list", f."year", f."count", f."canceled", f."gross")::"list_figures"
      FROM "moved" m CROSS JOIN LATERAL "list_figures_of_trade"(m."kind", m."status", m."issued_on", m."created_at", m."canceled_on", m."gross_price") f
    UNION ALL
    SELECT row(NULL, m."o_company", f."list", f."year", -f."count", -f."canceled", -f."gross")::"list_figures"
      FROM "moved" m CROSS JOIN LATERAL "list_figures_of_trade"(m."o_kind", m."o_status", m."o_issued", m."o_created", m."o_canceled", m."o_gross") f));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_figures_trades_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_figures" WHERE "list" <> 'CUSTOMERS';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "list_figures_insert" AFTER INSERT ON "trades" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "list_figures_trades_inserted"();
--> statement-breakpoint
CREATE TRIGGER "list_figures_delete" AFTER DELETE ON "trades" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "list_figures_trades_deleted"();
--> statement-breakpoint
CREATE TRIGGER "list_figures_update" AFTER UPDATE ON "trades" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_figures_trades_updated"();
--> statement-breakpoint
CREATE TRIGGER "list_figures_truncate" AFTER TRUNCATE ON "trades" FOR EACH STATEMENT EXECUTE FUNCTION "list_figures_trades_truncated"();
--> statement-breakpoint
CREATE FUNCTION "list_figures_customers_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_figures_fold"(array(SELECT row(NULL, r."company_id", 'CUSTOMERS', NULL, 1, 0, 0)::"list_figures" FROM "inserted" r));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_figures_customers_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_figures_fold"(array(SELECT row(NULL, r."company_id", 'CUSTOMERS', NULL, -1, 0, 0)::"list_figures" FROM "deleted" r));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_figures_customers_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "list_figures_fold"(array(
    SELECT row(NULL, c."company_id", 'CUSTOMERS', NULL, c."count", 0, 0)::"list_figures"
      FROM "old_rows" o JOIN "new_rows" n ON n."id" = o."id"
     CROSS JOIN LATERAL (VALUES (o."company_id", -1), (n."company_id", 1)) c("company_id", "count")
     WHERE o."company_id" IS DISTINCT FROM n."company_id"));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "list_figures_customers_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "list_figures" WHERE "list" = 'CUSTOMERS';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "list_figures_insert" AFTER INSERT ON "customers" REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "list_figures_customers_inserted"();
--> statement-breakpoint
CREATE TRIGGER "list_figures_delete" AFTER DELETE ON "customers" REFERENCING OLD TABLE AS "deleted" FOR EACH STATEMENT EXECUTE FUNCTION "list_figures_customers_deleted"();
--> statement-breakpoint
CREATE TRIGGER "list_figures_update" AFTER UPDATE ON "customers" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "list_figures_customers_updated"();
--> statement-breakpoint
CREATE TRIGGER "list_figures_truncate" AFTER TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION "list_figures_customers_truncated"();
--> statement-breakpoint
-- The figures of the rows there already.
SELECT "list_figures_fold"(array(
  SELECT row(NULL, r."company_id", f."list", f."year", f."count", f."canceled", f."gross")::"list_figures"
    FROM "trades" r CROSS JOIN LATERAL "list_figures_of_trade"(r."kind", r."status", r."issued_on", r."created_at", r."canceled_on", r."gross_price") f
  UNION ALL
  SELECT row(NULL, r."company_id", 'CUSTOMERS', NULL, 1, 0, 0)::"list_figures" FROM "customers" r));
