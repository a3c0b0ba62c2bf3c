-- A company's stored status is derived from the documents its legal form requires
-- (requiredCompanyDocuments in packages/domain/src/company.ts): the commercial-register extract only
-- of a legal form entered in the register. Companies of the other forms (a sole trader who is not
-- registered, a GbR, "none", a Limited) were derived over all four documents, so a missing extract
-- held them unverified: derived again here by the same rule as deriveCompanyStatus (a rejection wins,
-- then anything missing, all verified is verified, else being checked).
WITH required AS (
  SELECT c.id AS company_id, t.type
    FROM companies c
   CROSS JOIN unnest(ARRAY['COMPANY_LOGO', 'OWNER_PASSPORT', 'BUSINESS_REGISTRATION']) AS t(type)
   WHERE c.type NOT IN ('AG', 'EK', 'GMBH', 'GMBH_CO_KG', 'KG', 'OHG', 'UG')
), derived AS (
  SELECT r.company_id,
         CASE
           WHEN bool_or(coalesce(d.status, 'UNVERIFIED') = 'REJECTED') THEN 'REJECTED'
           WHEN bool_or(coalesce(d.status, 'UNVERIFIED') = 'UNVERIFIED') THEN 'UNVERIFIED'
           WHEN bool_and(d.status = 'VERIFIED') THEN 'VERIFIED'
           ELSE 'VERIFYING'
         END AS status
    FROM required r
    LEFT JOIN company_documents d ON d.company_id = r.company_id AND d.type = r.type
   GROUP BY r.company_id
)
UPDATE companies c
   SET status = derived.status
  FROM derived
 WHERE c.id = derived.company_id AND c.status IS DISTINCT FROM derived.status;
