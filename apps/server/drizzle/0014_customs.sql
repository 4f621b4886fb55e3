CREATE TABLE "customs_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"shipment_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"status" text NOT NULL,
	"declaration_no" text,
	"duty" numeric(14, 2),
	"tax" numeric(14, 2),
	"currency" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customs_declarations_status_check" CHECK ("customs_declarations"."status" in ('0', '1', '2', '3', '4', '5', '6', '7')),
	CONSTRAINT "customs_declarations_duties_check" CHECK (("customs_declarations"."duty" is null) = ("customs_declarations"."tax" is null) and ("customs_declarations"."duty" is null) = ("customs_declarations"."currency" is null))
);
--> statement-breakpoint
CREATE TABLE "customs_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"declaration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"file_id" uuid,
	"requested_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customs_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customs_status_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"declaration_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"user_id" uuid,
	"api_key_id" uuid,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "in_shared_folder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "customs_declarations" ADD CONSTRAINT "customs_declarations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_declarations" ADD CONSTRAINT "customs_declarations_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_documents" ADD CONSTRAINT "customs_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_documents" ADD CONSTRAINT "customs_documents_declaration_id_customs_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."customs_declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_documents" ADD CONSTRAINT "customs_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_status_changes" ADD CONSTRAINT "customs_status_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_status_changes" ADD CONSTRAINT "customs_status_changes_declaration_id_customs_declarations_id_fk" FOREIGN KEY ("declaration_id") REFERENCES "public"."customs_declarations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customs_status_changes" ADD CONSTRAINT "customs_status_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customs_declarations_company_external_unique" ON "customs_declarations" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_declarations_shipment_direction_unique" ON "customs_declarations" USING btree ("shipment_id","direction");--> statement-breakpoint
CREATE INDEX "customs_declarations_company_updated_at_idx" ON "customs_declarations" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customs_documents_declaration_kind_unique" ON "customs_documents" USING btree ("declaration_id","kind");--> statement-breakpoint
CREATE INDEX "customs_documents_file_idx" ON "customs_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "customs_status_changes_declaration_idx" ON "customs_status_changes" USING btree ("declaration_id","seq");--> statement-breakpoint
CREATE INDEX "files_company_shared_created_at_idx" ON "files" USING btree ("company_id","in_shared_folder","created_at","id");--> statement-breakpoint
-- The feedback form's screenshots are not documents of the shared folder.
UPDATE "files" SET "in_shared_folder" = false WHERE "id" IN (SELECT unnest("attachment_ids") FROM "feedback");
