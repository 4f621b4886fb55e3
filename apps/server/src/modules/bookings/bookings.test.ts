import {
  BILL_MOVES,
  BILL_STATUSES,
  type BillAction,
  BOOKING_MOVES,
  BOOKING_STATUSES,
  type BookingAction,
  iso6346CheckDigit,
  PORTAL_PAGES,
  renderMessageTemplate,
} from '@portside/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey } from '../../../test/shipment-fixtures.js';
import { multipart } from '../../../test/uploads.js';
import { bookingTransitions, messages } from '../../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;
type Step = BookingAction | BillAction;

/** The shortest way to each booking state from RECEIVED, the legal moves on the way. */
const BOOKING_PATHS: Record<(typeof BOOKING_STATUSES)[number], Step[]> = {
  RECEIVED: [],
  PENDING_UPDATE: ['sendBack'],
  CONFIRMED: ['sendBack', 'update', 'confirm'],
  COMPLETED: ['confirm', 'draft', 'approve', 'issue', 'complete'],
  REJECTED: ['reject'],
  CANCELLED: ['cancel'],
};
/** The way to each bill state from a confirmed booking without a bill ("none"). */
const BILL_PATHS: Record<'none' | (typeof BILL_STATUSES)[number], Step[]> = {
  none: ['confirm'],
  DRAFT: ['confirm', 'draft'],
  PENDING_AMENDMENT: ['confirm', 'draft', 'comment'],
  APPROVED: ['confirm', 'draft', 'approve'],
  ISSUED: ['confirm', 'draft', 'approve', 'issue'],
};

function containerNo(serial: number): string {
  const firstTen = `PSBU${String(serial).padStart(6, '0')}`;
  return `${firstTen}${iso6346CheckDigit(firstTen)}`;
}

