/** The write path of shipments: upserts from the forwarder's systems (integration API, demo seed). */
import {
  type IntegrationShipment,
  REFERENCE_KINDS,
  type ReferenceKind,
  type ShipmentStatus,
} from '@portside/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { isDictionaryKey } from '../dictionary/service.js';
import { findLocation } from '../locations/service.js';
import type { NewMessages } from '../messages/service.js';
import { findShipmentsByExternalId, refreshShipments } from './derived-state.js';
import { normalizeReference } from './repo.js';
import { shipmentContainers, shipmentReferences, shipments } from './schema.js';

export type ShipmentUpsert = IntegrationShipment & { externalId: string };

function referencesOf(shipment: ShipmentUpsert): [ReferenceKind, string][] {
  const pairs: [ReferenceKind, string | null | undefined][] = [
    ['DcgNo', shipment.dcgNo],
    ['HouseBill', shipment.houseBill],
    ['MasterBill', shipment.masterBill],
    ['Booking', shipment.bookingNo],
    ['AirWaybill', shipment.airWaybill],
    ['CustomerReference', shipment.customerReference],
    ['FbaShipmentId', shipment.fbaShipmentId],
    ['FbaReferenceId', shipment.fbaReferenceId],
    ...shipment.containers.map((c): [ReferenceKind, string] => ['Container', c.number]),
  ];
  const unique = new Map<string, [ReferenceKind, string]>();
  for (const [kind, value] of pairs) {
    if (value && REFERENCE_KINDS.includes(kind))
      unique.set(`${kind}:${normalizeReference(value)}`, [kind, normalizeReference(value)]);
  }
  return [...unique.values()];
}

/**
 * The numbers of the shipment's containers as shipment_containers keeps them: in the order given,
 * a number given twice kept at its first place (the insert skips the second).
 */
function containerNumbersOf(shipment: ShipmentUpsert): string[] {
  return [...new Set(shipment.containers.map((c) => c.number))];
}

/** Checks the batch as a whole before writing: codes the dictionary knows, no id given twice. */
function checkUpserts(list: readonly ShipmentUpsert[]): void {
  const externalIds = new Set<string>();
  const dcgNos = new Set<string>();
  list.forEach((shipment, index) => {
    const at = (field: string, message: string) =>
      new AppError('ValidationFailed', `shipments[${index}].${field}: ${message}`);
    if (externalIds.has(shipment.externalId)) throw at('externalId', 'appears twice in the batch');
    if (dcgNos.has(shipment.dcgNo)) throw at('dcgNo', 'appears twice in the batch');
    externalIds.add(shipment.externalId);
    dcgNos.add(shipment.dcgNo);
    if (shipment.incoterm && !isDictionaryKey('TradeClauseEnum', shipment.incoterm)) {
      throw at('incoterm', 'must be a key of TradeClauseEnum');
    }
    shipment.containers.forEach((container, c) => {
      if (container.sizeType && !isDictionaryKey('CabinTypeEnum', container.sizeType)) {
        throw at(`containers[${c}].sizeType`, 'must be a key of CabinTypeEnum');
      }
    });
    for (const [field, code, name] of [
      ['origin', shipment.origin, shipment.originName],
      ['destination', shipment.destination, shipment.destinationName],
    ] as const) {
      if (!findLocation(code) && !name) throw at(field, `${code} is not in the reference data: give ${field}Name too`);
    }
  });
}

function uniqueViolation(error: unknown): string | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const pgError = cause as Error & { code?: string; constraint?: string };
    if (pgError.code === '23505') return pgError.constraint ?? '';
  }
  return null;
}

/**
 * Inserts or updates shipments by external id in the caller's transaction (one statement each
 * for shipments, references and containers), then refreshes their derived dates and status.
 * Answers the shipments and the notices of changed ETAs.
 */
