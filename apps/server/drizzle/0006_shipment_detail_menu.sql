-- The hidden page CargoStatus:ShipmentDetail (a shipment opened from a list or the track search) goes
-- to every company and every user already granted one of the shipment lists or the track search.
-- Data only, and idempotent.
INSERT INTO "company_menus" ("company_id", "menu_code")
SELECT DISTINCT "company_id", 'CargoStatus:ShipmentDetail'
FROM "company_menus"
WHERE "menu_code" IN (
  'CargoStatus:AllShipment',
  'CargoStatus:SeaShipment',
  'CargoStatus:AirShipment',
  'CargoStatus:RailShipment',
  'CargoStatus:TrackData'
)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "user_menus" ("user_id", "menu_code")
SELECT DISTINCT "user_id", 'CargoStatus:ShipmentDetail'
FROM "user_menus"
WHERE "menu_code" IN (
  'CargoStatus:AllShipment',
  'CargoStatus:SeaShipment',
  'CargoStatus:AirShipment',
  'CargoStatus:RailShipment',
  'CargoStatus:TrackData'
)
ON CONFLICT DO NOTHING;
