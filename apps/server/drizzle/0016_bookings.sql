CREATE TABLE "bills_of_lading" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"comment" text,
	"issue_date" date,
	"shipped_on_board_date" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bills_of_lading_status_check" CHECK ("bills_of_lading"."status" in ('DRAFT', 'PENDING_AMENDMENT', 'APPROVED', 'ISSUED'))
);
--> statement-breakpoint
CREATE TABLE "booking_transitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"user_id" uuid,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"order_kind" text NOT NULL,
	"dcg_no" text NOT NULL,
	"request_reference" text NOT NULL,
	"carrier_reference" text,
	"status" text NOT NULL,
	"receipt_type" text NOT NULL,
	"delivery_type" text NOT NULL,
	"requested_equipments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"port_of_loading" text NOT NULL,
	"port_of_discharge" text NOT NULL,
	"vessel_name" text,
	"voyage_number" text,
	"expected_departure_date" date,
	"cut_offs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pending_reason" text,
	"shipping_instructions" jsonb,
	"shipping_instructions_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('RECEIVED', 'PENDING_UPDATE', 'CONFIRMED', 'COMPLETED', 'REJECTED', 'CANCELLED'))
);
--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills_of_lading" ADD CONSTRAINT "bills_of_lading_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_transitions" ADD CONSTRAINT "booking_transitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_transitions" ADD CONSTRAINT "booking_transitions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_transitions" ADD CONSTRAINT "booking_transitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bills_of_lading_booking_unique" ON "bills_of_lading" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_of_lading_company_reference_unique" ON "bills_of_lading" USING btree ("company_id","reference");--> statement-breakpoint
CREATE INDEX "bills_of_lading_company_draft_idx" ON "bills_of_lading" USING btree ("company_id") WHERE "bills_of_lading"."status" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "booking_transitions_booking_idx" ON "booking_transitions" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_company_request_unique" ON "bookings" USING btree ("company_id","request_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_order_unique" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bookings_company_dcg_no_idx" ON "bookings" USING btree ("company_id","dcg_no");--> statement-breakpoint
CREATE INDEX "bookings_company_updated_at_idx" ON "bookings" USING btree ("company_id","updated_at","id");--> statement-breakpoint
-- The new menu entry CargoStatus:Bookings goes to every company and user already granted the order
-- work queue (its hidden detail page is granted with it). Data only, and idempotent.
INSERT INTO "company_menus" ("company_id", "menu_code")
SELECT DISTINCT "company_id", "code"
FROM "company_menus", (VALUES ('CargoStatus:Bookings'), ('CargoStatus:BookingDetail')) AS "added" ("code")
WHERE "menu_code" = 'CargoStatus:NewOrders'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_menus" ("user_id", "menu_code")
SELECT DISTINCT "user_id", "code"
FROM "user_menus", (VALUES ('CargoStatus:Bookings'), ('CargoStatus:BookingDetail')) AS "added" ("code")
WHERE "menu_code" = 'CargoStatus:NewOrders'
ON CONFLICT DO NOTHING;
