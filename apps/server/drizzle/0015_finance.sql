CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"shipment_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"origin_code" text NOT NULL,
	"destination_code" text NOT NULL,
	"order_reference" text,
	"cost_type" text NOT NULL,
	"cost_stage" text NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"description" text,
	"quantity" numeric(14, 3) NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"currency" text NOT NULL,
	"tax_rate_percent" numeric(6, 3) NOT NULL,
	"net_amount" numeric(18, 3) NOT NULL,
	"tax_amount" numeric(18, 3) NOT NULL,
	"total" numeric(18, 3) NOT NULL,
	"status" text NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"reject_reason" text,
	"dispute_reason" text,
	"statement_id" uuid,
	"incurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "charges_kind_check" CHECK ("charges"."kind" in ('estimate', 'actual')),
	CONSTRAINT "charges_source_check" CHECK ("charges"."source" in ('quote', 'remeasurement', 'duty', 'surcharge', 'storage'))
);
--> statement-breakpoint
CREATE TABLE "statement_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"amount" numeric(18, 3) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_payments_amount_check" CHECK ("statement_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"number" text NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"issued_at" timestamp with time zone,
	"due_date" date NOT NULL,
	"total" numeric(18, 3) NOT NULL,
	"paid" numeric(18, 3) DEFAULT '0' NOT NULL,
	"dispute_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statements_paid_check" CHECK ("statements"."paid" >= 0 and "statements"."paid" <= "statements"."total")
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payments" ADD CONSTRAINT "statement_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_payments" ADD CONSTRAINT "statement_payments_statement_id_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statements" ADD CONSTRAINT "statements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_company_external_unique" ON "charges" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE INDEX "charges_company_incurred_at_idx" ON "charges" USING btree ("company_id","incurred_at","id");--> statement-breakpoint
CREATE INDEX "charges_company_status_incurred_at_idx" ON "charges" USING btree ("company_id","status","incurred_at","id");--> statement-breakpoint
CREATE INDEX "charges_shipment_idx" ON "charges" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "charges_statement_idx" ON "charges" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "statement_payments_statement_idx" ON "statement_payments" USING btree ("statement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "statements_company_number_unique" ON "statements" USING btree ("company_id","number");--> statement-breakpoint
CREATE INDEX "statements_company_created_at_idx" ON "statements" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "statements_company_open_due_idx" ON "statements" USING btree ("company_id","due_date") WHERE "statements"."status" in ('Issued', 'Confirmed', 'Disputed', 'PartiallyPaid');