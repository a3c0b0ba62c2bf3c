-- The company status rule (packages/domain/src/company.ts deriveCompanyStatus), applied once to
-- companies whose stored status still follows the earlier rule "anything else means rejected": a
-- company that had only some documents uploaded showed REJECTED although nothing was rejected.
UPDATE "companies" AS c SET "status" = CASE
  WHEN EXISTS (SELECT 1 FROM "company_documents" d WHERE d."company_id" = c."id" AND d."status" = 'REJECTED') THEN 'REJECTED'
  WHEN (SELECT count(*) FROM "company_documents" d WHERE d."company_id" = c."id" AND d."status" IN ('VERIFYING', 'VERIFIED')) < 4 THEN 'UNVERIFIED'
  WHEN (SELECT count(*) FROM "company_documents" d WHERE d."company_id" = c."id" AND d."status" = 'VERIFIED') = 4 THEN 'VERIFIED'
  ELSE 'VERIFYING'
END;
