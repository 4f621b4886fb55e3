/**
 * The one writer of a shipment's derived state: status, etd/atd/eta/ata and original_eta come
 * from its live tracking events and booked dates. The shipments upsert and the tracking ingest
 * both end by calling refreshShipments.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { NewMessages } from '../messages/service.js';
import { deriveShipmentState, etaEvents, type ShipmentPlan } from '../tracking/derive.js';
import { liveEvents } from '../tracking/events.js';
import { placeName } from '../tracking/notice-text.js';
import { shipments } from './schema.js';

const stateColumns = {
  id: shipments.id,
  externalId: shipments.externalId,
  dcgNo: shipments.dcgNo,
  originCode: shipments.originCode,
  originName: shipments.originName,
  destinationCode: shipments.destinationCode,
  destinationName: shipments.destinationName,
  bookedEtd: shipments.bookedEtd,
  bookedEta: shipments.bookedEta,
  createdAt: shipments.createdAt,
  status: shipments.status,
  etd: shipments.etd,
  atd: shipments.atd,
  eta: shipments.eta,
  ata: shipments.ata,
  originalEta: shipments.originalEta,
};

/** What refreshShipments reads of a shipment. */
export type ShipmentStateRow = Pick<typeof shipments.$inferSelect, keyof typeof stateColumns>;

/** The shipments of a company by external id, as refreshShipments reads them. */
export function findShipmentsByExternalId(
  tx: Pick<Tx, 'select'>,
  companyId: string,
  externalIds: readonly string[],
): Promise<ShipmentStateRow[]> {
  return tx
    .select(stateColumns)
    .from(shipments)
    .where(and(eq(shipments.companyId, companyId), inArray(shipments.externalId, [...externalIds])));
}

/** The shipments by id, as refreshShipments reads them. */
export function findShipmentsById(tx: Pick<Tx, 'select'>, ids: readonly string[]): Promise<ShipmentStateRow[]> {
  return tx
    .select(stateColumns)
    .from(shipments)
    .where(inArray(shipments.id, [...ids]));
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Recomputes the status and dates of the shipments from their live events and booked dates,
 * writes the ones that changed in one statement, and answers a notice per changed ETA.
 */
export async function refreshShipments(
  tx: Tx,
  companyId: string,
  rows: readonly ShipmentStateRow[],
  now: Date,
): Promise<NewMessages[]> {
  const events = await liveEvents(
    tx,
    rows.map((row) => row.id),
  );
  const changed: Record<string, unknown>[] = [];
  const notices: NewMessages[] = [];
  for (const row of rows) {
    const plan: ShipmentPlan = row;
    const shipmentEvents = events.get(row.id) ?? [];
    const next = deriveShipmentState(plan, shipmentEvents);
    const same =
      next.status === row.status &&
      sameTime(next.etd, row.etd) &&
      sameTime(next.atd, row.atd) &&
      sameTime(next.eta, row.eta) &&
      sameTime(next.ata, row.ata) &&
      sameTime(next.originalEta, row.originalEta);
    if (same) continue;
    changed.push({
      id: row.id,
      status: next.status,
      etd: next.etd,
      atd: next.atd,
      eta: next.eta,
      ata: next.ata,
      original_eta: next.originalEta,
      updated_at: now,
    });
    if (row.eta && next.eta && !sameTime(row.eta, next.eta) && !next.ata) {
      const latest = etaEvents(plan, shipmentEvents).at(-1);
      const reason = [latest?.delayReasonCode, latest?.remark].filter(Boolean).join(': ');
      notices.push({
        companyId,
        relateId: row.id,
        dcgNo: row.dcgNo,
        Template: 'shipments.etaChanged',
        Params: {
          ShipmentId: row.id,
          DcgNo: row.dcgNo,
          Place: placeName(row.destinationCode, row.destinationName),
          From: row.eta.toISOString(),
          To: next.eta.toISOString(),
          Reason: reason || null,
        },
      });
    }
  }
  if (changed.length > 0) {
    await tx.execute(sql`
      update shipments s set
        status = v.status, etd = v.etd, atd = v.atd, eta = v.eta, ata = v.ata,
        original_eta = v.original_eta, updated_at = v.updated_at
      from jsonb_to_recordset(${JSON.stringify(changed)}::jsonb) as v(
        id uuid, status text, etd timestamptz, atd timestamptz, eta timestamptz, ata timestamptz,
        original_eta timestamptz, updated_at timestamptz)
      where s.id = v.id`);
  }
  return notices;
}