export async function upsertShipments(
  ctx: Pick<AppContext, 'clock'>,
  tx: Tx,
  companyId: string,
  list: readonly ShipmentUpsert[],
): Promise<{
  shipments: { id: string; externalId: string; dcgNo: string; status: ShipmentStatus; eta: string | null }[];
  notices: NewMessages[];
}> {
  checkUpserts(list);
  const now = ctx.clock();
  const records = list.map((s) => ({
    external_id: s.externalId,
    dcg_no: s.dcgNo,
    mode: s.mode,
    house_bill: s.houseBill ?? null,
    master_bill: s.masterBill ?? null,
    booking_no: s.bookingNo ?? null,
    air_waybill: s.airWaybill ?? null,
    customer_reference: s.customerReference ?? null,
    fba_shipment_id: s.fbaShipmentId ?? null,
    fba_reference_id: s.fbaReferenceId ?? null,
    shipper: s.shipper ?? null,
    consignee: s.consignee ?? null,
    origin_code: s.origin,
    origin_name: findLocation(s.origin)?.Name ?? s.originName ?? null,
    destination_code: s.destination,
    destination_name: findLocation(s.destination)?.Name ?? s.destinationName ?? null,
    carrier_code: s.carrierCode ?? null,
    carrier_name: s.carrierName ?? null,
    vessel_name: s.vesselName ?? null,
    voyage_no: s.voyageNo ?? null,
    flight_no: s.flightNo?.replace(/\s/g, '') ?? null,
    train_no: s.trainNo ?? null,
    pieces: s.pieces ?? null,
    cartons: s.cartons ?? null,
    gross_weight_kg: s.grossWeightKg ?? null,
    volume_m3: s.volumeM3 ?? null,
    chargeable_weight_kg: s.chargeableWeightKg ?? null,
    incoterm: s.incoterm ?? null,
    booked_etd: s.etd ?? null,
    booked_eta: s.eta ?? null,
    container_numbers: containerNumbersOf(s),
  }));
  let written: { id: string; external_id: string }[];
  try {
    written = await queryRows<{ id: string; external_id: string }>(
      tx,
      sql`insert into shipments (company_id, external_id, dcg_no, mode, house_bill, master_bill, booking_no, air_waybill,
          customer_reference, fba_shipment_id, fba_reference_id, shipper, consignee, origin_code, origin_name,
          destination_code, destination_name, carrier_code, carrier_name, vessel_name, voyage_no, flight_no, train_no,
          pieces, cartons, gross_weight_kg, volume_m3, chargeable_weight_kg, incoterm, booked_etd, booked_eta,
          container_numbers, created_at, updated_at)
        select ${companyId}::uuid, r.*, ${now}::timestamptz, ${now}::timestamptz
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(external_id text, dcg_no text, mode text,
          house_bill text, master_bill text, booking_no text, air_waybill text, customer_reference text,
          fba_shipment_id text, fba_reference_id text, shipper text, consignee text, origin_code text, origin_name text,
          destination_code text, destination_name text, carrier_code text, carrier_name text, vessel_name text,
          voyage_no text, flight_no text, train_no text, pieces integer, cartons integer, gross_weight_kg numeric,
          volume_m3 numeric, chargeable_weight_kg numeric, incoterm text, booked_etd timestamptz, booked_eta timestamptz,
          container_numbers text[])
        on conflict (company_id, external_id) do update set
          dcg_no = excluded.dcg_no, mode = excluded.mode, house_bill = excluded.house_bill,
          master_bill = excluded.master_bill, booking_no = excluded.booking_no, air_waybill = excluded.air_waybill,
          customer_reference = excluded.customer_reference, fba_shipment_id = excluded.fba_shipment_id,
          fba_reference_id = excluded.fba_reference_id, shipper = excluded.shipper, consignee = excluded.consignee,
          origin_code = excluded.origin_code, origin_name = excluded.origin_name,
          destination_code = excluded.destination_code, destination_name = excluded.destination_name,
          carrier_code = excluded.carrier_code, carrier_name = excluded.carrier_name,
          vessel_name = excluded.vessel_name, voyage_no = excluded.voyage_no, flight_no = excluded.flight_no,
          train_no = excluded.train_no, pieces = excluded.pieces, cartons = excluded.cartons,
          gross_weight_kg = excluded.gross_weight_kg, volume_m3 = excluded.volume_m3,
          chargeable_weight_kg = excluded.chargeable_weight_kg, incoterm = excluded.incoterm,
          booked_etd = excluded.booked_etd, booked_eta = excluded.booked_eta,
          container_numbers = excluded.container_numbers, updated_at = excluded.updated_at
        returning id, external_id`,
    );
  } catch (error) {
    if (uniqueViolation(error) === 'shipments_company_dcg_unique') {
      throw new AppError('Conflict', 'dcgNo: a job number of this batch belongs to another shipment of the company');
    }
    throw error;
  }
  const idOf = new Map(written.map((row) => [row.external_id, row.id]));
  const ids = written.map((row) => row.id);
  await tx.delete(shipmentContainers).where(inArray(shipmentContainers.shipmentId, ids));
  await tx.delete(shipmentReferences).where(inArray(shipmentReferences.shipmentId, ids));
  const references = list.flatMap((s) =>
    referencesOf(s).map(([kind, value]) => ({ shipment_id: idOf.get(s.externalId), kind, value })),
  );
  await tx.execute(sql`
    insert into shipment_references (company_id, shipment_id, kind, value)
    select ${companyId}::uuid, r.shipment_id, r.kind, r.value
    from jsonb_to_recordset(${JSON.stringify(references)}::jsonb) as r(shipment_id uuid, kind text, value text)`);
  const containers = list.flatMap((s) =>
    s.containers.map((c, sort) => ({
      shipment_id: idOf.get(s.externalId),
      container_no: c.number,
      size_type: c.sizeType ?? null,
      seal_no: c.seal ?? null,
      sort,
    })),
  );
  if (containers.length > 0) {
    await tx.execute(sql`
      insert into shipment_containers (company_id, shipment_id, container_no, size_type, seal_no, sort)
      select ${companyId}::uuid, r.shipment_id, r.container_no, r.size_type, r.seal_no, r.sort
      from jsonb_to_recordset(${JSON.stringify(containers)}::jsonb) as r(shipment_id uuid, container_no text,
        size_type text, seal_no text, sort integer)
      on conflict do nothing`);
  }
  const rows = await findShipmentsByExternalId(
    tx,
    companyId,
    list.map((s) => s.externalId),
  );
  const notices = await refreshShipments(tx, companyId, rows, now);
  const refreshed = await tx
    .select({
      id: shipments.id,
      externalId: shipments.externalId,
      dcgNo: shipments.dcgNo,
      status: shipments.status,
      eta: shipments.eta,
    })
    .from(shipments)
    .where(inArray(shipments.id, ids));
  const byExternalId = new Map(refreshed.map((row) => [row.externalId, row]));
  return {
    shipments: list.flatMap((s) => {
      const row = byExternalId.get(s.externalId);
      return row ? [{ ...row, status: row.status as ShipmentStatus, eta: row.eta?.toISOString() ?? null }] : [];
    }),
    notices,
  };
}

/**
 * Sets when the forwarder's system opened and last changed each shipment. The feed stamps a
 * shipment with the time it writes it; the demo seed writes a year of shipments at one instant
 * and dates them afterwards.
 */
export async function restampShipments(
  db: Db,
  companyId: string,
  times: readonly { externalId: string; createdAt: Date; updatedAt: Date }[],
): Promise<void> {
  const records = times.map((time) => ({
    external_id: time.externalId,
    created_at: time.createdAt.toISOString(),
    updated_at: time.updatedAt.toISOString(),
  }));
  await db.execute(sql`
    update shipments s set created_at = r.created_at, updated_at = r.updated_at
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(
      external_id text, created_at timestamptz, updated_at timestamptz)
    where s.company_id = ${companyId}::uuid and s.external_id = r.external_id`);
}
