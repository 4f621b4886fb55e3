import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DELIVERY_STATUSES,
  DELIVERY_TRANSITIONS,
  type DeliveryStatus,
  PORTAL_PAGES,
  renderMessageTemplate,
} from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey } from '../../../test/shipment-fixtures.js';
import { deliveries, deliveryStatusChanges, files, messages, userMenus, users } from '../../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;

const carton = (no: string, weightKg = 12.5) => ({
  CartonNo: no,
  LengthCm: 60,
  WidthCm: 40,
  HeightCm: 40,
  WeightKg: weightKg,
  Items: [{ Sku: 'BW-LAMP-WHT', Fnsku: 'X001BWLMP1', Quantity: 24 }],
});
/** Company B's catalogue holds other products. */
const cartonOfB = (no: string) => ({
  ...carton(no),
  Items: [{ Sku: 'HC-BOTTLE-750', Fnsku: 'X002HCBTL7', Quantity: 24 }],
});

/** A real one-page PDF, as a carrier's proof of delivery would be. */
async function podPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve) => doc.on('end', resolve));
  doc.text('Proof of delivery: received in good order');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** The shortest way from Not dispatched to each state: appointment steps are "book". */
function pathTo(target: DeliveryStatus): DeliveryStatus[] {
  const queue: DeliveryStatus[][] = [['0']];
  while (queue.length > 0) {
    const way = queue.shift() ?? [];
    const last = way.at(-1) ?? '0';
    if (last === target) return way.slice(1);
    for (const next of DELIVERY_TRANSITIONS[last]) if (!way.includes(next)) queue.push([...way, next]);
  }
  throw new Error(`no way to ${target}`);
}