describe.each(DATABASE_KINDS)('bookings and bills of lading on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let companyA: string;
  let serial = 0;

  const clientCall = (token: string) => (url: string, payload: object) =>
    call(t.app, { method: 'POST', url: `/client/api/${url}`, payload, token });
  const clientA = (url: string, payload: object) => clientCall(tokenA)(url, payload);
  const clientB = (url: string, payload: object) => clientCall(tokenB)(url, payload);
  const integration: ReturnType<typeof integrationApi> = (...args) => integrationApi(t.app, apiKey)(...args);

  /** A full-container (or ocean) order of company A, submitted and accepted: its shipment has a job number. */
  async function acceptedOrder(orderKind: 'full' | 'ocean' | 'air' = 'full') {
    serial += 1;
    const saved = await clientA('Order/Save', {
      OrderKind: orderKind,
      Sender: 'Brightwave Home Goods, Ningbo',
      DestinationWarehouseCode: 'ONT8',
      FbaShipmentId: `FBA17BK${String(serial).padStart(5, '0')}`,
      Containers: orderKind === 'full' ? [{ SizeType: '40HQ', Quantity: 1 }] : [],
      Cartons: [
        {
          CartonNo: '1',
          LengthCm: 60,
          WidthCm: 40,
          HeightCm: 40,
          WeightKg: 14,
          Items: [{ Sku: 'BW-LAMP-WHT', Fnsku: 'X001BWLMP1', Quantity: 24 }],
        },
      ],
    });
    expect(saved.body.ErrorCode, saved.body.Msg).toBe(0);
    const order = saved.body.Body as { Id: string; OrderNo: string };
    const submitted = await clientA('Order/Submit', { Id: order.Id, ConfirmWarnings: true });
    expect(submitted.body.ErrorCode, submitted.body.Msg).toBe(0);
    const dcgNo = `BKT${kind === 'pglite' ? 'L' : 'P'}${String(serial).padStart(6, '0')}`;
    const accepted = await integration('POST', `/companies/BRIGHTWAVE/orders/${order.OrderNo}/accept`, {
      dcgNo,
      mode: 'sea',
      origin: 'CNNGB',
      destination: 'USLAX',
      eta: new Date(t.clock().getTime() + 20 * DAY).toISOString(),
    });
    expect(accepted.body.ErrorCode, accepted.body.Msg).toBe(0);
    return { ...order, dcgNo };
  }

  const createBody = (orderNo: string) => ({
    order: orderNo,
    requestedEquipments: [{ ISOEquipmentCode: '45G1', units: 1 }],
    portOfLoading: 'CNNGB',
    portOfDischarge: 'USLAX',
    expectedDepartureDate: '2026-12-10',
  });

  /** A booking of a fresh accepted order, opened through the integration API. */
  async function openBooking(orderKind: 'full' | 'ocean' = 'full') {
    const order = await acceptedOrder(orderKind);
    const reference = `BR-${order.dcgNo}`;
    const opened = await integration('PUT', `/companies/BRIGHTWAVE/bookings/${reference}`, createBody(order.OrderNo));
    expect(opened.body.ErrorCode, opened.body.Msg).toBe(0);
    return {
      id: opened.body.Body.id as string,
      reference,
      dcgNo: order.dcgNo,
      orderNo: order.OrderNo,
      url: `/companies/BRIGHTWAVE/bookings/${reference}`,
    };
  }
  type Opened = Awaited<ReturnType<typeof openBooking>>;

  const draftBody = (reference: string, fields: object = {}) => ({
    transportDocumentReference: `HB${reference.slice(-8)}`,
    shipper: 'Brightwave Home Goods Co., Ltd., Ningbo, China',
    consignee: 'Brightwave Home Goods LLC, Ontario CA, USA',
    portOfLoading: 'CNNGB',
    portOfDischarge: 'USLAX',
    vesselName: 'COSCO SHIPPING ARIES',
    carrierExportVoyageNumber: '052E',
    lines: [
      {
        equipmentReference: containerNo(serial),
        ISOEquipmentCode: '45G1',
        seals: ['SL0001'],
        numberOfPackages: 420,
        packageCode: 'CT',
        cargoGrossWeightKg: 8640.5,
        cargoGrossVolumeM3: 66.2,
        descriptionOfGoods: 'Ceramic table lamps',
        HSCodes: ['940520'],
        shippingMarks: 'BW/ONT8',
      },
    ],
    ...fields,
  });

  /** Takes one step of either machine, as the side that owns it; answers the HTTP answer. */
  function act(booking: Opened, step: Step, token = tokenA, headers: Record<string, string> = {}) {
    const forwarder = (path: string, body: object, method: 'PUT' | 'POST' = 'POST') =>
      integration(method, `${booking.url}${path}`, body, headers);
    const client = clientCall(token);
    switch (step) {
      case 'sendBack':
        return forwarder('/send-back', { reason: 'Please confirm the VGM' });
      case 'update':
        return client('Booking/UpdateBooking', { Id: booking.id, Note: 'VGM 12,480 kg' });
      case 'confirm':
        return forwarder('/confirm', { carrierBookingReference: 'COS6100001', vesselName: 'COSCO SHIPPING ARIES' });
      case 'complete':
        return forwarder('/complete', {});
      case 'reject':
        return forwarder('/reject', { reason: 'No space' });
      case 'cancel':
        return client('Booking/CancelBooking', { Id: booking.id, Reason: 'Plans changed' });
      case 'draft':
        return forwarder('/bill-of-lading', draftBody(booking.reference), 'PUT');
      case 'approve':
        return client('Booking/ApproveBillOfLading', { Id: booking.id });
      case 'comment':
        return client('Booking/CommentBillOfLading', { Id: booking.id, Comment: 'Add the FBA ID to the marks' });
      case 'issue':
        return forwarder('/bill-of-lading/issue', { issueDate: '2026-12-10', shippedOnBoardDate: '2026-12-10' });
    }
  }

  async function walk(booking: Opened, steps: readonly Step[]) {
    for (const step of steps) {
      const answer = await act(booking, step);
      expect(answer.body.ErrorCode, `${step}: ${answer.body.Msg}`).toBe(0);
    }
  }

  const detailOf = async (id: string, token = tokenA) =>
    (await clientCall(token)('Booking/GetDetail', { Id: id })).body.Body;
  const historyCount = async (id: string) =>
    (await t.database.db.select().from(bookingTransitions).where(eq(bookingTransitions.bookingId, id))).length;

  async function pdfText(id: string, token = tokenA) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/client/api/Booking/DownloadFobOrderBillOfLadingFile',
      payload: { Id: id },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    try {
      return { text: (await pdf.getText()).text, disposition: String(res.headers['content-disposition']) };
    } finally {
      await pdf.destroy();
    }
  }

  async function templateOf(locale: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/client/api/Booking/DownloadDCGImportTemplate',
      headers: { authorization: `Bearer ${tokenA}`, 'accept-language': locale },
    });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return rows;
  }

  async function workbookOf(header: unknown[], rows: unknown[][]): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('SI');
    sheet.addRow(header);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  const insertDcg = (token: string, file: Buffer) => {
    const { payload, headers } = multipart([{ name: 'file', value: file, filename: 'si.xlsx' }]);
    return call(t.app, { method: 'POST', url: '/client/api/Booking/InsertDCGExcel', token, payload, headers });
  };

  const siRow = (dcgNo: string, container: string, weight: number | string = 8000) => [
    dcgNo,
    container,
    '45G1',
    'SEAL-1',
    400,
    'CT',
    weight,
    60.5,
    'Ceramic table lamps',
    '940520',
    'BW/ONT8',
    'Brightwave Home Goods LLC, Ontario CA',
    'Same as consignee',
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    const a = await login(t.app, 'demo');
    tokenA = a.AccessToken;
    companyA = a.UserInfo.CompanyId ?? '';
    tokenB = (await login(t.app, 'agent')).AccessToken;
  });
  afterAll(() => t.close());

  it('holds demo bookings in every state and bills in every state for both demo companies', async () => {
    for (const token of [tokenA, tokenB]) {
      const list = await clientCall(token)('Booking/GetPageList', { PageSize: 100 });
      expect(list.body.ErrorCode, list.body.Msg).toBe(0);
      const items = list.body.Body.Items as { Status: string; BillStatus: string | null }[];
      expect(new Set(items.map((item) => item.Status))).toEqual(new Set(BOOKING_STATUSES));
      expect(new Set(items.flatMap((item) => (item.BillStatus ? [item.BillStatus] : [])))).toEqual(
        new Set(BILL_STATUSES),
      );
      const drafts = await clientCall(token)('Booking/GetPageList', { BillStatus: ['DRAFT'] });
      expect(drafts.body.Body.TotalCount).toBeGreaterThan(0);
    }
  });

  it('refuses every illegal booking move with a Conflict naming the states, and changes nothing', async () => {
    const actions = Object.keys(BOOKING_MOVES) as BookingAction[];
    for (const [status, path] of Object.entries(BOOKING_PATHS)) {
      const booking = await openBooking();
      await walk(booking, path);
      expect((await detailOf(booking.id)).Status).toBe(status);
      for (const action of actions) {
        const move = BOOKING_MOVES[action];
        if ((move.from as readonly string[]).includes(status)) continue;
        const before = await historyCount(booking.id);
        const refused = await act(booking, action);
        expect(refused.status, `${action} from ${status}`).toBe(409);
        expect(refused.body.Msg).toContain(`cannot ${action} when it is ${status}`);
        expect((await detailOf(booking.id)).Status).toBe(status);
        expect(await historyCount(booking.id)).toBe(before);
      }
    }
  });

  it('takes every legal booking move, recording who and when', async () => {
    const rejectPending = await openBooking('ocean');
    await walk(rejectPending, ['sendBack', 'reject']);
    const cancelPending = await openBooking('ocean');
    await walk(cancelPending, ['sendBack', 'cancel']);
    const detail = await detailOf(cancelPending.id);
    expect(detail).toMatchObject({ Status: 'CANCELLED', CargoMovementType: 'LCL', OrderKind: 'ocean' });
    expect(
      detail.History.map((h: { ToStatus: string; By: string; Actor: string }) => [h.ToStatus, h.By, h.Actor]),
    ).toEqual([
      ['RECEIVED', 'Forwarder', 'integration:TMS'],
      ['PENDING_UPDATE', 'Forwarder', 'integration:TMS'],
      ['CANCELLED', 'Client', 'demo'],
    ]);
    expect(detail.History[1].Note).toBe('Please confirm the VGM');
    expect((await detailOf(rejectPending.id)).Status).toBe('REJECTED');

    const full = await openBooking();
    await walk(full, ['sendBack']);
    expect((await detailOf(full.id)).PendingReason).toBe('Please confirm the VGM');
    await walk(full, ['update', 'confirm']);
    const confirmed = await detailOf(full.id);
    expect(confirmed).toMatchObject({
      Status: 'CONFIRMED',
      CarrierBookingReference: 'COS6100001',
      VesselName: 'COSCO SHIPPING ARIES',
      PendingReason: null,
    });
    // Completing needs the issued bill.
    const early = await act(full, 'complete');
    expect(early.status).toBe(409);
    expect(early.body.Msg).toContain('issued');
    await walk(full, ['draft', 'approve', 'issue', 'complete']);
    expect((await detailOf(full.id)).Status).toBe('COMPLETED');
  });

  it('refuses every illegal move of the bill, and a draft of a booking not confirmed', async () => {
    const actions = Object.keys(BILL_MOVES) as BillAction[];
    for (const [status, path] of Object.entries(BILL_PATHS)) {
      const booking = await openBooking();
      await walk(booking, path);
      expect((await detailOf(booking.id)).BillStatus).toBe(status === 'none' ? null : status);
      for (const action of actions) {
        const from = BILL_MOVES[action].from as readonly (string | null)[];
        if (from.includes(status === 'none' ? null : status)) continue;
        const before = await historyCount(booking.id);
        const refused = await act(booking, action);
        expect(refused.status, `${action} from ${status}`).toBe(409);
        expect(refused.body.Msg).toContain(`cannot ${action} when it is ${status === 'none' ? 'none yet' : status}`);
        expect((await detailOf(booking.id)).BillStatus).toBe(status === 'none' ? null : status);
        expect(await historyCount(booking.id)).toBe(before);
      }
    }
    const unconfirmed = await openBooking();
    const early = await act(unconfirmed, 'draft');
    expect(early.status).toBe(409);
    expect((await detailOf(unconfirmed.id)).BillOfLading).toBeNull();
  });

  it('redrafts after a comment, keeps the number and counts the versions; the client is told of drafts and the issue', async () => {
    const booking = await openBooking();
    const before = await t.database.db.select().from(messages).where(eq(messages.companyId, companyA));
    await walk(booking, ['confirm', 'draft', 'comment']);
    const commented = await detailOf(booking.id);
    expect(commented.BillOfLading).toMatchObject({
      Status: 'PENDING_AMENDMENT',
      Version: 1,
      Comment: 'Add the FBA ID to the marks',
    });
    await walk(booking, ['draft', 'approve', 'issue']);
    const issued = await detailOf(booking.id);
    expect(issued.BillOfLading).toMatchObject({ Status: 'ISSUED', Version: 2, IssueDate: '2026-12-10' });
    const other = await act(booking, 'draft');
    expect(other.status).toBe(409);
    const after = await t.database.db.select().from(messages).where(eq(messages.companyId, companyA));
    const fresh = after.filter((message) => !before.some((old) => old.id === message.id));
    const templates = new Set(fresh.map((message) => message.template));
    expect(templates).toEqual(new Set(['bookings.billDrafted', 'bookings.billIssued']));
    const drafted = fresh.find((message) => message.template === 'bookings.billDrafted');
    expect(drafted?.dcgNo).toBe(booking.dcgNo);
    const rendered = renderMessageTemplate('bookings.billDrafted', drafted?.params, 'de-DE');
    expect(rendered?.content).toContain(`${PORTAL_PAGES.bookingDetail.path}?id=${booking.id}`);
  });

  it('answers a retry with the same Idempotency-Key as before and writes nothing; another body under the key is a Conflict', async () => {
    const order = await acceptedOrder();
    const url = `/companies/BRIGHTWAVE/bookings/BR-IDEM-${kind}`;
    const key = { 'idempotency-key': `open-${kind}-${order.OrderNo}` };
    const first = await integration('PUT', url, createBody(order.OrderNo), key);
    const again = await integration('PUT', url, createBody(order.OrderNo), key);
    expect(again.body).toEqual(first.body);
    // Without a key the same opening answers the same booking too.
    const plain = await integration('PUT', url, createBody(order.OrderNo));
    expect(plain.body.Body.id).toBe(first.body.Body.id);
    const id = first.body.Body.id as string;
    expect(await historyCount(id)).toBe(1);

    const confirmKey = { 'idempotency-key': `confirm-${kind}-${order.OrderNo}` };
    const body = { carrierBookingReference: 'COS6100999' };
    const confirmed = await integration('POST', `${url}/confirm`, body, confirmKey);
    expect(confirmed.body.Body.bookingStatus).toBe('CONFIRMED');
    const retry = await integration('POST', `${url}/confirm`, body, confirmKey);
    expect(retry.body).toEqual(confirmed.body);
    expect(await historyCount(id)).toBe(2);
    const changed = await integration('POST', `${url}/confirm`, { carrierBookingReference: 'OTHER' }, confirmKey);
    expect(changed.status).toBe(409);
    // Without the key the move is a move again: CONFIRMED cannot be confirmed.
    expect((await integration('POST', `${url}/confirm`, body)).status).toBe(409);
    // Another order under the same reference, and a second booking of the order, are Conflicts.
    const second = await acceptedOrder();
    expect((await integration('PUT', url, createBody(second.OrderNo))).status).toBe(409);
    expect((await integration('PUT', `${url}-2`, createBody(order.OrderNo))).status).toBe(409);
  });

  it('books only accepted full-container and ocean orders', async () => {
    const air = await acceptedOrder('air');
    const refused = await integration('PUT', `/companies/BRIGHTWAVE/bookings/BR-AIR-${kind}`, createBody(air.OrderNo));
    expect(refused.status).toBe(400);
    expect(refused.body.Msg).toContain('order');
    const missing = await integration('PUT', `/companies/BRIGHTWAVE/bookings/BR-NONE-${kind}`, createBody('NO-SUCH'));
    expect(missing.status).toBe(404);
  });

  it("lets no company read, change or detect another's booking, through any endpoint", async () => {
    const booking = await openBooking();
    await walk(booking, ['confirm', 'draft']);
    const before = await detailOf(booking.id);
    const missingId = '00000000-0000-4000-8000-000000000000';
    for (const [url, payload] of [
      ['Booking/GetDetail', { Id: booking.id }],
      ['Booking/UpdateBooking', { Id: booking.id, Note: 'x' }],
      ['Booking/CancelBooking', { Id: booking.id, Reason: 'x' }],
      ['Booking/ApproveBillOfLading', { Id: booking.id }],
      ['Booking/CommentBillOfLading', { Id: booking.id, Comment: 'x' }],
      ['Booking/DownloadFobOrderBillOfLadingFile', { Id: booking.id }],
    ] as const) {
      const other = await clientB(url, payload);
      const missing = await clientA(url, { ...payload, Id: missingId });
      expect(other.status, url).toBe(404);
      expect(other.body.ErrorCode).toBe(missing.body.ErrorCode);
      expect(other.body.Msg).toBe(missing.body.Msg);
    }
    const list = await clientB('Booking/GetPageList', { Keyword: booking.dcgNo });
    expect(list.body.Body.TotalCount).toBe(0);
    // The forwarder names the company: company B has no such booking or order.
    for (const step of ['confirm', 'issue', 'complete', 'sendBack', 'reject'] as const) {
      const other = await integrationApi(t.app, apiKey)(
        step === 'issue' ? 'POST' : 'POST',
        `/companies/HANSEATIC/bookings/${booking.reference}${{ confirm: '/confirm', issue: '/bill-of-lading/issue', complete: '/complete', sendBack: '/send-back', reject: '/reject' }[step]}`,
        step === 'confirm'
          ? { carrierBookingReference: 'X' }
          : step === 'issue'
            ? { issueDate: '2026-12-10' }
            : { reason: 'x' },
      );
      expect(other.status, step).toBe(404);
    }
    expect(
      (await integration('PUT', `/companies/HANSEATIC/bookings/${booking.reference}/bill-of-lading`, draftBody('X')))
        .status,
    ).toBe(404);
    expect(
      (await integration('PUT', `/companies/HANSEATIC/bookings/BR-X-${kind}`, createBody(booking.orderNo))).status,
    ).toBe(404);
    // Company B's import cannot reach A's job: it reads as unknown, and nothing is written.
    const header = (await templateOf('en-US'))[0] as unknown[];
    const refused = await insertDcg(
      tokenB,
      await workbookOf(header, [siRow(booking.dcgNo, containerNo(900_000 + serial))]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.Body.RowErrors).toEqual([
      { Row: 2, Column: 'DCG No.', Reason: 'no booking has this job number' },
    ]);
    expect(await detailOf(booking.id)).toEqual(before);
  });

  it('answers the draft as a PDF watermarked DRAFT, and the issued bill without it', async () => {
    const booking = await openBooking();
    await walk(booking, ['confirm', 'draft']);
    const draft = await pdfText(booking.id);
    expect(draft.disposition).toContain(`HB${booking.reference.slice(-8)}-draft-1.pdf`);
    for (const text of [
      'HOUSE BILL OF LADING',
      'DRAFT 1',
      `HB${booking.reference.slice(-8)}`,
      booking.dcgNo,
      'COS6100001',
      'Brightwave Home Goods LLC, Ontario CA, USA',
      containerNo(serial),
      'Ceramic table lamps',
      'CNNGB',
      'USLAX',
      'COSCO SHIPPING ARIES / 052E',
      '8640.50',
      'Freight prepaid',
    ]) {
      expect(draft.text).toContain(text);
    }
    await walk(booking, ['approve', 'issue']);
    const issued = await pdfText(booking.id);
    expect(issued.text).toContain('ORIGINAL - ISSUED');
    expect(issued.text).not.toContain('DRAFT');
    expect(issued.text).toContain('CNNGB 2026-12-10');
    const none = await openBooking();
    expect((await clientA('Booking/DownloadFobOrderBillOfLadingFile', { Id: none.id })).status).toBe(404);
  });

  it('prints what the parties wrote in Chinese as written, beside the Latin fields', async () => {
    const booking = await openBooking();
    await walk(booking, ['confirm']);
    const shipper = '宁波明浪家居用品有限公司, 中国宁波';
    // Traditional characters too (a Hong Kong or Taiwan party): the font carries every CJK ideograph.
    const consignee = '香港國際貨運代理有限公司, 香港葵涌';
    const drafted = await integration(
      'PUT',
      `${booking.url}/bill-of-lading`,
      draftBody(booking.reference, {
        shipper,
        consignee,
        lines: [{ ...draftBody(booking.reference).lines[0], descriptionOfGoods: '陶瓷台灯 Ceramic table lamps' }],
      }),
    );
    expect(drafted.body.ErrorCode, drafted.body.Msg).toBe(0);
    const { text } = await pdfText(booking.id);
    expect(text).toContain(shipper);
    expect(text).toContain(consignee);
    expect(text).toContain('陶瓷台灯 Ceramic table lamps');
    expect(text).toContain('COSCO SHIPPING ARIES');
    expect(text).not.toContain('?');
  });

  it("offers the template in the user's language with an example job whose containers carry valid check digits", async () => {
    const german = await templateOf('de-DE');
    expect(german[0]).toEqual([
      'DCG-Nr.',
      'Container-Nr.',
      'Größen-Typ-Code (ISO)',
      'Plomben-Nr.',
      'Packstücke',
      'Verpackungscode',
      'Bruttogewicht (kg)',
      'Volumen (m³)',
      'Warenbeschreibung',
      'HS-Code',
      'Markierungen',
      'Empfänger',
      'Meldeadresse',
    ]);
    expect(german).toHaveLength(3);
    for (const row of german.slice(1)) {
      expect(row[0]).toBe('DCG2611000001');
      const container = String(row[1]);
      expect(iso6346CheckDigit(container.slice(0, 10))).toBe(Number(container[10]));
      expect(row[2]).toBe('45G1');
    }
    expect((await templateOf('zh-CN'))[0]?.[0]).toBe('DCG 单号');
  });

  it('imports shipping instructions per job all or nothing, naming each bad row, column and reason', async () => {
    const one = await openBooking();
    const two = await openBooking();
    const header = (await templateOf('fr-FR'))[0] as unknown[];
    const good = [
      siRow(one.dcgNo, containerNo(500_000 + serial)),
      [one.dcgNo, containerNo(500_100 + serial), '45G1', '', 380, 'CT', 7800, '', 'Cotton towels', '', '', '', ''],
      siRow(two.dcgNo, containerNo(500_200 + serial)),
    ];
    const bad = [...good, siRow(two.dcgNo, containerNo(500_300 + serial), 'lourd')];
    const wrongDigit =
      containerNo(500_400 + serial).slice(0, 10) + ((Number(containerNo(500_400 + serial)[10]) + 1) % 10);
    bad.push(siRow(two.dcgNo, wrongDigit));
    const refused = await insertDcg(tokenA, await workbookOf(header, bad));
    expect(refused.status).toBe(400);
    expect(refused.body.Body.RowErrors).toEqual([
      { Row: 5, Column: 'Poids brut (kg)', Reason: 'doit être un nombre supérieur à 0' },
      { Row: 6, Column: 'N° de conteneur', Reason: 'le chiffre de contrôle est faux' },
    ]);
    expect(refused.body.Msg).toContain('row 5');
    for (const id of [one.id, two.id]) expect((await detailOf(id)).ShippingInstructions).toBeNull();

    const imported = await insertDcg(tokenA, await workbookOf(header, good));
    expect(imported.body.ErrorCode, imported.body.Msg).toBe(0);
    expect(imported.body.Body.Bookings).toEqual([
      { DcgNo: one.dcgNo, BookingId: one.id, Containers: 2 },
      { DcgNo: two.dcgNo, BookingId: two.id, Containers: 1 },
    ]);
    const detail = await detailOf(one.id);
    expect(detail.HasShippingInstructions).toBe(true);
    expect(detail.ShippingInstructions).toMatchObject({
      consignee: 'Brightwave Home Goods LLC, Ontario CA',
      notifyParty: 'Same as consignee',
      lines: [
        { equipmentReference: containerNo(500_000 + serial), seals: ['SEAL-1'], HSCodes: ['940520'] },
        { equipmentReference: containerNo(500_100 + serial), seals: [], cargoGrossVolumeM3: null },
      ],
    });
    // The draft takes its lines from the instructions when the forwarder sends none.
    await walk(one, ['confirm']);
    const { lines: _lines, consignee: _consignee, ...withoutCargo } = draftBody(one.reference);
    const drafted = await integration('PUT', `${one.url}/bill-of-lading`, withoutCargo);
    expect(drafted.body.ErrorCode, drafted.body.Msg).toBe(0);
    expect((await detailOf(one.id)).BillOfLading.Document.lines).toHaveLength(2);
    // Once the bill is approved the instructions can no longer change: the whole file is refused.
    await walk(one, ['approve']);
    const twoBefore = (await detailOf(two.id)).ShippingInstructionsTime;
    t.clock.advance(60_000);
    const closed = await insertDcg(tokenA, await workbookOf(header, good));
    expect(closed.status).toBe(400);
    expect(closed.body.Body.RowErrors).toEqual([expect.objectContaining({ Row: 2, Column: 'N° DCG' })]);
    expect((await detailOf(two.id)).ShippingInstructionsTime).toBe(twoBefore);
  });

  it("puts a draft bill in the dashboard's action inbox until the client approves it", async () => {
    const booking = await openBooking();
    await walk(booking, ['confirm', 'draft']);
    const inbox = async () =>
      (await clientA('Dashboard/GetActionInbox', {})).body.Body as {
        Kind: string;
        Page: string;
        Query: { id?: string };
      }[];
    expect(await inbox()).toContainEqual(
      expect.objectContaining({ Kind: 'BillOfLadingToApprove', Page: 'bookingDetail', Query: { id: booking.id } }),
    );
    await walk(booking, ['approve']);
    expect((await inbox()).some((item) => item.Query.id === booking.id)).toBe(false);
    const b = (await clientB('Dashboard/GetActionInbox', {})).body.Body as { Query: { id?: string } }[];
    expect(b.some((item) => item.Query.id === booking.id)).toBe(false);
  });
});
