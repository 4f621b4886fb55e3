CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"contact" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"country_code" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "addresses_kind_check" CHECK ("addresses"."kind" in ('pickup', 'sender'))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"fnsku" text,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_en" text NOT NULL,
	"hs_code" text,
	"declared_value" numeric(14, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"unit_weight_kg" numeric(10, 3),
	"length_cm" numeric(8, 1),
	"width_cm" numeric(8, 1),
	"height_cm" numeric(8, 1),
	"is_battery" boolean DEFAULT false NOT NULL,
	"is_magnetic" boolean DEFAULT false NOT NULL,
	"is_liquid" boolean DEFAULT false NOT NULL,
	"is_powder" boolean DEFAULT false NOT NULL,
	"is_brand" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_currency_check" CHECK ("products"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"address_line" text NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"opening_hours" text DEFAULT '' NOT NULL,
	"receiving_rules" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	CONSTRAINT "warehouses_kind_check" CHECK ("warehouses"."kind" in ('origin', 'fba', 'overseas'))
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_company_created_at_idx" ON "addresses" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "addresses_company_kind_created_at_idx" ON "addresses" USING btree ("company_id","kind","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_company_kind_default_unique" ON "addresses" USING btree ("company_id","kind") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_sku_unique" ON "products" USING btree ("company_id","sku");--> statement-breakpoint
CREATE INDEX "products_company_sku_idx" ON "products" USING btree ("company_id","sku","id");--> statement-breakpoint
CREATE INDEX "products_company_updated_at_idx" ON "products" USING btree ("company_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "products_company_fnsku_idx" ON "products" USING btree ("company_id","fnsku");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_code_unique" ON "warehouses" USING btree ("code");--> statement-breakpoint
CREATE INDEX "warehouses_kind_code_idx" ON "warehouses" USING btree ("kind","code","id");--> statement-breakpoint
CREATE INDEX "warehouses_code_id_idx" ON "warehouses" USING btree ("code","id");
--> statement-breakpoint
-- The curated Amazon FBA fulfilment centres of src/modules/orders/fba-centres.ts (its comment names the
-- source); catalogue.test.ts checks that the table holds exactly that list. Data only, and idempotent.
INSERT INTO "warehouses" ("code", "kind", "name", "country_code", "province", "city", "address_line", "postal_code") VALUES
  ('ONT8', 'fba', 'Amazon ONT8', 'US', 'CA', 'Moreno Valley', '24300 Nandina Ave', '92551'),
  ('LGB8', 'fba', 'Amazon LGB8', 'US', 'CA', 'Rialto', '1568 N Linden Ave', '92376'),
  ('LAX9', 'fba', 'Amazon LAX9', 'US', 'CA', 'Fontana', '11263 Oleander Ave', '92337'),
  ('LGB3', 'fba', 'Amazon LGB3', 'US', 'CA', 'Eastvale', '4950 Goodman Way', '91752'),
  ('SMF3', 'fba', 'Amazon SMF3', 'US', 'CA', 'Sacramento', '4900 W Elkhorn Blvd', '95835'),
  ('OAK4', 'fba', 'Amazon OAK4', 'US', 'CA', 'Tracy', '1555 N Chrisman Rd', '95304'),
  ('SCK4', 'fba', 'Amazon SCK4', 'US', 'CA', 'Stockton', '4532 Newcastle Rd', '95215'),
  ('PHX7', 'fba', 'Amazon PHX7', 'US', 'AZ', 'Phoenix', '800 N 75th Ave', '85043'),
  ('LAS1', 'fba', 'Amazon LAS1', 'US', 'NV', 'Henderson', '12300 Bermuda Rd', '89044'),
  ('SLC1', 'fba', 'Amazon SLC1', 'US', 'UT', 'Salt Lake City', '777 N 5600 W', '84116'),
  ('DEN3', 'fba', 'Amazon DEN3', 'US', 'CO', 'Thornton', '14601 Grant St', '80023'),
  ('BFI4', 'fba', 'Amazon BFI4', 'US', 'WA', 'Kent', '21005 64th Ave S', '98032'),
  ('FTW1', 'fba', 'Amazon FTW1', 'US', 'TX', 'Dallas', '33333 LBJ Fwy', '75241'),
  ('DFW6', 'fba', 'Amazon DFW6', 'US', 'TX', 'Coppell', '940 W Bethel Rd', '75019'),
  ('MDW2', 'fba', 'Amazon MDW2', 'US', 'IL', 'Joliet', '250 Emerald Dr', '60433'),
  ('MKE1', 'fba', 'Amazon MKE1', 'US', 'WI', 'Kenosha', '3501 120th Ave', '53144'),
  ('IND9', 'fba', 'Amazon IND9', 'US', 'IN', 'Greenwood', '1151 S Graham Rd', '46143'),
  ('SDF8', 'fba', 'Amazon SDF8', 'US', 'IN', 'Jeffersonville', '900 Patrol Rd', '47130'),
  ('CMH1', 'fba', 'Amazon CMH1', 'US', 'OH', 'Etna', '11903 National Rd SW', '43062'),
  ('MEM1', 'fba', 'Amazon MEM1', 'US', 'TN', 'Memphis', '3292 E Holmes Rd', '38118'),
  ('ATL6', 'fba', 'Amazon ATL6', 'US', 'GA', 'East Point', '4200 N Commerce Dr', '30344'),
  ('CLT2', 'fba', 'Amazon CLT2', 'US', 'NC', 'Charlotte', '10240 Old Dowd Rd', '28214'),
  ('TPA1', 'fba', 'Amazon TPA1', 'US', 'FL', 'Ruskin', '3350 Laurel Ridge Ave', '33570'),
  ('RIC2', 'fba', 'Amazon RIC2', 'US', 'VA', 'Chester', '1901 Meadowville Technology Pkwy', '23836'),
  ('BWI2', 'fba', 'Amazon BWI2', 'US', 'MD', 'Baltimore', '2010 Broening Hwy', '21224'),
  ('ABE8', 'fba', 'Amazon ABE8', 'US', 'NJ', 'Florence', '401 Independence Rd', '08518'),
  ('EWR4', 'fba', 'Amazon EWR4', 'US', 'NJ', 'Robbinsville', '50 New Canton Way', '08691'),
  ('YYZ4', 'fba', 'Amazon YYZ4', 'CA', 'ON', 'Brampton', '8050 Heritage Rd', 'L6Y 0C9'),
  ('LEJ1', 'fba', 'Amazon LEJ1', 'DE', 'Sachsen', 'Leipzig', 'Amazonstraße 1', '04347'),
  ('FRA1', 'fba', 'Amazon FRA1', 'DE', 'Hessen', 'Bad Hersfeld', 'Am Schloss Eichhof', '36251'),
  ('MUC3', 'fba', 'Amazon MUC3', 'DE', 'Bayern', 'Graben', 'Amazonstraße 1', '86836'),
  ('DTM2', 'fba', 'Amazon DTM2', 'DE', 'Nordrhein-Westfalen', 'Dortmund', 'Kaltbandstraße 4', '44145'),
  ('STR1', 'fba', 'Amazon STR1', 'DE', 'Baden-Württemberg', 'Pforzheim', 'Amazonstraße 1', '75177'),
  ('HAM2', 'fba', 'Amazon HAM2', 'DE', 'Niedersachsen', 'Winsen (Luhe)', 'Amazonstraße 1', '21423'),
  ('DUS2', 'fba', 'Amazon DUS2', 'DE', 'Nordrhein-Westfalen', 'Rheinberg', 'Amazonstraße 1', '47495'),
  ('BER3', 'fba', 'Amazon BER3', 'DE', 'Brandenburg', 'Brieselang', 'Havellandstraße 5', '14656'),
  ('LTN1', 'fba', 'Amazon LTN1', 'GB', 'Bedfordshire', 'Ridgmont', 'Marston Gate, Bedford Road', 'MK43 0ZA'),
  ('EUK5', 'fba', 'Amazon EUK5', 'GB', 'Cambridgeshire', 'Peterborough', 'Kingston Park, Flaxley Road', 'PE2 9EN'),
  ('GLA1', 'fba', 'Amazon GLA1', 'GB', 'Inverclyde', 'Gourock', 'Amazon Way, Faulds Park', 'PA19 1BQ'),
  ('ORY1', 'fba', 'Amazon ORY1', 'FR', 'Loiret', 'Saran', '1401 Rue du Champ Rouge', '45770'),
  ('LIL1', 'fba', 'Amazon LIL1', 'FR', 'Nord', 'Lauwin-Planque', 'Parc d''activités de Lauwin-Planque', '59553')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
-- The new menu entries Client:Order:Products and Client:Order:Warehouses go to every company and user
-- already granted the order list. Data only, and idempotent.
INSERT INTO "company_menus" ("company_id", "menu_code")
SELECT DISTINCT "company_id", "code"
FROM "company_menus", (VALUES ('Client:Order:Products'), ('Client:Order:Warehouses')) AS "added" ("code")
WHERE "menu_code" = 'Client:Order:Manage'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_menus" ("user_id", "menu_code")
SELECT DISTINCT "user_id", "code"
FROM "user_menus", (VALUES ('Client:Order:Products'), ('Client:Order:Warehouses')) AS "added" ("code")
WHERE "menu_code" = 'Client:Order:Manage'
ON CONFLICT DO NOTHING;