describe.each(DATABASE_KINDS)('deliveries and courier parcels on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let userA: string;
  let serial = 0;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-delivery-'));

  const integration: ReturnType<typeof integrationApi> = (...args) => integrationApi(t.app, apiKey)(...args);
  const client = (url: string, payload: unknown, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/Delivery/${url}`, payload: payload as object, token });
  const label = (childNo: string, token = tokenA) =>
    t.app.inject({
      method: 'POST',
      url: '/client/api/Delivery/DownLoadExpressLabelByExpressChildNo',
      payload: { ExpressChildNo: childNo },
      headers: { authorization: `Bearer ${token}` },
    });

  /** An accepted order of company A (or B), through the client API and the forwarder's acceptance. */
  async function acceptedOrder(
    fields: Record<string, unknown> = {},
    cartons = 2,
    token = tokenA,
    company = 'BRIGHTWAVE',
  ) {
    serial += 1;
    const saved = await call(t.app, {
      method: 'POST',
      url: '/client/api/Order/Save',
      token,
      payload: {
        OrderKind: 'end',
        FbaShipmentId: `FBA17DLV${String(serial).padStart(4, '0')}`,
        Sender: 'Brightwave Home Goods, Ningbo',
        DestinationWarehouseCode: 'ONT8',
        DeliveryMethod: 'truckLtl',
        Cartons: Array.from({ length: cartons }, (_, i) =>
          company === 'BRIGHTWAVE' ? carton(String(i + 1)) : cartonOfB(String(i + 1)),
        ),
        ...fields,
      },
    });
    expect(saved.body.ErrorCode, saved.body.Msg).toBe(0);
    const { Id, OrderNo } = saved.body.Body as { Id: string; OrderNo: string };
    const submitted = await call(t.app, {
      method: 'POST',
      url: '/client/api/Order/Submit',
      token,
      payload: { Id, ConfirmWarnings: true },
    });
    expect(submitted.body.ErrorCode, submitted.body.Msg).toBe(0);
    const accepted = await integration('POST', `/companies/${company}/orders/${OrderNo}/accept`, {
      dcgNo: `DLVJOB${kind.slice(0, 2).toUpperCase()}${String(serial).padStart(5, '0')}`,
      mode: 'sea',
      origin: 'USLAX',
      destination: 'USLAX',
      eta: new Date(t.clock().getTime() + 5 * DAY).toISOString(),
    });
    expect(accepted.body.ErrorCode, accepted.body.Msg).toBe(0);
    return { orderId: Id, orderNo: OrderNo };
  }

  /** A delivery opened for a fresh accepted order. */
  async function openDelivery(
    fields: Record<string, unknown> = {},
    open: Record<string, unknown> = {},
    cartons = 2,
    company = 'BRIGHTWAVE',
    token = tokenA,
  ) {
    const order = await acceptedOrder(fields, cartons, token, company);
    const externalId = `DLV-${kind}-${serial}`;
    const url = `/companies/${company}/deliveries/${externalId}`;
    const opened = await integration('PUT', url, { order: order.orderNo, ...open });
    expect(opened.body.ErrorCode, opened.body.Msg).toBe(0);
    return { ...order, externalId, url, id: opened.body.Body.id as string };
  }

  const book = (url: string, appointmentId: string, daysAhead: number, reason?: string) =>
    integration('POST', `${url}/appointment`, {
      appointmentId,
      start: new Date(t.clock().getTime() + daysAhead * DAY).toISOString(),
      end: new Date(t.clock().getTime() + daysAhead * DAY + 3_600_000).toISOString(),
      ...(reason ? { reason } : {}),
    });

  const statusOf = async (id: string) =>
    (await t.database.db.select().from(deliveries).where(eq(deliveries.id, id)))[0]?.status;
  const changesOf = async (id: string) =>
    (await t.database.db.select().from(deliveryStatusChanges).where(eq(deliveryStatusChanges.deliveryId, id))).length;

  beforeAll(async () => {
    t = await createTestApp(kind, { env: { FILES_DIR: filesDir } });
    apiKey = await issueApiKey(t.app);
    const a = await login(t.app, 'demo');
    tokenA = a.AccessToken;
    userA = a.UserInfo.UserId;
    tokenB = (await login(t.app, 'agent')).AccessToken;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('holds demo deliveries in every state, with parcels and their events, for both demo companies', async () => {
    for (const token of [tokenA, tokenB]) {
      const list = await client('GetPageList', { PageSize: 200 }, token);
      expect(list.body.ErrorCode).toBe(0);
      const statuses = new Set(list.body.Body.Items.map((item: { Status: string }) => item.Status));
      expect([...statuses].sort()).toEqual([...DELIVERY_STATUSES].sort());
      const withParcels = list.body.Body.Items.filter((item: { ParcelCount: number }) => item.ParcelCount > 0);
      expect(withParcels.length).toBeGreaterThan(0);
      const detail = await client('GetDetail', { Id: withParcels[0].Id }, token);
      expect(detail.body.Body.Parcels[0].Events.length).toBeGreaterThan(0);
      const rebooked = await Promise.all(
        list.body.Body.Items.map(
          async (item: { Id: string }) => (await client('GetDetail', { Id: item.Id }, token)).body,
        ),
      );
      const actions = rebooked.flatMap((body) => body.Body.AppointmentHistory.map((h: { Action: string }) => h.Action));
      expect(actions).toEqual(expect.arrayContaining(['Booked', 'Moved', 'Rebooked']));
    }
  });

  it('books, moves and keeps the appointment history, telling the client each time', async () => {
    const { id, url, orderNo } = await openDelivery();
    const detail0 = await client('GetDetail', { Id: id });
    expect(detail0.body.Body).toMatchObject({
      Status: '0',
      OrderNo: orderNo,
      WarehouseCode: 'ONT8',
      Method: 'truckLtl',
    });
    expect((await book(url, '5820011', 2)).body.Body.status).toBe('1');
    // The same appointment again changes nothing.
    await book(url, '5820011', 2);
    const moved = await book(url, '5820011', 3, 'Dock slot moved by the centre');
    expect(moved.body.ErrorCode).toBe(0);
    const detail = await client('GetDetail', { Id: id });
    expect(detail.body.Body.Status).toBe('1');
    expect(detail.body.Body.Appointment).toMatchObject({
      AppointmentId: '5820011',
      Start: new Date(t.clock().getTime() + 3 * DAY).toISOString(),
    });
    expect(
      detail.body.Body.AppointmentHistory.map((h: { Action: string; Reason: string | null }) => [h.Action, h.Reason]),
    ).toEqual([
      ['Booked', null],
      ['Moved', 'Dock slot moved by the centre'],
    ]);
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.relateId, id), eq(messages.userId, userA)));
    expect(told.map((message) => message.template).sort()).toEqual([
      'delivery.appointmentBooked',
      'delivery.appointmentMoved',
    ]);
    const movedMessage = told.find((message) => message.template === 'delivery.appointmentMoved');
    const rendered = renderMessageTemplate(movedMessage?.template ?? '', movedMessage?.params, 'fr-FR');
    expect(rendered?.content).toContain(`${PORTAL_PAGES.deliveryDetail.path}?id=${id}`);
    expect(rendered?.content).toContain('Dock slot moved by the centre');
  });

  it('allows every transition of the table and refuses every other with a clear error, changing nothing', async () => {
    for (const from of DELIVERY_STATUSES) {
      const way = pathTo(from);
      for (const to of DELIVERY_STATUSES) {
        // A parcel delivery: every transition of the table is open to it (no appointment required).
        const { id, url } = await openDelivery({}, { method: 'parcel' }, 1);
        for (const step of way) {
          const moved =
            step === '1'
              ? await book(url, `A${serial}`, 1)
              : await integration('POST', `${url}/status`, { status: step, note: 'reason' });
          expect(moved.body.ErrorCode, `${from}: ${step} ${moved.body.Msg}`).toBe(0);
        }
        const recorded = await changesOf(id);
        const answer =
          to === '1'
            ? await book(url, `B${serial}`, 2)
            : await integration('POST', `${url}/status`, { status: to, note: 'reason' });
        // Booking again while booked moves the appointment: legal, and the state stays.
        if (DELIVERY_TRANSITIONS[from].includes(to) || (to === '1' && from === '1')) {
          expect(answer.body.ErrorCode, `${from} -> ${to}: ${answer.body.Msg}`).toBe(0);
          expect(await statusOf(id)).toBe(to);
          expect(await changesOf(id)).toBe(to === from ? recorded : recorded + 1);
        } else {
          expect(answer.status, `${from} -> ${to}`).toBe(409);
          expect(answer.body.Msg).toMatch(/cannot move to|takes no appointment|only with an appointment/);
          expect(await statusOf(id)).toBe(from);
          expect(await changesOf(id)).toBe(recorded);
        }
      }
    }
  }, 300_000);

  it('lets a parcel delivery go out without an appointment, but not a truck to an Amazon centre', async () => {
    const truck = await openDelivery();
    const refused = await integration('POST', `${truck.url}/status`, { status: '2' });
    expect(refused.status).toBe(409);
    expect(refused.body.Msg).toContain('appointment');
    const parcel = await openDelivery({}, { method: 'parcel' });
    expect((await integration('POST', `${parcel.url}/status`, { status: '2' })).body.Body.status).toBe('2');
  });

  it('needs a reason for a failure, tells the client, and rebooks; cancelling an appointment clears it', async () => {
    const { id, url } = await openDelivery();
    await book(url, '7000001', 1);
    await integration('POST', `${url}/status`, { status: '2' });
    const noReason = await integration('POST', `${url}/status`, { status: '5' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.Msg).toContain('note');
    expect(await statusOf(id)).toBe('2');
    await integration('POST', `${url}/status`, { status: '5', note: 'Refused at the dock' });
    const rebooked = await book(url, '7000002', 2, 'After re-palletising');
    expect(rebooked.body.Body).toMatchObject({ status: '1', appointment: { appointmentId: '7000002' } });
    const detail = await client('GetDetail', { Id: id });
    expect(detail.body.Body.FailureReason).toBe('Refused at the dock');
    expect(detail.body.Body.AppointmentHistory.map((h: { Action: string }) => h.Action)).toEqual([
      'Booked',
      'Rebooked',
    ]);
    expect(detail.body.Body.History.map((h: { ToStatus: string }) => h.ToStatus)).toEqual(['0', '1', '2', '5', '1']);
    const cancelled = await integration('POST', `${url}/status`, { status: '0', note: 'Stock held back' });
    expect(cancelled.body.Body).toMatchObject({ status: '0', appointment: null });
    const templates = (await t.database.db.select().from(messages).where(eq(messages.relateId, id))).map(
      (message) => message.template,
    );
    expect(templates).toEqual(expect.arrayContaining(['delivery.failed', 'delivery.appointmentBooked']));
    const direct = await integration('POST', `${url}/status`, { status: '1' });
    expect(direct.status).toBe(400);
    expect(direct.body.Msg).toContain('status');
  });

  it('files the proof of delivery as a document the client downloads; refuses it before delivery and a non-PDF', async () => {
    const { id, url } = await openDelivery();
    const pdf = await podPdf();
    const early = await integration('POST', `${url}/proof-of-delivery`, {
      fileName: 'pod.pdf',
      contentBase64: pdf.toString('base64'),
    });
    expect(early.status).toBe(409);
    await book(url, '7100001', 1);
    await integration('POST', `${url}/status`, { status: '2' });
    await integration('POST', `${url}/status`, { status: '3', at: t.clock().toISOString() });
    const fileCount = async () => (await t.database.db.select().from(files)).length;
    const before = await fileCount();
    const html = await integration('POST', `${url}/proof-of-delivery`, {
      fileName: 'pod.pdf',
      contentBase64: Buffer.from('<html>not a pdf</html>').toString('base64'),
    });
    expect(html.status).toBe(400);
    expect(html.body.Msg).toContain('fileName');
    expect(await fileCount()).toBe(before);
    const stored = fs.readdirSync(filesDir).filter((name) => name !== 'tmp').length;
    const filed = await integration(
      'POST',
      `${url}/proof-of-delivery`,
      { fileName: 'pod.pdf', contentBase64: pdf.toString('base64') },
      { 'idempotency-key': `pod-${id}` },
    );
    expect(filed.body.ErrorCode, filed.body.Msg).toBe(0);
    const retried = await integration(
      'POST',
      `${url}/proof-of-delivery`,
      { fileName: 'pod.pdf', contentBase64: pdf.toString('base64') },
      { 'idempotency-key': `pod-${id}` },
    );
    expect(retried.body).toEqual(filed.body);
    expect(fs.readdirSync(filesDir).filter((name) => name !== 'tmp').length).toBe(stored + 1);
    const detail = await client('GetDetail', { Id: id });
    expect(detail.body.Body.ProofOfDelivery).toMatchObject({
      FileName: 'pod.pdf',
      Type: 'ProofOfDelivery',
      UploaderType: 2,
    });
    const download = await t.app.inject({
      method: 'GET',
      url: detail.body.Body.ProofOfDelivery.Url,
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(download.rawPayload, pdf)).toBe(0);
    const fromB = await t.app.inject({
      method: 'GET',
      url: detail.body.Body.ProofOfDelivery.Url,
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(fromB.statusCode).toBe(404);
    const delivered = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.relateId, id), eq(messages.template, 'delivery.delivered'), eq(messages.userId, userA)));
    expect(delivered).toHaveLength(1);
    // The shared folder holds it under its Type.
    const shared = await call(t.app, {
      method: 'POST',
      url: '/cms/api/BaseData/GetSharedFilePageList',
      token: tokenA,
      payload: { Type: 'ProofOfDelivery', PageSize: 200 },
    });
    expect(
      shared.body.Body.Items.some((file: { Id: string }) => file.Id === filed.body.Body.proofOfDeliveryFileId),
    ).toBe(true);
  });

  it('answers retried calls with their Idempotency-Key the same, writing nothing twice', async () => {
    const order = await acceptedOrder();
    const url = `/companies/BRIGHTWAVE/deliveries/IDEM-${kind}-${serial}`;
    const first = await integration('PUT', url, { order: order.orderNo }, { 'idempotency-key': `open-${serial}` });
    const again = await integration('PUT', url, { order: order.orderNo }, { 'idempotency-key': `open-${serial}` });
    expect(again.body).toEqual(first.body);
    const id = first.body.Body.id;
    const body = { appointmentId: '9900001', start: new Date(t.clock().getTime() + DAY).toISOString() };
    const booked = await integration('POST', `${url}/appointment`, body, { 'idempotency-key': `book-${id}` });
    const rebook = await integration('POST', `${url}/appointment`, body, { 'idempotency-key': `book-${id}` });
    expect(rebook.body).toEqual(booked.body);
    const moved = await integration('POST', `${url}/status`, { status: '2' }, { 'idempotency-key': `go-${id}` });
    const moveAgain = await integration('POST', `${url}/status`, { status: '2' }, { 'idempotency-key': `go-${id}` });
    expect(moveAgain.body).toEqual(moved.body);
    expect(await changesOf(id)).toBe(3);
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.relateId, id), eq(messages.userId, userA)));
    expect(told).toHaveLength(1);
    const reused = await integration('POST', `${url}/status`, { status: '3' }, { 'idempotency-key': `go-${id}` });
    expect(reused.status).toBe(409);
    // Without a key, the same open call answers the same delivery; another order under the id is refused.
    expect((await integration('PUT', url, { order: order.orderNo })).body.Body.id).toBe(id);
    const other = await acceptedOrder();
    expect((await integration('PUT', url, { order: other.orderNo })).status).toBe(409);
    // One delivery per order at a time.
    expect((await integration('PUT', `${url}-2`, { order: order.orderNo })).status).toBe(409);
  });

  it('opens deliveries only for accepted end, air-end or Amazon-bound orders', async () => {
    const toOverseas = await acceptedOrder({
      OrderKind: 'ocean',
      DestinationWarehouseCode: 'ONT-OW1',
      DeliveryMethod: undefined,
    });
    const refused = await integration('PUT', `/companies/BRIGHTWAVE/deliveries/NO-${serial}`, {
      order: toOverseas.orderNo,
      method: 'truckLtl',
    });
    expect(refused.status).toBe(409);
    const oceanToAmazon = await acceptedOrder({ OrderKind: 'ocean', DeliveryMethod: undefined });
    const noMethod = await integration('PUT', `/companies/BRIGHTWAVE/deliveries/FBA-${serial}`, {
      order: oceanToAmazon.orderNo,
    });
    expect(noMethod.status).toBe(400);
    expect(noMethod.body.Msg).toContain('method');
    const opened = await integration('PUT', `/companies/BRIGHTWAVE/deliveries/FBA-${serial}`, {
      order: oceanToAmazon.orderNo,
      method: 'truckFtl',
    });
    expect(opened.body.Body.status).toBe('0');
    const missing = await integration('PUT', `/companies/BRIGHTWAVE/deliveries/X-${serial}`, { order: 'OR000000NOPE' });
    expect(missing.status).toBe(404);
  });

  it('gives each carton a child number with its own events, and answers one label per number as a PDF', async () => {
    const { id, url, orderNo } = await openDelivery({ FbaShipmentId: 'FBA17LBL0001' }, { method: 'parcel' }, 3);
    const childNos = ['1ZLBL0000000000001', '1ZLBL0000000000002', '1ZLBL0000000000003'].map((n) => `${n}${kind[0]}`);
    const parcels = (list: string[]) =>
      list.map((childTrackingNo, i) => ({ cartonNo: String(i + 1), childTrackingNo }));
    const missingCarton = await integration('PUT', `${url}/parcels`, {
      courier: 'UPS',
      parcels: parcels(childNos).slice(0, 2),
    });
    expect(missingCarton.status).toBe(400);
    expect(missingCarton.body.Msg).toContain('carton 3');
    const twice = await integration('PUT', `${url}/parcels`, {
      courier: 'UPS',
      parcels: parcels([childNos[0] ?? '', childNos[0] ?? '', childNos[2] ?? '']),
    });
    expect(twice.status).toBe(400);
    expect(twice.body.Msg).toContain('parcels[1].childTrackingNo');
    const set = await integration('PUT', `${url}/parcels`, {
      courier: 'UPS',
      masterTrackingNo: childNos[0],
      parcels: parcels(childNos),
    });
    expect(set.body.ErrorCode, set.body.Msg).toBe(0);
    expect(set.body.Body.parcels).toHaveLength(3);
    // A truck delivery has no parcels.
    const truck = await openDelivery();
    expect(
      (await integration('PUT', `${truck.url}/parcels`, { courier: 'UPS', parcels: parcels(childNos) })).status,
    ).toBe(409);

    const at = (minutes: number) => new Date(t.clock().getTime() + minutes * 60_000).toISOString();
    const events = {
      events: [
        { childTrackingNo: childNos[0], code: 'PickedUp', eventDateTime: at(0), location: 'Ontario, CA' },
        { childTrackingNo: childNos[0], code: 'InTransit', eventDateTime: at(60) },
        { childTrackingNo: childNos[1], code: 'PickedUp', eventDateTime: at(0) },
      ],
    };
    const posted = await integration('POST', '/companies/BRIGHTWAVE/parcel-events', events);
    expect(posted.body.Body).toEqual({ accepted: 3, duplicates: 0 });
    const repeated = await integration('POST', '/companies/BRIGHTWAVE/parcel-events', events);
    expect(repeated.body.Body).toEqual({ accepted: 0, duplicates: 3 });
    const unknown = await integration('POST', '/companies/BRIGHTWAVE/parcel-events', {
      events: [...events.events, { childTrackingNo: 'NOSUCHNUMBER', code: 'Delivered', eventDateTime: at(90) }],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.Msg).toContain('events[3].childTrackingNo');
    const detail = await client('GetDetail', { Id: id });
    expect(
      detail.body.Body.Parcels.map((p: { ExpressChildNo: string; Status: string | null }) => [
        p.ExpressChildNo,
        p.Status,
      ]),
    ).toEqual([
      [childNos[0], 'InTransit'],
      [childNos[1], 'PickedUp'],
      [childNos[2], null],
    ]);
    expect(detail.body.Body.Parcels[0].Events.map((e: { Code: string }) => e.Code)).toEqual(['InTransit', 'PickedUp']);
    // Tracked parcels keep their numbers.
    const replace = await integration('PUT', `${url}/parcels`, {
      courier: 'UPS',
      parcels: parcels([...childNos].reverse()),
    });
    expect(replace.status).toBe(409);
    // The list finds the delivery by a child number.
    const found = await client('GetPageList', { Keyword: childNos[1]?.toLowerCase() });
    expect(found.body.Body.Items.map((item: { Id: string }) => item.Id)).toEqual([id]);

    for (const [i, childNo] of childNos.entries()) {
      const res = await label(childNo);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${childNo}-label.pdf`);
      const pdf = new PDFParse({ data: new Uint8Array(res.rawPayload) });
      try {
        const text = await pdf.getText();
        expect(text.pages).toHaveLength(1);
        const page = text.pages[0]?.text ?? '';
        expect(page).toContain(childNo);
        expect(page).toContain(`Carton ${i + 1} of 3`);
        expect(page).toContain(orderNo);
        expect(page).toContain(`FBA17LBL0001U00000${i + 1}`);
        expect(page).toContain('UPS');
        for (const other of childNos.filter((n) => n !== childNo && n !== childNos[0]))
          expect(page).not.toContain(other);
      } finally {
        await pdf.destroy();
      }
    }
  });

  it('keeps company B out of every endpoint: 404 like a missing record, including a child number', async () => {
    const { id, url } = await openDelivery({}, { method: 'parcel' }, 1);
    const childNo = `1ZCROSS${kind.toUpperCase()}01`;
    await integration('PUT', `${url}/parcels`, {
      courier: 'UPS',
      parcels: [{ cartonNo: '1', childTrackingNo: childNo }],
    });
    const listB = await client('GetPageList', { PageSize: 200 }, tokenB);
    expect(listB.body.Body.Items.some((item: { Id: string }) => item.Id === id)).toBe(false);
    const keywordB = await client('GetPageList', { Keyword: childNo }, tokenB);
    expect(keywordB.body.Body.TotalCount).toBe(0);
    const readB = await client('GetDetail', { Id: id }, tokenB);
    const readNothing = await client('GetDetail', { Id: crypto.randomUUID() }, tokenB);
    expect(readB.status).toBe(404);
    expect(readB.body).toEqual(readNothing.body);
    const labelB = await label(childNo, tokenB);
    const labelNothing = await label('1ZNOBODY0000000', tokenB);
    expect(labelB.statusCode).toBe(404);
    expect(labelB.json().ErrorCode).toBe(labelNothing.json().ErrorCode);
    expect(labelB.json().Msg.replace(childNo, 'X')).toBe(labelNothing.json().Msg.replace('1ZNOBODY0000000', 'X'));
    expect((await label(childNo)).statusCode).toBe(200);
    // The forwarder's calls under company B do not reach company A's delivery, nor its parcels.
    const under = (path: string) => path.replace('/companies/BRIGHTWAVE/', '/companies/HANSEATIC/');
    expect((await integration('POST', `${under(url)}/status`, { status: '2' })).status).toBe(404);
    expect(
      (await integration('POST', `${under(url)}/appointment`, { appointmentId: 'X1', start: t.clock().toISOString() }))
        .status,
    ).toBe(404);
    expect(
      (await integration('POST', `${under(url)}/proof-of-delivery`, { fileName: 'a.pdf', contentBase64: 'JVBERi0=' }))
        .status,
    ).toBe(404);
    expect(
      (
        await integration('PUT', `${under(url)}/parcels`, {
          courier: 'UPS',
          parcels: [{ cartonNo: '1', childTrackingNo: 'X1234' }],
        })
      ).status,
    ).toBe(404);
    const eventsB = await integration('POST', '/companies/HANSEATIC/parcel-events', {
      events: [{ childTrackingNo: childNo, code: 'PickedUp', eventDateTime: t.clock().toISOString() }],
    });
    expect(eventsB.status).toBe(404);
    // Company B's order is not found under company A either.
    const orderB = await acceptedOrder({ DestinationWarehouseCode: 'DTM2' }, 1, tokenB, 'HANSEATIC');
    expect(
      (await integration('PUT', `/companies/BRIGHTWAVE/deliveries/B-${serial}`, { order: orderB.orderNo })).status,
    ).toBe(404);
    // A key limited to company B cannot reach company A.
    const keyB = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/CreateApiKey',
      token: (await login(t.app, 'ops')).AccessToken,
      payload: { Name: 'B only', Companies: ['HANSEATIC'] },
    });
    const viaKeyB = await integrationApi(t.app, keyB.body.Body.Key)('POST', `${url}/status`, { status: '2' });
    expect(viaKeyB.status).toBe(404);
    expect(await statusOf(id)).toBe('0');
    // The same child number in company B is B's own: numbers are unique per company, not detectable across.
    const bDelivery = await openDelivery(
      { DestinationWarehouseCode: 'DTM2' },
      { method: 'parcel' },
      1,
      'HANSEATIC',
      tokenB,
    );
    const sameNumber = await integration('PUT', `${bDelivery.url}/parcels`, {
      courier: 'DHL',
      parcels: [{ cartonNo: '1', childTrackingNo: childNo }],
    });
    expect(sameNumber.body.ErrorCode).toBe(0);
    const pdfB = new PDFParse({ data: new Uint8Array((await label(childNo, tokenB)).rawPayload) });
    try {
      expect((await pdfB.getText()).text).toContain('DHL');
    } finally {
      await pdfB.destroy();
    }
  });

  it('lists through the list helper: newest change first, by status, paged', async () => {
    await openDelivery();
    t.clock.advance(60_000);
    const { id } = await openDelivery();
    const all = await client('GetPageList', { PageIndex: 1, PageSize: 200 });
    expect(all.body.Body.Items[0].Id, JSON.stringify(all.body.Body.Items.slice(0, 2))).toBe(id);
    expect(all.body.Body.TotalCount).toBe(all.body.Body.Items.length);
    const page2 = await client('GetPageList', { PageIndex: 2, PageSize: 1 });
    expect(page2.body.Body.Items[0].Id).toBe(all.body.Body.Items[1].Id);
    const failed = await client('GetPageList', { Status: ['5'], PageSize: 200 });
    expect(failed.body.Body.Items.length).toBeGreaterThan(0);
    expect(failed.body.Body.Items.every((item: { Status: string }) => item.Status === '5')).toBe(true);
    const bad = await client('GetPageList', { Status: ['9'] });
    expect(bad.status).toBe(400);
    expect(bad.body.Msg).toContain('Status');
  });

  it('refuses a sub-account without the deliveries menu', async () => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.accountName, 'demo.viewer'));
    if (!viewer) throw new Error('no demo.viewer');
    await t.database.db
      .delete(userMenus)
      .where(and(eq(userMenus.userId, viewer.id), eq(userMenus.menuCode, PORTAL_PAGES.deliveries.menuCode)));
    const token = (await login(t.app, 'demo.viewer')).AccessToken;
    for (const url of ['GetPageList', 'GetDetail', 'DownLoadExpressLabelByExpressChildNo']) {
      expect((await client(url, {}, token)).status, url).toBe(403);
    }
  });
});
