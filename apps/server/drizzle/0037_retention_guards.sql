-- Retention in the database too (§ 147 Abs. 1, 3, 4 AO, § 14b UStG; the rule: packages/domain/src/retention.ts):
-- an issued document and an issued or canceled trade cannot be deleted before the end of their
-- retention, 31 December of their Berlin issue year plus 8 years (booking vouchers) or 6 (commercial
-- letters). The services refuse first with a translated answer (9556-9559); these triggers catch any
-- other path: a cascade from a deleted company or vehicle, a hand-written statement. A draft's cost
-- estimate and a privacy notice are no such record; an issued trade's cost estimate the services keep.
-- TRUNCATE (a restore into an emptied database) fires no row trigger.
CREATE FUNCTION "retention_end"("issued" date, "years" integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT make_date(extract(year FROM "issued")::integer + "years", 12, 31)
$$;
--> statement-breakpoint
CREATE FUNCTION "generated_documents_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "years" integer := CASE
    WHEN OLD."document_type" IN ('INVOICE', 'CANCELLATION', 'CONTRACT', 'RECEIPT') THEN 8
    WHEN OLD."document_type" IN ('BINDING_CONTRACT', 'PROTOCOL') THEN 6
  END;
BEGIN
  IF "years" IS NOT NULL AND (now() AT TIME ZONE 'Europe/Berlin')::date <= "retention_end"(OLD."issued_on", "years") THEN
    RAISE EXCEPTION 'generated document % (%) is kept until % (§ 147 AO)', OLD."id", OLD."document_type", "retention_end"(OLD."issued_on", "years")
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "generated_documents_retention" BEFORE DELETE ON "generated_documents" FOR EACH ROW EXECUTE FUNCTION "generated_documents_kept"();
--> statement-breakpoint
CREATE FUNCTION "trades_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "day" date := coalesce(greatest(OLD."issued_on", OLD."canceled_on"), (OLD."created_at" AT TIME ZONE 'Europe/Berlin')::date);
BEGIN
  IF OLD."status" <> 'PENDING' AND (now() AT TIME ZONE 'Europe/Berlin')::date <= "retention_end"("day", 8) THEN
    RAISE EXCEPTION 'trade % (%) is kept until % (§ 147 AO)', OLD."id", OLD."status", "retention_end"("day", 8)
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "trades_retention" BEFORE DELETE ON "trades" FOR EACH ROW EXECUTE FUNCTION "trades_kept"();
