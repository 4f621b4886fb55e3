CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"enquiry_no" text NOT NULL,
	"status" text NOT NULL,
	"order_kind" text NOT NULL,
	"origin_code" text NOT NULL,
	"destination_code" text NOT NULL,
	"cartons" integer NOT NULL,
	"weight_kg" numeric(12, 2) NOT NULL,
	"volume_m3" numeric(10, 3) NOT NULL,
	"goods_description" text NOT NULL,
	"ready_date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "enquiries_order_kind_check" CHECK ("enquiries"."order_kind" in ('ocean', 'air', 'full', 'end', 'airEnd'))
);
--> statement-breakpoint
CREATE TABLE "enquiry_transitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enquiry_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_carton_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carton_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"fnsku" text,
	"quantity" integer NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "order_carton_items_quantity_check" CHECK ("order_carton_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_cartons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"carton_no" text NOT NULL,
	"length_cm" numeric(8, 1) NOT NULL,
	"width_cm" numeric(8, 1) NOT NULL,
	"height_cm" numeric(8, 1) NOT NULL,
	"weight_kg" numeric(10, 2) NOT NULL,
	"measured_length_cm" numeric(8, 1),
	"measured_width_cm" numeric(8, 1),
	"measured_height_cm" numeric(8, 1),
	"measured_weight_kg" numeric(10, 2),
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_transitions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_transitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_no" text NOT NULL,
	"order_kind" text NOT NULL,
	"status" text NOT NULL,
	"batch_no" text,
	"fba_shipment_id" text,
	"fba_reference_id" text,
	"sender" text,
	"origin_warehouse_code" text,
	"destination_warehouse_code" text,
	"delivery_method" text,
	"containers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channel_code" text,
	"remarks" text,
	"quote_option_id" uuid,
	"pending_reason" text,
	"shipment_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_kind_check" CHECK ("orders"."order_kind" in ('ocean', 'air', 'full', 'end', 'airEnd'))
);
--> statement-breakpoint
CREATE TABLE "quote_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"enquiry_id" uuid NOT NULL,
	"channel_code" text NOT NULL,
	"service" text NOT NULL,
	"transit_days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_price_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"option_id" uuid NOT NULL,
	"charge_name" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "quote_price_lines_currency_check" CHECK ("quote_price_lines"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_transitions" ADD CONSTRAINT "enquiry_transitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_transitions" ADD CONSTRAINT "enquiry_transitions_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_carton_items" ADD CONSTRAINT "order_carton_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_carton_items" ADD CONSTRAINT "order_carton_items_carton_id_order_cartons_id_fk" FOREIGN KEY ("carton_id") REFERENCES "public"."order_cartons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cartons" ADD CONSTRAINT "order_cartons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_cartons" ADD CONSTRAINT "order_cartons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_transitions" ADD CONSTRAINT "order_transitions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_option_id_quote_options_id_fk" FOREIGN KEY ("quote_option_id") REFERENCES "public"."quote_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_options" ADD CONSTRAINT "quote_options_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_price_lines" ADD CONSTRAINT "quote_price_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_price_lines" ADD CONSTRAINT "quote_price_lines_option_id_quote_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."quote_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_company_no_unique" ON "enquiries" USING btree ("company_id","enquiry_no");--> statement-breakpoint
CREATE INDEX "enquiries_company_created_at_idx" ON "enquiries" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_quoted_idx" ON "enquiries" USING btree ("company_id") WHERE "enquiries"."status" = 'Quoted';--> statement-breakpoint
CREATE INDEX "enquiry_transitions_enquiry_idx" ON "enquiry_transitions" USING btree ("enquiry_id","at");--> statement-breakpoint
CREATE INDEX "order_carton_items_carton_idx" ON "order_carton_items" USING btree ("carton_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "order_cartons_order_no_unique" ON "order_cartons" USING btree ("order_id","carton_no");--> statement-breakpoint
CREATE INDEX "order_transitions_order_idx" ON "order_transitions" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_company_no_unique" ON "orders" USING btree ("company_id","order_no");--> statement-breakpoint
CREATE INDEX "orders_company_created_at_idx" ON "orders" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_company_status_created_at_idx" ON "orders" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_options_enquiry_idx" ON "quote_options" USING btree ("enquiry_id","sort");--> statement-breakpoint
CREATE INDEX "quote_price_lines_option_idx" ON "quote_price_lines" USING btree ("option_id","sort");