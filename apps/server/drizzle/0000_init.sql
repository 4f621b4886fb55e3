CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text,
	"kind" text NOT NULL,
	"is_private_customer" boolean DEFAULT false NOT NULL,
	"works_by_batch" boolean DEFAULT false NOT NULL,
	"salesman_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_kind_check" CHECK ("companies"."kind" in ('direct', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"parent_code" text NOT NULL,
	"key" text NOT NULL,
	"sort" integer NOT NULL,
	"label_zh_cn" text NOT NULL,
	"label_en_us" text NOT NULL,
	"label_fr_fr" text NOT NULL,
	"label_de_de" text NOT NULL,
	CONSTRAINT "dict_items_parent_code_key_pk" PRIMARY KEY("parent_code","key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid,
	"account_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"name_en" text,
	"phone" text,
	"email" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('client_admin', 'client_user', 'staff', 'staff_admin')),
	CONSTRAINT "users_company_role_check" CHECK (("users"."role" in ('client_admin', 'client_user')) = ("users"."company_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_salesman_user_id_users_id_fk" FOREIGN KEY ("salesman_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_name_unique" ON "users" USING btree (lower("account_name"));