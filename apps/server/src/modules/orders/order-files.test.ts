import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERRORS } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, DEMO_PASSWORD, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey } from '../../../test/shipment-fixtures.js';
import { PNG, upload } from '../../../test/uploads.js';
import { files, messages, orderDocuments, orderTransitions, staffAssignments, users } from '../../db/schema.js';
import { hashPassword } from '../identity/password.js';

const DAY = 24 * 60 * 60 * 1000;
const carton = (no: string) => ({
  CartonNo: no,
  LengthCm: 60,
  WidthCm: 40,
  HeightCm: 40,
  WeightKg: 12.5,
  Items: [{ Sku: 'BW-LAMP-WHT', Fnsku: 'X001BWLMP1', Quantity: 24 }],
});
const airDraft = {
  OrderKind: 'air',
  FbaShipmentId: 'FBA17ABCDE12',
  Sender: 'Brightwave Home Goods, Ningbo',
  DestinationWarehouseCode: 'ONT8',
  Cartons: [carton('1'), carton('2')],
};
const photo = (fileName = 'carton-1.png', bytes = PNG) => ({ fileName, contentBase64: bytes.toString('base64') });
const measured = [
  { cartonNo: '1', lengthCm: 61, widthCm: 40, heightCm: 41, weightKg: 14.2 },
  { cartonNo: '2', lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 12.5 },
];

