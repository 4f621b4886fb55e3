ALTER TABLE "messages" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_template_params_check" CHECK (("messages"."template" is null) = ("messages"."params" is null));