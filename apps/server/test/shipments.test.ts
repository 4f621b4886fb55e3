import { randomUUID } from 'node:crypto';
import { ERRORS, XLSX_CONTENT_TYPE } from '@portside/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.js';
import { companyMenus, messages, shipments, trackingEvents } from '../src/db/schema.js';
import { createTestApp, DATABASE_KINDS, type TestApp } from './harness.js';
import { call, login } from './identity-helpers.js';

const DAY = 24 * 60 * 60 * 1000;
const SENTINEL = 'SENTINEL-B-7731';
/** ShipmentStatusEnum (dictionary 1016) in German, as the export writes it for de-DE. */
const GERMAN_STATUS: Record<string, string> = {
  '0': 'Gebucht',
  '1': 'Ware übernommen',
  '2': 'Unterwegs',
  '3': 'Angekommen, Verzollung ausstehend',
  '4': 'Verzollt',
  '5': 'Zugestellt',
};

interface MenuNode {
  Code: string;
  Children: MenuNode[];
}
const menuCodes = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => [node.Code, ...menuCodes(node.Children)]);

/** The rows of an exported workbook's sheet, as cell values (row 1 is the header). */
async function workbookRows(payload: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.getWorksheet('Shipments')?.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

/** A DCSA T&T 2.2 transport event naming its shipment by the FF reference. */
function transportEvent(
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

describe.each(DATABASE_KINDS)('shipments and the integration feed on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let companyA: string;
  let companyB: string;
  let shipmentB: string;
  let seaA: string;
  const now = () => t.clock();

  const integration = (
    method: 'PUT' | 'POST',
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    key = apiKey,
  ) =>
    call(t.app, {
      method,
      url: `/integration/v1${url}`,
      payload: payload as object,
      headers: { 'x-api-key': key, ...headers },
    });
  const client = (url: string, payload: unknown, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/${url}`, payload: payload as object, token });
  const eventCount = async (companyId: string) =>
    (await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.companyId, companyId))).length;
  const messageCount = async (companyId: string) =>
    (await t.database.db.select().from(messages).where(eq(messages.companyId, companyId))).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const ops = await login(t.app, 'ops');
    const issued = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/CreateApiKey',
      token: ops.AccessToken,
      payload: { Name: 'TMS' },
    });
    apiKey = issued.body.Body.Key;
    const a = await login(t.app, 'demo');
    const b = await login(t.app, 'agent');
    tokenA = a.AccessToken;
    tokenB = b.AccessToken;
    companyA = a.UserInfo.CompanyId ?? '';
    companyB = b.UserInfo.CompanyId ?? '';
    const start = now();
    const upsertB = await integration('PUT', '/companies/HANSEATIC/shipments/B-1', {
      dcgNo: 'DCGB0001',
      mode: 'sea',
      customerReference: SENTINEL,
      origin: 'CNNGB',
      destination: 'DEHAM',
      etd: new Date(start.getTime() + 2 * DAY).toISOString(),
      eta: new Date(start.getTime() + 36 * DAY).toISOString(),
      containers: [{ number: 'CSQU3054383', sizeType: '45G1', seal: 'MS1234567' }],
    });
    expect(upsertB.body.ErrorCode, upsertB.body.Msg).toBe(0);
    shipmentB = upsertB.body.Body.id;
  });
  afterAll(() => t.close());

  it('lets a staff admin issue and revoke API keys: shown once, stored hashed, refused once revoked', async () => {
    const ops = await login(t.app, 'ops');
    const issued = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/CreateApiKey',
      token: ops.AccessToken,
      payload: { Name: 'ERP' },
    });
    const key: string = issued.body.Body.Key;
    expect(key).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    const list = await call(t.app, { method: 'POST', url: '/cms/api/Staff/GetApiKeyList', token: ops.AccessToken });
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(list.body.Body.Items.map((item: { KeyPrefix: string }) => item.KeyPrefix)).toContain(key.slice(0, 12));
    const stored = await queryRows<{ key_hash: string }>(t.database.db, sql`select key_hash from integration_api_keys`);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash) && row.key_hash !== key)).toBe(true);

    const body = { dcgNo: 'DCGKEY01', mode: 'air', origin: 'PVG', destination: 'FRA' };
    const bearer = await call(t.app, {
      method: 'PUT',
      url: '/integration/v1/companies/BRIGHTWAVE/shipments/KEY-1',
      payload: body,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(bearer.body.ErrorCode).toBe(0);
    const session = await integration('PUT', '/companies/BRIGHTWAVE/shipments/KEY-1', body, {}, tokenA);
    expect(session.status).toBe(401);
    await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/RevokeApiKey',
      token: ops.AccessToken,
      payload: { Id: issued.body.Body.Id },
    });
    const revoked = await integration('PUT', '/companies/BRIGHTWAVE/shipments/KEY-1', body, {}, key);
    expect(revoked.status).toBe(401);
    expect(revoked.body.ErrorCode).toBe(ERRORS.Unauthorized.ErrorCode);
  });

  it('upserts a shipment by external id: a retry answers the same and adds no row', async () => {
    const body = {
      dcgNo: 'DCGA0001',
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
      etd: new Date(now().getTime() + DAY).toISOString(),
      eta: new Date(now().getTime() + 16 * DAY).toISOString(),
      containers: [
        { number: 'MSKU9070323', sizeType: '45G1', seal: 'ML-991' },
        { number: 'CSQU3054383', sizeType: '22G1' },
      ],
    };
    const first = await integration('PUT', '/companies/BRIGHTWAVE/shipments/A-1', body);
    expect(first.body.ErrorCode, first.body.Msg).toBe(0);
    const again = await integration('PUT', '/companies/BRIGHTWAVE/shipments/A-1', body);
    expect(again.body).toEqual(first.body);
    seaA = first.body.Body.id;
    const rows = await t.database.db.select().from(shipments).where(eq(shipments.externalId, 'A-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ companyId: companyA, originName: 'Shanghai', grossWeightKg: 18250.5 });

    const keyed = { 'idempotency-key': 'upsert-a-1' };
    const withKey = await integration('PUT', '/companies/BRIGHTWAVE/shipments/A-1', body, keyed);
    const changed = await integration(
      'PUT',
      '/companies/BRIGHTWAVE/shipments/A-1',
      { ...body, voyageNo: '053E' },
      keyed,
    );
    expect(withKey.body.ErrorCode).toBe(0);
    expect(changed.status).toBe(409);
    expect(changed.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
    const bad = await integration('PUT', '/companies/BRIGHTWAVE/shipments/A-2', {
      ...body,
      dcgNo: 'DCGA0002',
      containers: [{ number: 'CSQU3054384' }],
    });
    expect(bad.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(bad.body.Msg).toContain('containers[0].number');
  });

  it('ingests DCSA events: dates, status and ETA history follow, with a message per milestone and ETA change', async () => {
    const created = now();
    const etd = new Date(created.getTime() + DAY);
    const bookedEta = new Date(created.getTime() + 16 * DAY);
    const messagesBefore = await messageCount(companyA);
    const events = [
      transportEvent('A-1', { code: 'DEPA', classifier: 'ACT', at: etd, place: 'CNSHA', created: etd }),
      transportEvent(
        'A-1',
        { code: 'ARRI', classifier: 'EST', at: new Date(bookedEta.getTime() + 3 * DAY), place: 'USLAX', created: etd },
        { delayReasonCode: 'WEA', changeRemark: 'Typhoon in the East China Sea' },
      ),
    ];
    const answer = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', { events });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    expect(answer.body.Body).toEqual({ accepted: 2, eventIds: events.map((e) => e.eventID) });

    const detail = await client('Shipment/GetDetail', { Id: seaA });
    expect(detail.body.Body).toMatchObject({
      Status: '2',
      Atd: etd.toISOString(),
      Eta: new Date(bookedEta.getTime() + 3 * DAY).toISOString(),
      OriginalEta: bookedEta.toISOString(),
      DelayDays: 3,
      IsDelayed: true,
      ContainerNumbers: ['MSKU9070323', 'CSQU3054383'],
    });
    expect(detail.body.Body.Origin).toMatchObject({ Code: 'CNSHA', Name: 'Shanghai', Country: 'CN' });
    expect(detail.body.Body.Destination.Latitude).toBeCloseTo(33.74, 1);
    const history = await client('Shipment/GetEtaHistory', { Id: seaA });
    expect(history.body.Body).toMatchObject({ OriginalEta: bookedEta.toISOString(), SlipDays: 3 });
    expect(history.body.Body.Entries.map((e: { SlipDays: number }) => e.SlipDays)).toEqual([0, 3]);
    expect(history.body.Body.Entries[1]).toMatchObject({ DelayReasonCode: 'WEA', Source: 'Event' });

    const timeline = await client('Shipment/GetEvents', { Id: seaA });
    const arrival = timeline.body.Body.Milestones.find((m: { Code: string }) => m.Code === 'ARRI');
    expect(arrival).toMatchObject({ Estimated: new Date(bookedEta.getTime() + 3 * DAY).toISOString(), Actual: null });

    const inbox = await t.database.db.select().from(messages).where(eq(messages.relateId, seaA));
    expect(new Set(inbox.map((m) => m.messageType))).toEqual(new Set(['2', '3']));
    expect(inbox.find((m) => m.messageType === '3')?.content).toContain('WEA');
    // One message per user of company A for each of the two notices.
    const users = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where company_id = ${companyA} and enabled`,
    );
    expect((await messageCount(companyA)) - messagesBefore).toBe(2 * (users[0]?.n ?? 0));
  });

  it('ingests IATA status events for an air shipment', async () => {
    await integration('PUT', '/companies/BRIGHTWAVE/shipments/AIR-1', {
      dcgNo: 'DCGA0101',
      mode: 'air',
      airWaybill: '020-12345675',
      origin: 'PVG',
      destination: 'FRA',
      carrierCode: 'LH',
      flightNo: 'LH8401',
      eta: new Date(now().getTime() + DAY).toISOString(),
    });
    const at = (hours: number) => new Date(now().getTime() + hours * 3_600_000).toISOString();
    const base = { shipmentExternalId: 'AIR-1', flightNo: 'LH 8401', pieces: 12, weightKg: 412.5 };
    const answer = await integration('POST', '/companies/BRIGHTWAVE/events/iata', {
      events: [
        { ...base, statusCode: 'RCS', eventDateTime: at(1), airport: 'PVG' },
        { ...base, statusCode: 'DEP', eventDateTime: at(5), airport: 'PVG' },
        { ...base, statusCode: 'ARR', eventDateTime: at(17), airport: 'FRA' },
        { ...base, statusCode: 'CCD', eventDateTime: at(22), airport: 'FRA' },
      ],
    });
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    const [row] = await t.database.db.select().from(shipments).where(eq(shipments.externalId, 'AIR-1'));
    expect(row).toMatchObject({ status: '4', atd: new Date(at(5)), ata: new Date(at(17)) });
    const timeline = await client('Shipment/GetEvents', { Id: row?.id });
    expect(timeline.body.Body.Events[0]).toMatchObject({
      Code: 'CCD',
      FlightNo: 'LH8401',
      Pieces: 12,
      WeightKg: 412.5,
    });
  });

  it('treats a retried batch as a no-op with the same answer, with or without an Idempotency-Key', async () => {
    const created = now();
    const batch = {
      events: [
        transportEvent('A-1', {
          code: 'ARRI',
          classifier: 'PLN',
          at: new Date(created.getTime() + 16 * DAY),
          place: 'USLAX',
          created,
        }),
        // No eventID: the content's hash stands in for it.
        {
          ...transportEvent('A-1', { code: 'DEPA', classifier: 'PLN', at: created, place: 'CNSHA', created }),
          eventID: undefined,
        },
      ],
    };
    const first = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', batch);
    const events = await eventCount(companyA);
    const inbox = await messageCount(companyA);
    const retry = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', batch);
    expect(retry.body).toEqual(first.body);
    expect(await eventCount(companyA)).toBe(events);
    expect(await messageCount(companyA)).toBe(inbox);

    const keyed = { 'idempotency-key': 'batch-0042' };
    const withKey = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', batch, keyed);
    const replay = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', batch, keyed);
    expect(replay.body).toEqual(withKey.body);
    const other = await integration(
      'POST',
      '/companies/BRIGHTWAVE/events/dcsa',
      { events: batch.events.slice(1) },
      keyed,
    );
    expect(other.status).toBe(409);
    // The same eventID with other content is a conflict too.
    const [firstEvent] = batch.events;
    const altered = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [{ ...firstEvent, eventDateTime: new Date(created.getTime() + 20 * DAY).toISOString() }],
    });
    expect(altered.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
    expect(altered.body.Msg).toContain('events[0].eventID');
    expect(await eventCount(companyA)).toBe(events);
  });

  it('refuses a batch with one bad event whole, naming its index and field', async () => {
    const created = now();
    const good = (place: string) =>
      transportEvent('A-1', { code: 'ARRI', classifier: 'ACT', at: created, place, created });
    const before = await eventCount(companyA);
    const answer = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [good('USLAX'), good('USLAX'), { ...good('USLAX'), eventDateTime: 'next Tuesday' }, good('USLAX')],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(answer.body.Msg).toContain('events[2].eventDateTime: must match format "date-time"');
    const missingCall = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [good('USLAX'), { ...good('USLAX'), transportCall: undefined }],
    });
    expect(missingCall.body.Msg).toContain('events[1].transportCall: is required');
    const iata = await integration('POST', '/companies/BRIGHTWAVE/events/iata', {
      events: [
        { shipmentExternalId: 'AIR-1', statusCode: 'XXX', eventDateTime: created.toISOString(), airport: 'FRA' },
      ],
    });
    expect(iata.body.Msg).toContain('events[0].statusCode');
    expect(await eventCount(companyA)).toBe(before);
  });

  it('removes a retracted event from the timeline and recomputes the dates', async () => {
    const created = now();
    const estimate = transportEvent('A-1', {
      code: 'ARRI',
      classifier: 'EST',
      at: new Date(created.getTime() + 30 * DAY),
      place: 'USLAX',
      created: new Date(created.getTime() + DAY),
    });
    await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', { events: [estimate] });
    const slipped = await client('Shipment/GetDetail', { Id: seaA });
    expect(slipped.body.Body.Eta).toBe(estimate.eventDateTime);
    const retraction = { eventID: randomUUID(), retractedEventID: estimate.eventID };
    const answer = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', { events: [retraction] });
    expect(answer.body.Body.eventIds).toEqual([retraction.eventID]);
    const detail = await client('Shipment/GetDetail', { Id: seaA });
    expect(detail.body.Body.Eta).not.toBe(estimate.eventDateTime);
    const timeline = await client('Shipment/GetEvents', { Id: seaA });
    expect(timeline.body.Body.Events.map((e: { EventId: string }) => e.EventId)).not.toContain(estimate.eventID);
    const unknown = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [{ retractedEventID: randomUUID() }],
    });
    expect(unknown.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
  });

  it("refuses an event for another company's shipment exactly like one for a missing shipment", async () => {
    const created = now();
    const before = await eventCount(companyB);
    const forB = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [transportEvent('B-1', { code: 'DEPA', classifier: 'ACT', at: created, place: 'CNNGB', created })],
    });
    const forNobody = await integration('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [transportEvent('NOPE-1', { code: 'DEPA', classifier: 'ACT', at: created, place: 'CNNGB', created })],
    });
    expect(forB.status).toBe(404);
    expect(forB.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    expect(forB.body.Msg.replace('B-1', 'X')).toBe(forNobody.body.Msg.replace('NOPE-1', 'X'));
    expect(await eventCount(companyB)).toBe(before);
  });

  it("answers company A about B's shipment, events, documents and containers as about a missing id; lists and exports hold none of B's rows", async () => {
    // B attaches a document to its shipment.
    const boundary = `----portside${randomUUID()}`;
    const upload = await t.app.inject({
      method: 'POST',
      url: '/cms/api/BaseData/UploadFile',
      headers: { authorization: `Bearer ${tokenB}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="Type"\r\n\r\nPacking list\r\n` +
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="packing.txt"\r\ncontent-type: text/plain\r\n\r\n${SENTINEL}\r\n` +
          `--${boundary}--\r\n`,
      ),
    });
    const fileB = upload.json().Body.Id as string;
    const attached = await client('Shipment/AttachDocument', { ShipmentId: shipmentB, FileId: fileB }, tokenB);
    expect(attached.body.Body[0]).toMatchObject({ Type: 'Packing list' });
    expect(attached.body.Body[0].Items[0].Id).toBe(fileB);

    const snapshot = async () =>
      JSON.stringify([
        await t.database.db.select().from(shipments).where(eq(shipments.companyId, companyB)),
        await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.companyId, companyB)),
      ]);
    const before = await snapshot();
    const missing = randomUUID();
    for (const path of [
      'Shipment/GetDetail',
      'Shipment/GetEvents',
      'Shipment/GetEtaHistory',
      'Shipment/GetContainers',
      'Shipment/GetDocuments',
    ]) {
      const forB = await client(path, { Id: shipmentB });
      const forNobody = await client(path, { Id: missing });
      expect(forB.status, path).toBe(404);
      expect(forB.body, path).toEqual(forNobody.body);
    }
    for (const payload of [
      { ShipmentId: shipmentB, FileId: fileB },
      { ShipmentId: seaA, FileId: fileB },
    ]) {
      const forB = await client('Shipment/AttachDocument', payload);
      const forNobody = await client('Shipment/AttachDocument', { ShipmentId: missing, FileId: missing });
      expect(forB.body).toEqual(forNobody.body);
    }
    const download = await call(t.app, {
      method: 'GET',
      url: `/cms/api/BaseData/DownloadFile?id=${fileB}`,
      token: tokenA,
    });
    expect(download.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    for (const TrackNo of ['CSQU3054383', 'DCGB0001', SENTINEL]) {
      const tracked = await client('Shipment/Track', { TrackNo });
      expect(JSON.stringify(tracked.body)).not.toContain(shipmentB);
    }

    const list = await client('Shipment/GetPageList', { PageIndex: 1, PageSize: 200, Keyword: 'SENTINEL' });
    expect(list.body.Body.TotalCount).toBe(0);
    const all = await client('Shipment/GetPageList', { PageIndex: 1, PageSize: 200 });
    expect(all.body.Body.TotalCount).toBeGreaterThan(0);
    expect(JSON.stringify(all.body)).not.toContain(SENTINEL);
    const exported = await t.app.inject({
      method: 'POST',
      url: '/client/api/Shipment/ExportExcel',
      headers: { authorization: `Bearer ${tokenA}` },
      payload: {},
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const cells: string[] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      cells.push(JSON.stringify(row.values));
    });
    expect(cells.length - 1).toBe(all.body.Body.TotalCount);
    expect(cells.join()).not.toContain(SENTINEL);
    expect(cells.join()).not.toContain('DCGB0001');
    expect(await snapshot()).toBe(before);
    // B sees its own.
    const own = await client('Shipment/GetPageList', { PageIndex: 1, PageSize: 20, Keyword: 'sentinel-b' }, tokenB);
    expect(own.body.Body.Items.map((item: { Id: string }) => item.Id)).toEqual([shipmentB]);
  });

  it('tracks by container, AWB and job number, and says what is wrong with a malformed number', async () => {
    const byContainer = await client('Shipment/Track', { TrackNo: 'msku9070323' });
    expect(byContainer.body.Body.TrackType).toBe('Container');
    expect(byContainer.body.Body.Items.map((item: { Id: string }) => item.Id)).toEqual([seaA]);
    const byAwb = await client('Shipment/Track', { TrackNo: '020 12345675' });
    expect(byAwb.body.Body).toMatchObject({ TrackType: 'AirWaybill', Items: [{ DcgNo: 'DCGA0101' }] });
    const byJob = await client('Shipment/Track', { TrackNo: 'DCGA0001' });
    expect(byJob.body.Body.Items).toHaveLength(1);

    const badContainer = await client('Shipment/Track', { TrackNo: 'CSQU3054384' });
    expect(badContainer.status).toBe(400);
    expect(badContainer.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(badContainer.body.Msg).toContain(
      'TrackNo: CSQU3054384 is not a valid container number: the check digit should be 3',
    );
    const badAwb = await client('Shipment/Track', { TrackNo: '020-12345676', TrackType: 'AirWaybill' });
    expect(badAwb.body.Msg).toContain(
      'TrackNo: 020-12345676 is not a valid air waybill number: the check digit should be 5',
    );
    const shape = await client('Shipment/Track', { TrackNo: 'CSQU305', TrackType: 'Container' });
    expect(shape.body.Msg).toContain('4 letters and 7 digits');
    const german = await call(t.app, {
      method: 'POST',
      url: '/client/api/Shipment/Track',
      token: tokenA,
      headers: { 'accept-language': 'de-DE' },
      payload: { TrackNo: 'CSQU3054384' },
    });
    expect(german.body.Msg).toContain('Die Prüfziffer müsste 3 sein');
  });

  it('finds ports, rail terminals and airports with their coordinates', async () => {
    const airport = await client('Location/Search', { Keyword: 'pvg' });
    expect(airport.body.Body[0]).toMatchObject({
      Code: 'PVG',
      Kind: 'Airport',
      Name: 'Shanghai Pudong International Airport',
    });
    expect(airport.body.Body[0].Latitude).toBeCloseTo(31.14, 1);
    const rail = await client('Location/Search', { Keyword: 'Duis', Kind: 'RailTerminal' });
    expect(rail.body.Body).toEqual([
      { Code: 'DEDUI', Name: 'Duisburg', Country: 'DE', Latitude: 51.44, Longitude: 6.76, Kind: 'RailTerminal' },
    ]);
  });

  it('filters the list, exports the filter as a real .xlsx and counts the dashboard from the data', async () => {
    const filter = { Mode: 'sea', DelayedOnly: true, SortBy: 'Eta', SortOrder: 'asc' };
    const list = await client('Shipment/GetPageList', { ...filter, PageIndex: 1, PageSize: 200 });
    expect(list.body.ErrorCode).toBe(0);
    const items = list.body.Body.Items as { Mode: string; IsDelayed: boolean; Eta: string | null }[];
    expect(items.every((item) => item.Mode === 'sea' && item.IsDelayed)).toBe(true);
    const etas = items.map((item) => item.Eta ?? '~');
    expect(etas).toEqual([...etas].sort());

    const exported = await t.app.inject({
      method: 'POST',
      url: '/client/api/Shipment/ExportExcel',
      headers: { authorization: `Bearer ${tokenA}` },
      payload: filter,
    });
    expect(exported.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="shipments-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Shipments');
    expect(sheet?.getRow(1).getCell(1).value).toBe('DCG No.');
    const exportedJobs: string[] = [];
    sheet?.eachRow((row, number) => {
      if (number > 1) exportedJobs.push(String(row.getCell(1).value));
    });
    expect(exportedJobs).toEqual(list.body.Body.Items.map((item: { DcgNo: string }) => item.DcgNo));

    const dashboard = await client('Shipment/GetDashboard', {});
    const figures = dashboard.body.Body;
    const [counts] = await queryRows<{ transit: number; customs: number }>(
      t.database.db,
      sql`select count(*) filter (where status = '2')::int as transit, count(*) filter (where status = '3')::int as customs
          from shipments where company_id = ${companyA}`,
    );
    expect(figures).toMatchObject({ InTransit: counts?.transit, AwaitingCustomsClearance: counts?.customs });
    expect(figures.Delayed).toBeGreaterThan(0);
    expect(figures.ByModePerMonth).toHaveLength(12);
    expect(figures.ByModePerMonth.at(-1).Month).toBe(now().toISOString().slice(0, 7));
  });

  it('counts each dashboard figure as the list the web opens for it (several statuses at once)', async () => {
    const figures = (await client('Shipment/GetDashboard', {})).body.Body;
    const total = async (filter: Record<string, unknown>) => {
      const answer = await client('Shipment/GetPageList', { ...filter, PageIndex: 1, PageSize: 1 });
      expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
      return answer.body.Body.TotalCount as number;
    };
    const from = now();
    const weekAhead = new Date(from.getTime() + 7 * DAY);
    expect(await total({ Status: '2' })).toBe(figures.InTransit);
    expect(await total({ Status: ['0', '1', '2', '3', '4'], DelayedOnly: true })).toBe(figures.Delayed);
    expect(await total({ Status: ['0', '1', '2'], EtaFrom: from.toISOString(), EtaTo: weekAhead.toISOString() })).toBe(
      figures.ArrivingNext7Days,
    );
    expect(await total({ Status: '3' })).toBe(figures.AwaitingCustomsClearance);
    expect(await total({ Status: ['2', '3'] })).toBe(figures.InTransit + figures.AwaitingCustomsClearance);
  });

  it('exports only to a holder of the CargoStatus:Export button, checked on the server', async () => {
    const exportAs = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/client/api/Shipment/ExportExcel',
        headers: { authorization: `Bearer ${token}` },
        payload: { Mode: 'sea' },
      });
    // The demo sub-account has the cargo-status lists (and the detail page), but not the button.
    const viewer = await login(t.app, 'demo.viewer');
    const permissions = await call(t.app, {
      method: 'GET',
      url: '/cms/api/AdminUser/GetPermissions',
      token: viewer.AccessToken,
    });
    const codes = menuCodes(permissions.body.Body);
    expect(codes).toEqual(
      expect.arrayContaining(['CargoStatus:AllShipment', 'CargoStatus:SeaShipment', 'CargoStatus:ShipmentDetail']),
    );
    expect(codes).not.toContain('CargoStatus:Export');
    const list = await client('Shipment/GetPageList', { PageIndex: 1, PageSize: 20 }, viewer.AccessToken);
    expect(list.body.ErrorCode).toBe(0);
    expect(list.body.Body.TotalCount).toBeGreaterThan(0);

    const refused = await exportAs(viewer.AccessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['content-disposition']).toBeUndefined();
    expect(refused.json()).toMatchObject({ ErrorCode: ERRORS.Forbidden.ErrorCode, Body: null });

    // A client admin has what the company holds: the file while it holds the button, Forbidden without.
    const allowed = await exportAs(tokenA);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect((await workbookRows(allowed.rawPayload)).length).toBeGreaterThan(1);
    const button = and(eq(companyMenus.companyId, companyB), eq(companyMenus.menuCode, 'CargoStatus:Export'));
    await t.database.db.delete(companyMenus).where(button);
    try {
      const withoutButton = await exportAs(tokenB);
      expect(withoutButton.statusCode).toBe(403);
      expect(withoutButton.json().ErrorCode).toBe(ERRORS.Forbidden.ErrorCode);
    } finally {
      await t.database.db.insert(companyMenus).values({ companyId: companyB, menuCode: 'CargoStatus:Export' });
    }
    expect((await exportAs(tokenB)).statusCode).toBe(200);
  });

  it('writes the export in the language of the request: headers, and mode and status as dictionary labels', async () => {
    const filter = { Mode: 'sea', SortBy: 'Eta', SortOrder: 'asc' };
    const list = await client('Shipment/GetPageList', { ...filter, PageIndex: 1, PageSize: 200 });
    const items = list.body.Body.Items as { DcgNo: string; Status: string; Eta: string | null }[];
    expect(items.length).toBeGreaterThan(0);
    const exportIn = async (language: string) => {
      const exported = await t.app.inject({
        method: 'POST',
        url: '/client/api/Shipment/ExportExcel',
        headers: { authorization: `Bearer ${tokenA}`, 'accept-language': language },
        payload: filter,
      });
      expect(exported.statusCode).toBe(200);
      return workbookRows(exported.rawPayload);
    };

    const [header = [], ...rows] = await exportIn('de-DE');
    expect(header.slice(0, 4)).toEqual(['DCG-Nr.', 'Transportart', 'Status', 'House-B/L']);
    expect(header).toEqual(expect.arrayContaining(['Empfänger', 'Ursprüngliche ETA', 'Verspätung (Tage)']));
    expect(header).not.toContain('Mode');
    expect(header).not.toContain('Delay (days)');
    expect(rows.map((row) => row[0])).toEqual(items.map((item) => item.DcgNo));
    expect(rows.map((row) => row[1])).toEqual(items.map(() => 'Seefracht'));
    expect(rows.map((row) => row[2])).toEqual(items.map((item) => GERMAN_STATUS[item.Status]));
    // Dates stay real dates.
    const etaColumn = header.indexOf('ETA');
    const withEta = items.findIndex((item) => item.Eta);
    const etaInFile = rows[withEta]?.[etaColumn];
    expect(etaInFile).toBeInstanceOf(Date);
    expect(Math.abs(Number(etaInFile) - new Date(items[withEta]?.Eta ?? 0).getTime())).toBeLessThan(1000);

    const [chineseHeader = [], firstChinese = []] = await exportIn('zh-CN');
    expect(chineseHeader.slice(0, 3)).toEqual(['DCG 单号', '运输方式', '状态']);
    expect(firstChinese[1]).toBe('海运');
    const [englishHeader = [], firstEnglish = []] = await exportIn('en-US,en;q=0.9');
    expect(englishHeader.slice(0, 3)).toEqual(['DCG No.', 'Mode', 'Status']);
    expect(firstEnglish[1]).toBe('Sea freight');
  });
});
