CREATE TABLE "replenish_plan_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"fba_shipment_id" text NOT NULL,
	"destination_code" text NOT NULL,
	"sku" text NOT NULL,
	"fnsku" text,
	"quantity" integer NOT NULL,
	CONSTRAINT "replenish_plan_lines_quantity_check" CHECK ("replenish_plan_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "replenish_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"plan_no" text NOT NULL,
	"file_name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"sort" integer NOT NULL,
	"sku" text NOT NULL,
	"fnsku" text,
	"quantity" integer NOT NULL,
	"sellable_quantity" integer,
	"condition" text,
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_sellable_check" CHECK ("return_lines"."sellable_quantity" is null or ("return_lines"."sellable_quantity" >= 0 and "return_lines"."sellable_quantity" <= "return_lines"."quantity"))
);
--> statement-breakpoint
CREATE TABLE "return_photos" (
	"return_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "return_photos_return_id_file_id_pk" PRIMARY KEY("return_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "return_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "return_status_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" uuid,
	"api_key_id" uuid,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"marketplace" text NOT NULL,
	"removal_order_id" text,
	"tracking_no" text,
	"warehouse_code" text NOT NULL,
	"status" text NOT NULL,
	"instruction" text,
	"instruction_note" text,
	"return_address" text,
	"inspection_note" text,
	"instructed_by" uuid,
	"instructed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "returns_status_check" CHECK ("returns"."status" in ('Registered', 'Received', 'Inspected', 'AwaitingInstruction', 'InstructionGiven', 'Completed')),
	CONSTRAINT "returns_instruction_check" CHECK ("returns"."instruction" is null or "returns"."instruction" in ('RelabelReplenish', 'Dispose', 'ReturnToSender', 'Hold')),
	CONSTRAINT "returns_instruction_given_check" CHECK (("returns"."instruction" is null) = ("returns"."status" in ('Registered', 'Received', 'Inspected', 'AwaitingInstruction')))
);
--> statement-breakpoint
CREATE TABLE "supplier_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"grant_hash" text,
	"grant_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_files" (
	"link_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"submission_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supplier_files_link_id_file_id_pk" PRIMARY KEY("link_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"supplier_email" text NOT NULL,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "supplier_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"cargo_ready_date" text NOT NULL,
	"carton_count" integer NOT NULL,
	"gross_weight_kg" double precision NOT NULL,
	"volume_cbm" double precision NOT NULL,
	"note" text,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supplier_submissions_cartons_check" CHECK ("supplier_submissions"."carton_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "unsubscribe_url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "replenish_plan_lines" ADD CONSTRAINT "replenish_plan_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_plan_lines" ADD CONSTRAINT "replenish_plan_lines_plan_id_replenish_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."replenish_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_plans" ADD CONSTRAINT "replenish_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenish_plans" ADD CONSTRAINT "replenish_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_photos" ADD CONSTRAINT "return_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_changes" ADD CONSTRAINT "return_status_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_changes" ADD CONSTRAINT "return_status_changes_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_status_changes" ADD CONSTRAINT "return_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_instructed_by_users_id_fk" FOREIGN KEY ("instructed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_codes" ADD CONSTRAINT "supplier_codes_link_id_supplier_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."supplier_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_files" ADD CONSTRAINT "supplier_files_link_id_supplier_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."supplier_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_files" ADD CONSTRAINT "supplier_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_files" ADD CONSTRAINT "supplier_files_submission_id_supplier_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."supplier_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_links" ADD CONSTRAINT "supplier_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_links" ADD CONSTRAINT "supplier_links_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_links" ADD CONSTRAINT "supplier_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_submissions" ADD CONSTRAINT "supplier_submissions_link_id_supplier_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."supplier_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_submissions" ADD CONSTRAINT "supplier_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_submissions" ADD CONSTRAINT "supplier_submissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replenish_plan_lines_plan_idx" ON "replenish_plan_lines" USING btree ("plan_id","row");--> statement-breakpoint
CREATE INDEX "replenish_plan_lines_company_sku_idx" ON "replenish_plan_lines" USING btree ("company_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "replenish_plans_company_no_unique" ON "replenish_plans" USING btree ("company_id","plan_no");--> statement-breakpoint
CREATE INDEX "replenish_plans_company_created_idx" ON "replenish_plans" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "return_lines_return_sku_unique" ON "return_lines" USING btree ("return_id","sku");--> statement-breakpoint
CREATE INDEX "return_lines_company_sku_idx" ON "return_lines" USING btree ("company_id","sku");--> statement-breakpoint
CREATE INDEX "return_photos_file_idx" ON "return_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "return_status_changes_return_idx" ON "return_status_changes" USING btree ("return_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_company_external_unique" ON "returns" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE INDEX "returns_company_updated_at_idx" ON "returns" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "returns_company_status_idx" ON "returns" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "supplier_codes_link_idx" ON "supplier_codes" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_codes_grant_unique" ON "supplier_codes" USING btree ("grant_hash");--> statement-breakpoint
CREATE INDEX "supplier_files_file_idx" ON "supplier_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_links_token_hash_unique" ON "supplier_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "supplier_links_order_idx" ON "supplier_links" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_links_open_unique" ON "supplier_links" USING btree ("order_id","purpose") WHERE "supplier_links"."used_at" is null and "supplier_links"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_submissions_link_unique" ON "supplier_submissions" USING btree ("link_id");--> statement-breakpoint
CREATE INDEX "supplier_submissions_order_idx" ON "supplier_submissions" USING btree ("order_id");