describe.each(DATABASE_KINDS)("an order's documents and receipt photos on %s", (kind) => {
  let t: TestApp;
  let filesDir: string;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let companyA: string;
  let companyB: string;
  let serial = 0;

  const as = (token: () => string) => (url: string, payload: object) =>
    call(t.app, { method: 'POST', url: `/client/api/${url}`, payload, token: token() });
  const clientA = as(() => tokenA);
  const clientB = as(() => tokenB);
  const staffCall = (token: string, url: string, payload: object) =>
    call(t.app, { method: 'POST', url: `/cms/api/Staff/${url}`, payload, token });
  const forwarder = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    integrationApi(t.app, apiKey)('POST', `/companies/BRIGHTWAVE${url}`, payload, headers);
  const storedFiles = () => fs.readdirSync(filesDir).filter((name) => name !== 'tmp');

  /** An order of company A accepted by the forwarder, waiting for its receipt. */
  const acceptedOrder = async () => {
    const saved = await clientA('Order/Save', airDraft);
    expect(saved.body.ErrorCode, saved.body.Msg).toBe(0);
    const order = saved.body.Body as { Id: string; OrderNo: string };
    expect((await clientA('Order/Submit', { Id: order.Id })).body.Body.Status).toBe('Submitted');
    serial += 1;
    const accepted = await forwarder(`/orders/${order.OrderNo}/accept`, {
      dcgNo: `DOCJOB${String(serial).padStart(4, '0')}`,
      origin: 'PVG',
      destination: 'LAX',
      eta: new Date(t.clock().getTime() + 5 * DAY).toISOString(),
    });
    expect(accepted.body.ErrorCode, accepted.body.Msg).toBe(0);
    return order;
  };

  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portside-order-files-'));
    t = await createTestApp(kind, { env: { FILES_DIR: filesDir } });
    apiKey = await issueApiKey(t.app);
    const a = await login(t.app, 'demo');
    const b = await login(t.app, 'agent');
    tokenA = a.AccessToken;
    tokenB = b.AccessToken;
    companyA = a.UserInfo.CompanyId ?? '';
    companyB = b.UserInfo.CompanyId ?? '';
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('attaches an uploaded file to an order and takes it off again; the detail lists it', async () => {
    const saved = await clientA('Order/Save', airDraft);
    const order = saved.body.Body as { Id: string };
    const uploaded = await upload(t.app, tokenA, [
      { name: 'Type', value: 'Commercial invoice' },
      { name: 'file', value: PNG, filename: 'invoice.png' },
    ]);
    expect(uploaded.body.ErrorCode, uploaded.body.Msg).toBe(0);
    const fileId = uploaded.body.Body.Id as string;
    const attached = await clientA('Order/AttachDocument', { OrderId: order.Id, FileId: fileId });
    expect(attached.body.ErrorCode, attached.body.Msg).toBe(0);
    expect(attached.body.Body).toEqual([
      expect.objectContaining({ Id: fileId, FileName: 'invoice.png', Type: 'Commercial invoice', Kind: 'client' }),
    ]);
    // Twice is once.
    expect((await clientA('Order/AttachDocument', { OrderId: order.Id, FileId: fileId })).body.Body).toHaveLength(1);
    const detail = await clientA('Order/GetDetail', { Id: order.Id });
    expect(detail.body.Body.Documents.map((d: { Id: string }) => d.Id)).toEqual([fileId]);
    const detached = await clientA('Order/DetachDocument', { OrderId: order.Id, FileId: fileId });
    expect(detached.body.Body).toEqual([]);
    // The file itself stays in the company's folder.
    expect((await t.database.db.select().from(files).where(eq(files.id, fileId))).length).toBe(1);
  });

  it("keeps B out: B's file or order is not found, A's documents are not B's to read, change or detect", async () => {
    const saved = await clientA('Order/Save', airDraft);
    const orderA = saved.body.Body as { Id: string };
    const fileA = (await upload(t.app, tokenA, [{ name: 'file', value: PNG, filename: 'a.png' }])).body.Body.Id;
    const fileB = (await upload(t.app, tokenB, [{ name: 'file', value: PNG, filename: 'b.png' }])).body.Body.Id;
    await clientA('Order/AttachDocument', { OrderId: orderA.Id, FileId: fileA });
    const orderB = (await clientB('Order/Save', { ...airDraft, DestinationWarehouseCode: 'DTM2' })).body.Body;
    const missing = '00000000-0000-4000-8000-000000000000';

    const notFound = async (answer: Promise<{ status: number; body: { ErrorCode: number; Msg: string } }>) => {
      const { status, body } = await answer;
      expect(status).toBe(404);
      expect(body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
      return body.Msg;
    };
    // A attaching B's file to A's order, and B's order: as missing ones.
    const foreignFile = await notFound(clientA('Order/AttachDocument', { OrderId: orderA.Id, FileId: fileB }));
    expect(foreignFile).toBe(await notFound(clientA('Order/AttachDocument', { OrderId: orderA.Id, FileId: missing })));
    const foreignOrder = await notFound(clientA('Order/AttachDocument', { OrderId: orderB.Id, FileId: fileA }));
    expect(foreignOrder).toBe(await notFound(clientA('Order/AttachDocument', { OrderId: missing, FileId: fileA })));
    // B reading, detaching from or downloading A's.
    await notFound(clientB('Order/GetDetail', { Id: orderA.Id }));
    await notFound(clientB('Order/DetachDocument', { OrderId: orderA.Id, FileId: fileA }));
    await notFound(clientB('Order/AttachDocument', { OrderId: orderA.Id, FileId: fileB }));
    const download = await t.app.inject({
      method: 'GET',
      url: `/cms/api/BaseData/DownloadFile?id=${fileA}`,
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(download.statusCode).toBe(404);
    const links = await t.database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderA.Id));
    expect(links.map((link) => link.fileId)).toEqual([fileA]);
    expect(
      (await t.database.db.select().from(orderDocuments).where(eq(orderDocuments.orderId, orderB.Id))).length,
    ).toBe(0);
  });

  it('stores the photos of a receipt through the integration API as documents of the order, shown on its detail', async () => {
    const order = await acceptedOrder();
    const before = storedFiles().length;
    const received = await forwarder(
      `/orders/${order.OrderNo}/receipt`,
      { cartons: measured, photos: [photo('carton-1.png'), photo('pallet.png')] },
      { 'idempotency-key': `receipt-${order.OrderNo}` },
    );
    expect(received.body.ErrorCode, received.body.Msg).toBe(0);
    expect(received.body.Body.status).toBe('CargoReceived');
    const detail = (await clientA('Order/GetDetail', { Id: order.Id })).body.Body;
    expect(detail.Documents).toHaveLength(2);
    expect(detail.Documents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          FileName: 'carton-1.png',
          Kind: 'receiptPhoto',
          Type: 'Receipt photo',
          UploaderType: 2,
        }),
        expect.objectContaining({ FileName: 'pallet.png', Kind: 'receiptPhoto' }),
      ]),
    );
    expect(storedFiles().length).toBe(before + 2);
    // The client downloads them byte for byte; a retry with the same key stores nothing more.
    const download = await t.app.inject({
      method: 'GET',
      url: detail.Documents[0].Url,
      headers: { authorization: `Bearer ${tokenA}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const replay = await forwarder(
      `/orders/${order.OrderNo}/receipt`,
      { cartons: measured, photos: [photo('carton-1.png'), photo('pallet.png')] },
      { 'idempotency-key': `receipt-${order.OrderNo}` },
    );
    expect(replay.body).toEqual(received.body);
    expect(storedFiles().length).toBe(before + 2);
    // The receipt's photos stay with the order.
    const off = await clientA('Order/DetachDocument', { OrderId: order.Id, FileId: detail.Documents[0].Id });
    expect(off.status).toBe(403);
    // B sees none of it.
    const ofB = await t.app.inject({
      method: 'GET',
      url: detail.Documents[0].Url,
      headers: { authorization: `Bearer ${tokenB}` },
    });
    expect(ofB.statusCode).toBe(404);
  });

  it('refuses a receipt with a photo that is no image, naming it, and keeps neither the receipt nor any file', async () => {
    const order = await acceptedOrder();
    const before = storedFiles().length;
    const rowsBefore = (await t.database.db.select().from(files)).length;
    const refused = await forwarder(`/orders/${order.OrderNo}/receipt`, {
      cartons: measured,
      photos: [photo('ok.png'), photo('notes.txt', Buffer.from('not a photo at all'))],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.Msg).toContain('photos[1]');
    expect(refused.body.Msg).toContain('notes.txt');
    expect(storedFiles().length).toBe(before);
    expect((await t.database.db.select().from(files)).length).toBe(rowsBefore);
    expect((await clientA('Order/GetDetail', { Id: order.Id })).body.Body.Status).toBe('Accepted');
    const notBase64 = await forwarder(`/orders/${order.OrderNo}/receipt`, {
      cartons: measured,
      photos: [{ fileName: 'x.png', contentBase64: '***' }],
    });
    expect(notBase64.status).toBe(400);
    expect(notBase64.body.Msg).toContain('photos');
  });

  it('lets staff quote an enquiry and record a receipt with photos from the portal, for served companies only', async () => {
    const sales = (await login(t.app, 'sales')).AccessToken;
    // The work waiting: an accepted order of A, and a submitted enquiry of A.
    const order = await acceptedOrder();
    const enquiry = (
      await clientA('Enquiry/Save', {
        OrderKind: 'air',
        OriginCode: 'CNNGB',
        DestinationCode: 'ONT8',
        Cartons: 10,
        WeightKg: 120,
        VolumeM3: 1.2,
        GoodsDescription: 'Desk lamps',
        ReadyDate: '2026-12-01',
      })
    ).body.Body;
    await clientA('Enquiry/Submit', { Id: enquiry.Id });
    const desk = (await staffCall(sales, 'GetOrderDesk', {})).body.Body;
    expect(desk.Enquiries.map((e: { EnquiryNo: string }) => e.EnquiryNo)).toContain(enquiry.EnquiryNo);
    const waiting = desk.Orders.find((o: { OrderNo: string }) => o.OrderNo === order.OrderNo);
    expect(waiting).toMatchObject({ CompanyId: companyA, Status: 'Accepted' });
    expect(waiting.Cartons.map((c: { CartonNo: string }) => c.CartonNo)).toEqual(['1', '2']);

    const quoted = await staffCall(sales, 'QuoteEnquiry', {
      CompanyId: companyA,
      EnquiryNo: enquiry.EnquiryNo,
      Quote: {
        options: [
          {
            channelCode: 'US-AIR-EXP',
            service: 'Air express to FBA',
            transitDays: 7,
            expiresAt: new Date(t.clock().getTime() + 7 * DAY).toISOString(),
            priceLines: [{ chargeName: 'Air freight', amount: '880.00', currency: 'USD' }],
          },
        ],
      },
    });
    expect(quoted.body.ErrorCode, quoted.body.Msg).toBe(0);
    expect(quoted.body.Body.status).toBe('Quoted');
    const enquiryDetail = (await clientA('Enquiry/GetDetail', { Id: enquiry.Id })).body.Body;
    expect(enquiryDetail.Transitions.at(-1)).toMatchObject({ To: 'Quoted', Actor: 'sales' });

    const received = await staffCall(sales, 'RecordOrderReceipt', {
      CompanyId: companyA,
      OrderNo: order.OrderNo,
      Receipt: { cartons: measured, photos: [photo('dock.png')] },
    });
    expect(received.body.ErrorCode, received.body.Msg).toBe(0);
    const detail = (await clientA('Order/GetDetail', { Id: order.Id })).body.Body;
    expect(detail.Status).toBe('CargoReceived');
    expect(detail.Cartons[0].Measured).toMatchObject({ WeightKg: 14.2 });
    expect(detail.Documents).toEqual([expect.objectContaining({ FileName: 'dock.png', Kind: 'receiptPhoto' })]);
    const [transition] = await t.database.db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, order.Id))
      .orderBy(orderTransitions.id)
      .then((rows) => rows.slice(-1));
    expect(transition).toMatchObject({ toStatus: 'CargoReceived', actor: 'sales' });
    const told = await t.database.db.select().from(messages).where(eq(messages.relateId, order.Id));
    expect(told.map((m) => m.template)).toContain('orders.cargoReceived');

    // A staff member serving only B: A's work is invisible, and A's enquiry or order is NotFound.
    const [onlyB] = await t.database.db
      .insert(users)
      .values({
        accountName: 'staff.b',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        role: 'staff',
        nameEn: 'Staff B',
      })
      .returning({ id: users.id });
    await t.database.db.insert(staffAssignments).values({ staffUserId: onlyB?.id ?? '', companyId: companyB });
    const staffB = (await login(t.app, 'staff.b')).AccessToken;
    const deskB = (await staffCall(staffB, 'GetOrderDesk', {})).body.Body;
    expect([...deskB.Enquiries, ...deskB.Orders].every((w: { CompanyId: string }) => w.CompanyId === companyB)).toBe(
      true,
    );
    const other = await acceptedOrder();
    const refused = await staffCall(staffB, 'RecordOrderReceipt', {
      CompanyId: companyA,
      OrderNo: other.OrderNo,
      Receipt: { cartons: measured },
    });
    expect(refused.status).toBe(404);
    const missing = await staffCall(staffB, 'RecordOrderReceipt', {
      CompanyId: '00000000-0000-4000-8000-000000000000',
      OrderNo: other.OrderNo,
      Receipt: { cartons: measured },
    });
    expect(refused.body).toEqual(missing.body);
    // Nor may B's staff reach A's order through B's company id.
    const throughB = await staffCall(staffB, 'RecordOrderReceipt', {
      CompanyId: companyB,
      OrderNo: other.OrderNo,
      Receipt: { cartons: measured },
    });
    expect(throughB.status).toBe(404);
    expect((await clientA('Order/GetDetail', { Id: other.Id })).body.Body.Status).toBe('Accepted');
    // Clients cannot call the staff routes at all.
    expect((await staffCall(tokenA, 'GetOrderDesk', {})).status).toBe(403);
  });
});
