ALTER TABLE "charges" ALTER COLUMN "shipment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "mode" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "origin_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ALTER COLUMN "destination_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_order_idx" ON "charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "enquiry_transitions_company_quoted_idx" ON "enquiry_transitions" USING btree ("company_id","at") WHERE "enquiry_transitions"."to_status" = 'Quoted';--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_owner_check" CHECK ("charges"."shipment_id" is not null or "charges"."order_id" is not null);