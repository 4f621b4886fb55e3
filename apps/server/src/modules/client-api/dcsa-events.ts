import type { DcsaShipmentReferences } from '../shipments/dcsa-references.js';
import type { TrackingEventRow } from '../tracking/events.js';
import { IATA_AS_DCSA, IATA_DEFAULT_AS_DCSA } from '../tracking/publication.js';

type Json = Record<string, unknown>;

const MODE_OF_TRANSPORT: Record<string, string> = { sea: 'VESSEL', rail: 'RAIL' };
const TRANSPORT_MODES = new Set(['VESSEL', 'RAIL', 'TRUCK', 'BARGE']);
const UN_LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

const clip = (value: string | null, max: number) => (value ? value.slice(0, max) : null);
/** Drops the fields without a value, so an answer never carries a null the schema does not allow. */
const compact = (value: Json): Json =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== null && field !== undefined));

/**
 * The DCSA references of a shipment: the forwarder's job number (FF), the client's own reference
 * (CR) and its containers (EQ); and the documents: the carrier's booking (BKG) and the transport
 * documents (TRD: the carrier's bill of lading or air waybill, the forwarder's house bill).
 */
function shipmentParts(shipment: DcsaShipmentReferences) {
  const references: Json[] = [{ referenceType: 'FF', referenceValue: shipment.dcgNo }];
  if (shipment.customerReference) {
    references.push({ referenceType: 'CR', referenceValue: clip(shipment.customerReference, 100) });
  }
  const documentReferences: Json[] = [];
  if (shipment.bookingNo) {
    documentReferences.push({ documentReferenceType: 'BKG', documentReferenceValue: clip(shipment.bookingNo, 100) });
  }
  for (const value of [shipment.masterBill ?? shipment.airWaybill, shipment.houseBill]) {
    if (value) documentReferences.push({ documentReferenceType: 'TRD', documentReferenceValue: clip(value, 100) });
  }
  return { references, documentReferences };
}

/** The document a shipment event is about: the reference of that document type, else the job number. */
function documentIdOf(shipment: DcsaShipmentReferences, documentTypeCode: string): string {
  if (documentTypeCode === 'BKG' || documentTypeCode === 'CBR') return shipment.bookingNo ?? shipment.dcgNo;
  if (documentTypeCode === 'TRD')
    return shipment.masterBill ?? shipment.airWaybill ?? shipment.houseBill ?? shipment.dcgNo;
  return shipment.dcgNo;
}

function location(row: TrackingEventRow): Json | null {
  const code = row.locationCode && UN_LOCODE.test(row.locationCode) ? row.locationCode : null;
  const name = clip(row.locationName, 100);
  return code || name ? compact({ locationName: name, UNLocationCode: code }) : null;
}

/**
 * A stored event in the shape of DCSA T&T 2.2 (transportEvent, shipmentEvent or equipmentEvent),
 * built from the columns the portal keeps (the event as sent is not kept): the same eventID, type,
 * classifier, times, code, place, voyage, container, delay and remark, and the shipment's
 * references. The vessel is left out: the schema requires its IMO number, which is not kept. A transport call gets the id "<job number>-<place>" when none is stored.
 * An air (IATA) event is a shipment event about its document (tracking/publication.ts).
 */
export function toDcsaEvent(row: TrackingEventRow, shipment: DcsaShipmentReferences): Json {
  const { references, documentReferences } = shipmentParts(shipment);
  const base = {
    eventID: row.eventId,
    eventCreatedDateTime: row.eventCreatedAt.toISOString(),
    eventClassifierCode: row.classifier,
    eventDateTime: row.eventTime.toISOString(),
  };
  if (row.source === 'IATA') {
    const mapped = IATA_AS_DCSA[row.code] ?? IATA_DEFAULT_AS_DCSA;
    const place = row.locationCode ? ` at ${row.locationCode}` : '';
    const flight = row.flightNo ? `, flight ${row.flightNo}` : '';
    const remark = row.remark ? `; ${row.remark}` : '';
    return compact({
      ...base,
      eventType: 'SHIPMENT',
      shipmentEventTypeCode: mapped.shipmentEventTypeCode,
      documentTypeCode: mapped.documentTypeCode,
      documentID: documentIdOf(shipment, mapped.documentTypeCode),
      reason: `IATA ${row.code}${place}${flight}${remark}`,
      references,
    });
  }
  if (row.eventType === 'SHIPMENT') {
    const documentTypeCode = row.documentTypeCode ?? 'TRD';
    return compact({
      ...base,
      eventType: 'SHIPMENT',
      shipmentEventTypeCode: row.code,
      documentTypeCode,
      documentID: documentIdOf(shipment, documentTypeCode),
      reason: row.remark,
      references,
    });
  }
  const modeOfTransport =
    row.transportMode && TRANSPORT_MODES.has(row.transportMode)
      ? row.transportMode
      : (MODE_OF_TRANSPORT[shipment.mode] ?? 'VESSEL');
  const place = location(row);
  const transportCall = compact({
    transportCallID: clip(`${shipment.dcgNo}-${row.locationCode ?? 'UNKNOWN'}`, 100),
    modeOfTransport,
    UNLocationCode: place?.UNLocationCode ?? null,
    exportVoyageNumber: clip(row.voyageNo, 50),
  });
  if (row.eventType === 'EQUIPMENT') {
    return compact({
      ...base,
      eventType: 'EQUIPMENT',
      equipmentEventTypeCode: row.code,
      equipmentReference: clip(row.equipmentReference, 15),
      emptyIndicatorCode: row.emptyIndicator === 'EMPTY' ? 'EMPTY' : 'LADEN',
      eventLocation: place,
      transportCall: row.transportMode || row.voyageNo ? transportCall : null,
      documentReferences: documentReferences.length > 0 ? documentReferences : null,
      references,
    });
  }
  return compact({
    ...base,
    eventType: 'TRANSPORT',
    transportEventTypeCode: row.code,
    delayReasonCode: clip(row.delayReasonCode, 3),
    changeRemark: clip(row.remark, 250),
    transportCall,
    documentReferences: documentReferences.length > 0 ? documentReferences : null,
    references,
  });
}
