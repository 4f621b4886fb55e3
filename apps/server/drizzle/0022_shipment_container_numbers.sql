ALTER TABLE "shipments" ADD COLUMN "container_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The shipments written before the column: their containers' numbers, in the containers' order.
UPDATE "shipments" SET "container_numbers" = "c"."numbers"
FROM (
  SELECT "shipment_id", array_agg("container_no" ORDER BY "sort") AS "numbers"
  FROM "shipment_containers" GROUP BY "shipment_id"
) AS "c"
WHERE "c"."shipment_id" = "shipments"."id";
