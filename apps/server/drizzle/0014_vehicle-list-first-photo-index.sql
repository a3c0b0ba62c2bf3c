-- The vehicle list's picture (docs/perf/vehicle-list.md): a page looks up each of its rows'
-- first photo with a thumbnail. Through vehicle_documents_vehicle_idx every document uploaded before it
-- (an OCR'd vehicle's registration document always is) was read from the table to test its kind, and the
-- order's tie on the id sorted; this index holds just those photos in the look-up's order, one index-only
-- probe per row.
CREATE INDEX "vehicle_documents_first_photo_idx" ON "vehicle_documents" USING btree ("company_id","vehicle_id","created_at","id") WHERE "vehicle_documents"."kind" = 'PHOTO' and "vehicle_documents"."thumbnail_key" is not null;