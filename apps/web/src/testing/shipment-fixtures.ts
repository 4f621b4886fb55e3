import type { ShipmentSummary } from '@portside/contracts';
import { button, CLIENT_ADMIN_TREE, DEMO_USER, menuItem, signIn } from './session';

export const SHANGHAI = { Code: 'CNSHA', Name: 'Shanghai', Country: 'CN', Latitude: 31.2, Longitude: 121.5 };
export const HAMBURG = { Code: 'DEHAM', Name: 'Hamburg', Country: 'DE', Latitude: 53.5, Longitude: 9.9 };

/** A sea shipment from Shanghai to Hamburg, in transit and four days late. */
export const SEA_SHIPMENT: ShipmentSummary = {
  Id: '5d1c7a8e-2f4b-4c6d-9e0f-1a2b3c4d5e6f',
  DcgNo: 'DCG2611000123',
  Mode: 'sea',
  Status: '2',
  HouseBill: 'PSHB000123',
  MasterBill: 'MAEU123456789',
  BookingNo: null,
  AirWaybill: null,
  ContainerNumbers: ['MSCU1234566'],
  CustomerReference: 'PO-4711',
  FbaShipmentId: 'FBA15ABCDEFG',
  Shipper: 'Ningbo Lights Co.',
  Consignee: 'Amazon.com Services LLC',
  Origin: SHANGHAI,
  Destination: HAMBURG,
  CarrierCode: 'MAEU',
  VesselName: 'Maersk Essen',
  VoyageNo: '611W',
  FlightNo: null,
  TrainNo: null,
  Etd: '2026-11-01T08:00:00.000Z',
  Atd: '2026-11-01T10:00:00.000Z',
  Eta: '2026-12-09T06:00:00.000Z',
  Ata: null,
  OriginalEta: '2026-12-05T06:00:00.000Z',
  DelayDays: 4,
  IsDelayed: true,
  CreatedTime: '2026-10-20T03:00:00.000Z',
  UpdatedTime: '2026-11-20T03:00:00.000Z',
};

/** A client whose cargo status menu has the lists, the track search and the detail, and maybe the export. */
export function signInWithCargo({ canExport }: { canExport: boolean }): void {
  const cargo = menuItem('CargoStatus', 'Cargo status', '/cargoStatus', 1, [
    menuItem('CargoStatus:AllShipment', 'All shipments', '/cargoStatus/allShipment'),
    menuItem('CargoStatus:SeaShipment', 'Sea shipments', '/cargoStatus/seaShipment'),
    menuItem('CargoStatus:TrackData', 'Track & trace', '/cargoStatus/trackData'),
    menuItem('CargoStatus:ShipmentDetail', 'Shipment detail', '/cargoStatus/shipmentDetail', 2),
    ...(canExport ? [button('CargoStatus:Export')] : []),
  ]);
  signIn(
    DEMO_USER,
    [CLIENT_ADMIN_TREE[0], cargo].filter((item) => item !== undefined),
  );
}
