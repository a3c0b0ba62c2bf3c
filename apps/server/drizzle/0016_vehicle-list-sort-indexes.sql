-- Every order of the vehicle list walks an index to its last key, the id (docs/perf/vehicle-list.md,
-- change 13). The descending prices and first registration sort nulls last, which a backward scan of an
-- ascending index cannot give; the purchase price had no index; make and model sort in German (ICU
-- collation). Those six orders read and sorted the whole tab on every page (6 ms at 10 000 vehicles).
-- Mileage, first registration and asking price gain the id: without statistics PostgreSQL 15 sorted the
-- whole tab for the tie instead of the few rows of equal value.
DROP INDEX "vehicles_company_status_mileage_idx";--> statement-breakpoint
DROP INDEX "vehicles_company_status_first_registered_idx";--> statement-breakpoint
DROP INDEX "vehicles_company_status_asking_price_idx";--> statement-breakpoint
CREATE INDEX "vehicles_company_status_first_registered_desc_idx" ON "vehicles" USING btree ("company_id","status","first_registered" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vehicles_company_status_make_model_idx" ON "vehicles" USING btree ("company_id","status","make" collate "de-x-icu","model" collate "de-x-icu","id");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_asking_price_desc_idx" ON "vehicles" USING btree ("company_id","status","asking_price" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vehicles_company_status_purchase_price_idx" ON "vehicles" USING btree ("company_id","status","purchase_price","id");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_purchase_price_desc_idx" ON "vehicles" USING btree ("company_id","status","purchase_price" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vehicles_company_status_mileage_idx" ON "vehicles" USING btree ("company_id","status","mileage","id");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_first_registered_idx" ON "vehicles" USING btree ("company_id","status","first_registered","id");--> statement-breakpoint
CREATE INDEX "vehicles_company_status_asking_price_idx" ON "vehicles" USING btree ("company_id","status","asking_price","id");