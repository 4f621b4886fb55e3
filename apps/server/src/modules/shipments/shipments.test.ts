import { randomUUID } from 'node:crypto';
import { ERRORS, XLSX_CONTENT_TYPE } from '@portside/contracts';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import {
  airShipment,
  integrationApi,
  issueApiKey,
  putShipment,
  seaShipment,
  transportEvent,
} from '../../../test/shipment-fixtures.js';
import { queryRows } from '../../db/client.js';
import { companyMenus, shipments, trackingEvents } from '../../db/schema.js';

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

describe.each(DATABASE_KINDS)('shipments as clients see them on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let companyA: string;
  let companyB: string;
  const now = () => t.clock();

  const client = (url: string, payload: unknown, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/${url}`, payload: payload as object, token });

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    const a = await login(t.app, 'demo');
    const b = await login(t.app, 'agent');
    tokenA = a.AccessToken;
    tokenB = b.AccessToken;
    companyA = a.UserInfo.CompanyId ?? '';
    companyB = b.UserInfo.CompanyId ?? '';
  });
  afterAll(() => t.close());

  it("answers company A about B's shipment, events, documents and containers as about a missing id; lists and exports hold none of B's rows", async () => {
    const start = now();
    const ofB = seaShipment(start, {
      customerReference: SENTINEL,
      origin: 'CNNGB',
      destination: 'DEHAM',
      etd: new Date(start.getTime() + 2 * DAY).toISOString(),
      eta: new Date(start.getTime() + 36 * DAY).toISOString(),
    });
    const shipmentB = await putShipment(t.app, apiKey, 'HANSEATIC', ofB);
    const shipmentA = await putShipment(t.app, apiKey, 'BRIGHTWAVE', seaShipment(start));
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
      { ShipmentId: shipmentA, FileId: fileB },
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
    for (const TrackNo of [ofB.body.containers[0]?.number ?? '', ofB.body.dcgNo, SENTINEL]) {
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
    const cells = (await workbookRows(exported.rawPayload)).map((row) => JSON.stringify(row));
    expect(cells.length - 1).toBe(all.body.Body.TotalCount);
    expect(cells.join()).not.toContain(SENTINEL);
    expect(cells.join()).not.toContain(ofB.body.dcgNo);
    expect(await snapshot()).toBe(before);
    // B sees its own.
    const own = await client('Shipment/GetPageList', { PageIndex: 1, PageSize: 20, Keyword: 'sentinel-b' }, tokenB);
    expect(own.body.Body.Items.map((item: { Id: string }) => item.Id)).toEqual([shipmentB]);
  });

  it('tracks by container, AWB and job number, and says what is wrong with a malformed number', async () => {
    const sea = seaShipment(now());
    const seaId = await putShipment(t.app, apiKey, 'BRIGHTWAVE', sea);
    const air = airShipment(now());
    await putShipment(t.app, apiKey, 'BRIGHTWAVE', air);
    const container = sea.body.containers[0]?.number ?? '';
    const byContainer = await client('Shipment/Track', { TrackNo: container.toLowerCase() });
    expect(byContainer.body.Body.TrackType).toBe('Container');
    expect(byContainer.body.Body.Items.map((item: { Id: string }) => item.Id)).toEqual([seaId]);
    // "176-00000013" typed as "176 00000013".
    const byAwb = await client('Shipment/Track', { TrackNo: air.body.airWaybill.replace('-', ' ') });
    expect(byAwb.body.Body).toMatchObject({ TrackType: 'AirWaybill', Items: [{ DcgNo: air.body.dcgNo }] });
    const byJob = await client('Shipment/Track', { TrackNo: sea.body.dcgNo });
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
    // A sea shipment of A whose arrival is estimated three days after the booked ETA: delayed.
    const sea = seaShipment(now());
    await putShipment(t.app, apiKey, 'BRIGHTWAVE', sea);
    const slipped = new Date(new Date(sea.body.eta).getTime() + 3 * DAY);
    const late = await integrationApi(t.app, apiKey)('POST', '/companies/BRIGHTWAVE/events/dcsa', {
      events: [
        transportEvent(sea.externalId, {
          code: 'ARRI',
          classifier: 'EST',
          at: slipped,
          place: 'USLAX',
          created: now(),
        }),
      ],
    });
    expect(late.body.ErrorCode, late.body.Msg).toBe(0);
    const filter = { Mode: 'sea', DelayedOnly: true, SortBy: 'Eta', SortOrder: 'asc' };
    const list = await client('Shipment/GetPageList', { ...filter, PageIndex: 1, PageSize: 200 });
    expect(list.body.ErrorCode).toBe(0);
    const items = list.body.Body.Items as { Mode: string; IsDelayed: boolean; Eta: string | null }[];
    expect(items.length).toBeGreaterThan(0);
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
    const [header = [], ...rows] = await workbookRows(exported.rawPayload);
    expect(header[0]).toBe('DCG No.');
    expect(rows.map((row) => String(row[0]))).toEqual(
      list.body.Body.Items.map((item: { DcgNo: string }) => item.DcgNo),
    );
    // Dates are real Excel dates a spreadsheet can sort and filter, shown with their time.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Shipments');
    const etaColumn = header.indexOf('ETA') + 1;
    // A delayed shipment always has an ETA: the first row's is checked, never skipped.
    const firstEta = items[0]?.Eta;
    if (!firstEta) throw new Error('the first delayed shipment has no ETA');
    expect(etaColumn).toBeGreaterThan(0);
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true);
    const cell = sheet?.getRow(2).getCell(etaColumn);
    expect(cell?.value).toEqual(new Date(firstEta));
    expect(cell?.numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet?.getRow(2).getCell(1).numFmt).toBeUndefined();
    // Every row says what the list's item says: its places, containers, carrier, dates and delay.
    type Place = { Code: string; Name: string | null };
    const place = ({ Code, Name }: Place) => (Name ? `${Name} (${Code})` : Code);
    const time = (value: string | null) => (value ? new Date(value) : null);
    const listed = list.body.Body.Items as (Record<string, string | number | null> & {
      ContainerNumbers: string[];
      Origin: Place;
      Destination: Place;
    })[];
    const cellsOf = (row: ExcelJS.CellValue[]) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? null]));
    expect(rows.map(cellsOf)).toEqual(
      listed.map((item) =>
        expect.objectContaining({
          'House B/L': item.HouseBill,
          Containers: item.ContainerNumbers.length > 0 ? item.ContainerNumbers.join(', ') : null,
          Origin: place(item.Origin),
          Destination: place(item.Destination),
          Carrier: item.CarrierCode,
          ETD: time(item.Etd as string | null),
          ATA: time(item.Ata as string | null),
          'Original ETA': time(item.OriginalEta as string | null),
          'Delay (days)': item.DelayDays,
        }),
      ),
    );

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
    // The forwarder takes the button back by hand (no route does): sessions are forgotten as any change to grants does.
    await t.database.db.delete(companyMenus).where(button);
    await t.context.callers.forgetAll();
    try {
      const withoutButton = await exportAs(tokenB);
      expect(withoutButton.statusCode).toBe(403);
      expect(withoutButton.json().ErrorCode).toBe(ERRORS.Forbidden.ErrorCode);
    } finally {
      await t.database.db.insert(companyMenus).values({ companyId: companyB, menuCode: 'CargoStatus:Export' });
      await t.context.callers.forgetAll();
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
