CREATE TABLE "guide_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"sort" integer DEFAULT 0 NOT NULL,
	"title_zh_cn" text NOT NULL,
	"title_en_us" text NOT NULL,
	"title_fr_fr" text NOT NULL,
	"title_de_de" text NOT NULL,
	"content_zh_cn" text DEFAULT '' NOT NULL,
	"content_en_us" text DEFAULT '' NOT NULL,
	"content_fr_fr" text DEFAULT '' NOT NULL,
	"content_de_de" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "guide_articles" ADD CONSTRAINT "guide_articles_parent_id_guide_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guide_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guide_articles" ADD CONSTRAINT "guide_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guide_articles_parent_idx" ON "guide_articles" USING btree ("parent_id","sort");