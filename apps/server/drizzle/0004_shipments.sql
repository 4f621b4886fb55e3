CREATE TABLE "integration_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "integration_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "integration_requests" (
	"company_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "integration_requests_company_id_idempotency_key_pk" PRIMARY KEY("company_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "shipment_containers" (
	"company_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"container_no" text NOT NULL,
	"size_type" text,
	"seal_no" text,
	"sort" integer NOT NULL,
	CONSTRAINT "shipment_containers_shipment_id_container_no_pk" PRIMARY KEY("shipment_id","container_no")
);
--> statement-breakpoint
CREATE TABLE "shipment_documents" (
	"company_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipment_documents_shipment_id_file_id_pk" PRIMARY KEY("shipment_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "shipment_references" (
	"company_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "shipment_references_shipment_id_kind_value_pk" PRIMARY KEY("shipment_id","kind","value")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"dcg_no" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT '0' NOT NULL,
	"house_bill" text,
	"master_bill" text,
	"booking_no" text,
	"air_waybill" text,
	"customer_reference" text,
	"fba_shipment_id" text,
	"fba_reference_id" text,
	"shipper" text,
	"consignee" text,
	"origin_code" text NOT NULL,
	"origin_name" text,
	"destination_code" text NOT NULL,
	"destination_name" text,
	"carrier_code" text,
	"carrier_name" text,
	"vessel_name" text,
	"voyage_no" text,
	"flight_no" text,
	"train_no" text,
	"pieces" integer,
	"cartons" integer,
	"gross_weight_kg" numeric(14, 3),
	"volume_m3" numeric(12, 3),
	"chargeable_weight_kg" numeric(14, 3),
	"incoterm" text,
	"booked_etd" timestamp with time zone,
	"booked_eta" timestamp with time zone,
	"etd" timestamp with time zone,
	"atd" timestamp with time zone,
	"eta" timestamp with time zone,
	"ata" timestamp with time zone,
	"original_eta" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shipments_mode_check" CHECK ("shipments"."mode" in ('sea', 'air', 'rail'))
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"source" text NOT NULL,
	"event_type" text NOT NULL,
	"classifier" text NOT NULL,
	"code" text NOT NULL,
	"document_type_code" text,
	"event_time" timestamp with time zone NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"location_code" text,
	"location_name" text,
	"transport_mode" text,
	"vessel_name" text,
	"voyage_no" text,
	"flight_no" text,
	"equipment_reference" text,
	"empty_indicator" text,
	"pieces" integer,
	"weight_kg" numeric(14, 3),
	"delay_reason_code" text,
	"remark" text,
	"payload_hash" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"retracted_at" timestamp with time zone,
	"retracted_by" text,
	CONSTRAINT "tracking_events_classifier_check" CHECK ("tracking_events"."classifier" in ('PLN', 'EST', 'ACT'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "external_code" text;--> statement-breakpoint
ALTER TABLE "integration_api_keys" ADD CONSTRAINT "integration_api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_requests" ADD CONSTRAINT "integration_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_containers" ADD CONSTRAINT "shipment_containers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_containers" ADD CONSTRAINT "shipment_containers_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_documents" ADD CONSTRAINT "shipment_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_references" ADD CONSTRAINT "shipment_references_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_references" ADD CONSTRAINT "shipment_references_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_references_company_value_idx" ON "shipment_references" USING btree ("company_id","value" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_company_external_unique" ON "shipments" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_company_dcg_unique" ON "shipments" USING btree ("company_id","dcg_no");--> statement-breakpoint
CREATE INDEX "shipments_company_mode_eta_idx" ON "shipments" USING btree ("company_id","mode","eta");--> statement-breakpoint
CREATE INDEX "shipments_company_mode_etd_idx" ON "shipments" USING btree ("company_id","mode","etd");--> statement-breakpoint
CREATE INDEX "shipments_company_created_idx" ON "shipments" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "shipments_company_status_idx" ON "shipments" USING btree ("company_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_events_company_event_unique" ON "tracking_events" USING btree ("company_id","event_id");--> statement-breakpoint
CREATE INDEX "tracking_events_shipment_idx" ON "tracking_events" USING btree ("shipment_id","event_time");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_external_code_unique" UNIQUE("external_code");