DROP INDEX "shipments_company_mode_eta_idx";--> statement-breakpoint
DROP INDEX "shipments_company_mode_etd_idx";--> statement-breakpoint
DROP INDEX "shipments_company_created_idx";--> statement-breakpoint
DROP INDEX "shipments_company_status_idx";--> statement-breakpoint
CREATE INDEX "shipments_company_eta_desc_idx" ON "shipments" USING btree ("company_id","eta" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_eta_asc_idx" ON "shipments" USING btree ("company_id","eta","id");--> statement-breakpoint
CREATE INDEX "shipments_company_mode_eta_desc_idx" ON "shipments" USING btree ("company_id","mode","eta" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_mode_eta_asc_idx" ON "shipments" USING btree ("company_id","mode","eta","id");--> statement-breakpoint
CREATE INDEX "shipments_company_etd_desc_idx" ON "shipments" USING btree ("company_id","etd" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_etd_asc_idx" ON "shipments" USING btree ("company_id","etd","id");--> statement-breakpoint
CREATE INDEX "shipments_company_mode_etd_desc_idx" ON "shipments" USING btree ("company_id","mode","etd" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_mode_etd_asc_idx" ON "shipments" USING btree ("company_id","mode","etd","id");--> statement-breakpoint
CREATE INDEX "shipments_company_created_at_idx" ON "shipments" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_company_mode_created_at_idx" ON "shipments" USING btree ("company_id","mode","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_company_status_created_at_idx" ON "shipments" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_company_open_idx" ON "shipments" USING btree ("company_id","eta") WHERE "shipments"."status" <> '5';--> statement-breakpoint
CREATE INDEX "shipments_company_departed_idx" ON "shipments" USING btree ("company_id",coalesce("atd", "etd"));