/**
 * What each milestone code says, for the messages the feed creates. Messages are stored in one
 * language (as every message of the message centre is), English.
 */
const DCSA_LABELS: Record<string, string> = {
  ARRI: 'Arrived',
  DEPA: 'Departed',
  LOAD: 'Loaded',
  DISC: 'Discharged',
  GTIN: 'Gated in',
  GTOT: 'Gated out',
  STUF: 'Stuffed',
  STRP: 'Stripped',
  PICK: 'Picked up',
  DROP: 'Dropped off',
  INSP: 'Inspected',
  RSEA: 'Resealed',
  RMVD: 'Removed',
};

const DOCUMENT_LABELS: Record<string, string> = {
  CBR: 'Booking request',
  BKG: 'Booking',
  SHI: 'Shipping instruction',
  SRM: 'Shipment release',
  TRD: 'Transport document',
  ARN: 'Arrival notice',
  VGM: 'Verified gross mass',
  CAS: 'Cargo survey',
  CUS: 'Customs',
  DGD: 'Dangerous goods declaration',
  OOG: 'Out-of-gauge cargo',
};

const SHIPMENT_EVENT_LABELS: Record<string, string> = {
  RECE: 'received',
  DRFT: 'drafted',
  PENA: 'pending approval',
  PENU: 'pending update',
  REJE: 'rejected',
  APPR: 'approved',
  ISSU: 'issued',
  SURR: 'surrendered',
  SUBM: 'submitted',
  VOID: 'voided',
  CONF: 'confirmed',
  REQS: 'requested',
  CMPL: 'completed',
  HOLD: 'on hold',
  RELS: 'released',
};

const IATA_LABELS: Record<string, string> = {
  BKD: 'Booked on flight',
  RCS: 'Received from shipper',
  PRE: 'Prepared for loading',
  MAN: 'Manifested',
  DEP: 'Departed',
  TFD: 'Transferred to another airline',
  RCT: 'Received from another airline',
  ARR: 'Arrived',
  RCF: 'Received from flight',
  NFD: 'Consignee notified for delivery',
  AWD: 'Documents delivered to consignee',
  CCD: 'Cleared by customs',
  TGC: 'Transferred to customs',
  DIS: 'Discrepancy reported',
  DLV: 'Delivered',
  DDL: 'Delivered to door',
};

export function milestoneLabel(event: { eventType: string; code: string; documentTypeCode: string | null }): string {
  if (event.eventType === 'AIR') return IATA_LABELS[event.code] ?? event.code;
  if (event.eventType === 'SHIPMENT') {
    const document = DOCUMENT_LABELS[event.documentTypeCode ?? ''] ?? event.documentTypeCode ?? 'Document';
    return `${document} ${SHIPMENT_EVENT_LABELS[event.code] ?? event.code}`;
  }
  return DCSA_LABELS[event.code] ?? event.code;
}
