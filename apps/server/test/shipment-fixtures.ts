import { randomUUID } from 'node:crypto';
import { airWaybillCheckDigit, iso6346CheckDigit } from '@portside/contracts';
import type { FastifyInstance } from 'fastify';
import { call, login } from './identity-helpers.js';

const DAY = 24 * 60 * 60 * 1000;

/** A key for the integration API, issued by the demo staff admin. */
export async function issueApiKey(app: FastifyInstance, name = 'TMS'): Promise<string> {
  const ops = await login(app, 'ops');
  const issued = await call(app, {
    method: 'POST',
    url: '/cms/api/Staff/CreateApiKey',
    token: ops.AccessToken,
    payload: { Name: name },
  });
  return issued.body.Body.Key;
}

/** Calls the integration API (`/integration/v1…`) with an API key. */
export function integrationApi(app: FastifyInstance, apiKey: string) {
  return (method: 'PUT' | 'POST', url: string, payload: unknown, headers: Record<string, string> = {}, key = apiKey) =>
    call(app, {
      method,
      url: `/integration/v1${url}`,
      payload: payload as object,
      headers: { 'x-api-key': key, ...headers },
    });
}

let serial = 0;
/** A number no seeded shipment and no other fixture of this test file uses. */
const nextSerial = () => {
  serial += 1;
  return serial;
};

/** A container number with a valid ISO 6346 check digit, of an owner code the demo seed does not use. */
export function freshContainerNumber(): string {
  const firstTen = `PSTU${String(nextSerial()).padStart(6, '0')}`;
  return `${firstTen}${iso6346CheckDigit(firstTen)}`;
}

/** An air waybill ("176-00000013") with a valid check digit, of an airline prefix the demo seed does not use. */
export function freshAirWaybill(): string {
  const serialDigits = String(nextSerial()).padStart(7, '0');
  return `176-${serialDigits}${airWaybillCheckDigit(`176${serialDigits}`)}`;
}

/** An external id and a job number (DCG No.) that no other shipment holds. */
export function freshIds(): { externalId: string; dcgNo: string } {
  const n = String(nextSerial()).padStart(6, '0');
  return { externalId: `FIX-${n}`, dcgNo: `PSTJ${n}` };
}

/** A booked sea shipment CNSHA → USLAX (ETD in a day, ETA in 16), with two containers of its own. */
export function seaShipment(now: Date, fields: Record<string, unknown> = {}) {
  const { externalId, dcgNo } = freshIds();
  const body = {
    dcgNo,
    mode: 'sea',
    houseBill: 'PSHB24110001',
    bookingNo: 'COS12345678',
    customerReference: 'PO-55120',
    fbaShipmentId: 'FBA17ABCD1234',
    shipper: 'Ningbo Sunrise Housewares Co., Ltd.',
    consignee: 'Amazon.com Services LLC (FBA ONT8)',
    origin: 'CNSHA',
    destination: 'USLAX',
    carrierCode: 'COSU',
    vesselName: 'COSCO SHIPPING ARIES',
    voyageNo: '052E',
    incoterm: 'FOB',
    grossWeightKg: 18250.5,
    volumeM3: 58.2,
    etd: new Date(now.getTime() + DAY).toISOString(),
    eta: new Date(now.getTime() + 16 * DAY).toISOString(),
    containers: [
      { number: freshContainerNumber(), sizeType: '45G1', seal: 'ML-991' },
      { number: freshContainerNumber(), sizeType: '22G1' },
    ],
    ...fields,
  };
  return { externalId, body };
}

/** A booked air shipment PVG → FRA on LH8401 with an air waybill of its own, due in a day. */
export function airShipment(now: Date, fields: Record<string, unknown> = {}) {
  const { externalId, dcgNo } = freshIds();
  const body = {
    dcgNo,
    mode: 'air',
    airWaybill: freshAirWaybill(),
    origin: 'PVG',
    destination: 'FRA',
    carrierCode: 'LH',
    flightNo: 'LH8401',
    eta: new Date(now.getTime() + DAY).toISOString(),
    ...fields,
  };
  return { externalId, body };
}

/** Puts a shipment for a company (by its integration code) and answers its id. */
export async function putShipment(
  app: FastifyInstance,
  apiKey: string,
  company: string,
  shipment: { externalId: string; body: object },
): Promise<string> {
  const answer = await integrationApi(app, apiKey)(
    'PUT',
    `/companies/${company}/shipments/${shipment.externalId}`,
    shipment.body,
  );
  if (answer.body.ErrorCode !== 0) throw new Error(`put shipment ${shipment.externalId} failed: ${answer.body.Msg}`);
  return answer.body.Body.id;
}

/** A DCSA T&T 2.2 transport event naming its shipment by the FF reference. */
export function transportEvent(
  externalId: string,
  fields: { code: 'ARRI' | 'DEPA'; classifier: 'PLN' | 'EST' | 'ACT'; at: Date; place: string; created: Date },
  extra: Record<string, unknown> = {},
) {
  return {
    eventID: randomUUID(),
    eventCreatedDateTime: fields.created.toISOString(),
    eventType: 'TRANSPORT',
    eventClassifierCode: fields.classifier,
    eventDateTime: fields.at.toISOString(),
    transportEventTypeCode: fields.code,
    transportCall: {
      transportCallID: `${externalId}-${fields.place}`,
      modeOfTransport: 'VESSEL',
      UNLocationCode: fields.place,
      exportVoyageNumber: '052E',
      vessel: { vesselIMONumber: '9783538', vesselName: 'COSCO SHIPPING ARIES' },
    },
    references: [{ referenceType: 'FF', referenceValue: externalId }],
    ...extra,
  };
}
