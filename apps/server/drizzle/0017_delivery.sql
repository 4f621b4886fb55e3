CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"order_kind" text NOT NULL,
	"fba_shipment_id" text,
	"shipment_id" uuid,
	"method" text NOT NULL,
	"warehouse_code" text NOT NULL,
	"needs_appointment" boolean NOT NULL,
	"carrier" text,
	"courier" text,
	"master_tracking_no" text,
	"status" text NOT NULL,
	"appointment_id" text,
	"appointment_start" timestamp with time zone,
	"appointment_end" timestamp with time zone,
	"failure_reason" text,
	"delivered_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"proof_file_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('0', '1', '2', '3', '4', '5', '6')),
	CONSTRAINT "deliveries_method_check" CHECK ("deliveries"."method" in ('truckLtl', 'truckFtl', 'parcel')),
	CONSTRAINT "deliveries_appointment_check" CHECK (("deliveries"."appointment_id" is null) = ("deliveries"."appointment_start" is null))
);
--> statement-breakpoint
CREATE TABLE "delivery_appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "delivery_appointments_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"action" text NOT NULL,
	"appointment_id" text NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone,
	"reason" text,
	"api_key_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_parcels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"carton_id" uuid NOT NULL,
	"carton_no" text NOT NULL,
	"position" integer NOT NULL,
	"child_no" text NOT NULL,
	"status" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "delivery_status_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"delivery_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"api_key_id" uuid,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parcel_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"parcel_id" uuid NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"location" text,
	"event_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "uploaded_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_appointments" ADD CONSTRAINT "delivery_appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_appointments" ADD CONSTRAINT "delivery_appointments_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_parcels" ADD CONSTRAINT "delivery_parcels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_parcels" ADD CONSTRAINT "delivery_parcels_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_parcels" ADD CONSTRAINT "delivery_parcels_carton_id_order_cartons_id_fk" FOREIGN KEY ("carton_id") REFERENCES "public"."order_cartons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_status_changes" ADD CONSTRAINT "delivery_status_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_status_changes" ADD CONSTRAINT "delivery_status_changes_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_delivery_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."delivery_parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_company_external_unique" ON "deliveries" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "deliveries_proof_file_idx" ON "deliveries" USING btree ("proof_file_id");--> statement-breakpoint
CREATE INDEX "deliveries_company_updated_at_idx" ON "deliveries" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "delivery_appointments_delivery_idx" ON "delivery_appointments" USING btree ("delivery_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_parcels_company_child_unique" ON "delivery_parcels" USING btree ("company_id","child_no");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_parcels_delivery_carton_unique" ON "delivery_parcels" USING btree ("delivery_id","carton_id");--> statement-breakpoint
CREATE INDEX "delivery_parcels_delivery_idx" ON "delivery_parcels" USING btree ("delivery_id","position");--> statement-breakpoint
CREATE INDEX "delivery_status_changes_delivery_idx" ON "delivery_status_changes" USING btree ("delivery_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "parcel_events_parcel_code_time_unique" ON "parcel_events" USING btree ("parcel_id","code","event_time");--> statement-breakpoint
-- The deliveries page (CargoStatus:Deliveries, a new menu entry) goes to every company and user
-- already granted a shipment list, as the page of their orders' last mile. Data only, idempotent.
INSERT INTO "company_menus" ("company_id", "menu_code")
SELECT DISTINCT "company_id", 'CargoStatus:Deliveries'
FROM "company_menus"
WHERE "menu_code" = 'CargoStatus:AllShipment'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_menus" ("user_id", "menu_code")
SELECT DISTINCT "user_id", 'CargoStatus:Deliveries'
FROM "user_menus"
WHERE "menu_code" = 'CargoStatus:AllShipment'
ON CONFLICT DO NOTHING;
