import { ENQUIRY_STATUSES, ORDER_KINDS, ORDER_STATUSES } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey } from '../../../test/shipment-fixtures.js';
import { companies, messages, orders, shipments, userMenus, users } from '../../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;

const carton = (no: string, weightKg = 12.5) => ({
  CartonNo: no,
  LengthCm: 60,
  WidthCm: 40,
  HeightCm: 40,
  WeightKg: weightKg,
  Items: [{ Sku: 'BW-LAMP-WHT', Fnsku: 'X001BWLMP1', Quantity: 24 }],
});

const airDraft = {
  OrderKind: 'air',
  FbaShipmentId: 'FBA17ABCDE12',
  FbaReferenceId: '4A7BC9DE',
  Sender: 'Brightwave Home Goods, Ningbo',
  DestinationWarehouseCode: 'ONT8',
  Cartons: [carton('1'), carton('2', 13)],
};

describe.each(DATABASE_KINDS)('the order desk on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let companyA: string;
  let serial = 0;

  const as =
    (token: () => string) =>
    (url: string, payload: object = {}) =>
      call(t.app, { method: 'POST', url: `/client/api/${url}`, payload, token: token() });
  const clientA = as(() => tokenA);
  const clientB = as(() => tokenB);
  const forwarder = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    integrationApi(t.app, apiKey)('POST', `/companies/BRIGHTWAVE${url}`, payload, headers);
  const jobNo = () => {
    serial += 1;
    return `ORDJOB${String(serial).padStart(4, '0')}`;
  };
  const acceptBody = () => ({
    dcgNo: jobNo(),
    origin: 'PVG',
    destination: 'LAX',
    eta: new Date(t.clock().getTime() + 5 * DAY).toISOString(),
  });

  const draftOrder = async (fields: object = {}) => {
    const saved = await clientA('Order/Save', { ...airDraft, ...fields });
    expect(saved.body.ErrorCode, saved.body.Msg).toBe(0);
    return saved.body.Body as { Id: string; OrderNo: string };
  };
  const submittedOrder = async () => {
    const order = await draftOrder();
    expect((await clientA('Order/Submit', { Id: order.Id })).body.Body.Status).toBe('Submitted');
    return order;
  };
  const detailOf = async (id: string) => (await clientA('Order/GetDetail', { Id: id })).body.Body;
  const quoteBody = (expiresInDays: number) => ({
    options: [
      {
        channelCode: 'US-AIR-EXP',
        service: 'Air express to FBA',
        transitDays: 7,
        expiresAt: new Date(t.clock().getTime() + expiresInDays * DAY).toISOString(),
        priceLines: [
          { chargeName: 'Air freight', amount: '1180.50', currency: 'USD' },
          { chargeName: 'Customs clearance', amount: '95.25', currency: 'USD' },
          { chargeName: 'Pickup', amount: '300', currency: 'CNY' },
        ],
      },
      {
        channelCode: 'US-SEA-MATSON',
        service: 'Matson express sea',
        transitDays: 16,
        expiresAt: new Date(t.clock().getTime() + expiresInDays * DAY).toISOString(),
        priceLines: [{ chargeName: 'Ocean freight', amount: '640.00', currency: 'USD' }],
      },
    ],
  });
  const submittedEnquiry = async () => {
    const saved = await clientA('Enquiry/Save', {
      OrderKind: 'air',
      OriginCode: 'CNNGB',
      DestinationCode: 'ONT8',
      Cartons: 40,
      WeightKg: 520,
      VolumeM3: 3.8,
      GoodsDescription: 'Ceramic mugs',
      ReadyDate: '2026-11-28',
    });
    expect(saved.body.ErrorCode, saved.body.Msg).toBe(0);
    expect(saved.body.Body.Status).toBe('Draft');
    const submitted = await clientA('Enquiry/Submit', { Id: saved.body.Body.Id });
    expect(submitted.body.Body.Status).toBe('Submitted');
    return saved.body.Body as { Id: string; EnquiryNo: string };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    const a = await login(t.app, 'demo');
    const b = await login(t.app, 'agent');
    tokenA = a.AccessToken;
    tokenB = b.AccessToken;
    companyA = a.UserInfo.CompanyId ?? '';
  });
  afterAll(() => t.close());

  it('has demo orders of every kind in every status for both companies, enquiries in every status and a weighed discrepancy', async () => {
    for (const token of [tokenA, tokenB]) {
      const listed = await call(t.app, {
        method: 'POST',
        url: '/client/api/Order/GetPageList',
        payload: { PageSize: 200 },
        token,
      });
      const pairs = new Set(
        listed.body.Body.Items.map((o: { OrderKind: string; Status: string }) => `${o.OrderKind}:${o.Status}`),
      );
      for (const kind of ORDER_KINDS)
        for (const status of ORDER_STATUSES) expect(pairs, `${kind}:${status}`).toContain(`${kind}:${status}`);
      const enquiries = await call(t.app, {
        method: 'POST',
        url: '/client/api/Enquiry/GetPageList',
        payload: {},
        token,
      });
      expect(new Set(enquiries.body.Body.Items.map((e: { Status: string }) => e.Status))).toEqual(
        new Set(ENQUIRY_STATUSES),
      );
      const received = listed.body.Body.Items.find((o: { Status: string }) => o.Status === 'CargoReceived');
      const detail = await call(t.app, {
        method: 'POST',
        url: '/client/api/Order/GetDetail',
        payload: { Id: received.Id },
        token,
      });
      const [first] = detail.body.Body.Cartons;
      expect(first.Measured.WeightKg).toBeCloseTo(first.WeightKg + 1.8);
      expect(detail.body.Body.ShipmentId).toBeTruthy();
    }
  });

  it('saves a draft as it goes, records its creation, and submits it once complete', async () => {
    const draft = await clientA('Order/Save', { OrderKind: 'air' });
    expect(draft.body.Body).toMatchObject({ Status: 'Draft', CartonCount: 0, OrderKind: 'air' });
    expect(draft.body.Body.OrderNo).toMatch(/^OR\d{6}[A-Z2-9]{5}$/);
    const early = await clientA('Order/Submit', { Id: draft.body.Body.Id });
    expect(early.status).toBe(400);
    expect(early.body.Msg).toContain('DestinationWarehouseCode');
    expect((await detailOf(draft.body.Body.Id)).Status).toBe('Draft');

    const saved = await clientA('Order/Save', { ...airDraft, Id: draft.body.Body.Id });
    expect(saved.body.Body).toMatchObject({ CartonCount: 2, DeclaredWeightKg: 25.5, FbaShipmentId: 'FBA17ABCDE12' });
    expect(saved.body.Body.Cartons[1]).toMatchObject({
      CartonNo: '2',
      Items: [{ Sku: 'BW-LAMP-WHT', Quantity: 24 }],
      Measured: null,
    });
    const submitted = await clientA('Order/Submit', { Id: draft.body.Body.Id });
    expect(submitted.body.Body.Status).toBe('Submitted');
    expect(submitted.body.Body.Transitions).toEqual([
      expect.objectContaining({ From: null, To: 'Draft', Actor: 'demo' }),
      expect.objectContaining({ From: 'Draft', To: 'Submitted', Actor: 'demo', At: t.clock().toISOString() }),
    ]);
  });

  it('runs the conformance check on submit: errors refuse it, warnings need the user to confirm them', async () => {
    const unknown = await draftOrder({ Cartons: [{ ...carton('1'), Items: [{ Sku: 'NO-SUCH-SKU', Quantity: 2 }] }] });
    const refused = await clientA('Order/Submit', { Id: unknown.Id });
    expect(refused.status).toBe(400);
    expect(refused.body.Body.Errors).toEqual([
      expect.objectContaining({ CartonNo: '1', Field: 'Sku', Rule: 'UnknownSku' }),
    ]);
    expect(refused.body.Msg).toContain('NO-SUCH-SKU');
    expect((await detailOf(unknown.Id)).Status).toBe('Draft');

    const crowded = await draftOrder({ Cartons: [{ ...carton('1'), Items: [{ Sku: 'BW-LAMP-WHT', Quantity: 160 }] }] });
    const warned = await clientA('Order/Submit', { Id: crowded.Id });
    expect(warned.status).toBe(422);
    expect(warned.body.ErrorCode).toBe(100);
    expect(warned.body.Body.Warnings).toEqual([expect.objectContaining({ CartonNo: '1', Rule: 'UnitsPerSku' })]);
    expect((await detailOf(crowded.Id)).Status).toBe('Draft');
    const confirmed = await clientA('Order/Submit', { Id: crowded.Id, ConfirmWarnings: true });
    expect(confirmed.body.Body.Status).toBe('Submitted');
    expect(confirmed.body.Body.Transitions.at(-1).Reason).toContain('UnitsPerSku');

    const nowhere = await draftOrder({ DestinationWarehouseCode: 'ZZZ9' });
    expect((await clientA('Order/Submit', { Id: nowhere.Id })).body.Msg).toContain('ZZZ9');
  });

  it('refuses an illegal transition with a 409 naming the states, and changes nothing', async () => {
    const order = await submittedOrder();
    const before = await detailOf(order.Id);
    const again = await clientA('Order/Submit', { Id: order.Id });
    expect(again.status).toBe(409);
    expect(again.body.ErrorCode).toBe(4090);
    expect(again.body.Msg).toContain(`order ${order.OrderNo}: cannot submit when it is Submitted`);
    const edit = await clientA('Order/Save', { ...airDraft, Id: order.Id, Cartons: [carton('9')] });
    expect(edit.status).toBe(409);
    const receive = await forwarder(`/orders/${order.OrderNo}/receipt`, {
      cartons: [{ cartonNo: '1', lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 13 }],
    });
    expect(receive.status).toBe(409);
    expect(await detailOf(order.Id)).toEqual(before);
  });

  it('goes back to the client with a reason, who is told, updates and submits again', async () => {
    const order = await submittedOrder();
    const sent = await forwarder(`/orders/${order.OrderNo}/send-back`, { reason: 'Carton 2 has no FNSKU label' });
    expect(sent.body.Body).toMatchObject({ orderNo: order.OrderNo, status: 'PendingUpdate' });
    const pending = await detailOf(order.Id);
    expect(pending).toMatchObject({ Status: 'PendingUpdate', PendingReason: 'Carton 2 has no FNSKU label' });
    expect(pending.Transitions.at(-1)).toMatchObject({
      From: 'Submitted',
      To: 'PendingUpdate',
      Actor: 'integration:TMS',
      Reason: 'Carton 2 has no FNSKU label',
    });
    const told = await t.database.db.select().from(messages).where(eq(messages.relateId, order.Id));
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]).toMatchObject({ template: 'orders.sentBack', messageType: '7' });
    expect(told[0]?.params).toMatchObject({ OrderNo: order.OrderNo, Reason: 'Carton 2 has no FNSKU label' });
    const inbox = await clientA('ClientPush/GetClientMessagePageList', { PageIndex: 1, PageSize: 50 });
    const shown = inbox.body.Body.Items.find((m: { RelateId: string }) => m.RelateId === order.Id);
    expect(shown.MessageContent).toContain('Carton 2 has no FNSKU label');
    expect(
      (await clientA('Order/Save', { ...airDraft, Id: order.Id, Cartons: [carton('1'), carton('2'), carton('3')] }))
        .body.Body.CartonCount,
    ).toBe(3);
    const again = await clientA('Order/Submit', { Id: order.Id });
    expect(again.body.Body).toMatchObject({ Status: 'Submitted', PendingReason: null });
  });

  it('accepts through the integration API: the shipment is created with the references copied and linked, idempotently', async () => {
    const order = await submittedOrder();
    const body = acceptBody();
    const key = { 'idempotency-key': `accept-${order.OrderNo}` };
    const accepted = await forwarder(`/orders/${order.OrderNo}/accept`, body, key);
    expect(accepted.body.ErrorCode, accepted.body.Msg).toBe(0);
    expect(accepted.body.Body).toMatchObject({ orderNo: order.OrderNo, status: 'Accepted' });
    const replay = await forwarder(`/orders/${order.OrderNo}/accept`, body, key);
    expect(replay.body).toEqual(accepted.body);
    const [shipment] = await t.database.db.select().from(shipments).where(eq(shipments.dcgNo, body.dcgNo));
    expect(shipment).toMatchObject({
      id: accepted.body.Body.shipmentId,
      companyId: companyA,
      mode: 'air',
      customerReference: order.OrderNo,
      fbaShipmentId: 'FBA17ABCDE12',
      fbaReferenceId: '4A7BC9DE',
      consignee: 'ONT8',
      cartons: 2,
      pieces: 48,
      grossWeightKg: 25.5,
    });
    const detail = await detailOf(order.Id);
    expect(detail).toMatchObject({ Status: 'Accepted', ShipmentId: shipment?.id, ShipmentDcgNo: body.dcgNo });
    const shipmentPage = await clientA('Shipment/GetDetail', { Id: shipment?.id });
    expect(shipmentPage.body.Body.DcgNo).toBe(body.dcgNo);

    const twice = await forwarder(`/orders/${order.OrderNo}/accept`, acceptBody());
    expect(twice.status).toBe(409);
    const shipmentCount = await t.database.db
      .select()
      .from(shipments)
      .where(eq(shipments.customerReference, order.OrderNo));
    expect(shipmentCount).toHaveLength(1);
  });

  it('records the receipt with the measured cartons, moves the order to CargoReceived and tells the client', async () => {
    const order = await submittedOrder();
    await forwarder(`/orders/${order.OrderNo}/accept`, acceptBody());
    const unknown = await forwarder(`/orders/${order.OrderNo}/receipt`, {
      cartons: [{ cartonNo: '7', lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 13 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.Msg).toContain('cartons[0].cartonNo: 7 is not a carton of');
    const received = await forwarder(`/orders/${order.OrderNo}/receipt`, {
      cartons: [
        { cartonNo: '1', lengthCm: 61, widthCm: 40, heightCm: 41, weightKg: 14.2 },
        { cartonNo: '2', lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 13 },
      ],
    });
    expect(received.body.Body.status).toBe('CargoReceived');
    const detail = await detailOf(order.Id);
    expect(detail.Cartons[0]).toMatchObject({
      WeightKg: 12.5,
      Measured: { LengthCm: 61, HeightCm: 41, WeightKg: 14.2 },
    });
    const told = await t.database.db.select().from(messages).where(eq(messages.relateId, order.Id));
    expect(told.map((m) => m.params)).toContainEqual(
      expect.objectContaining({ Received: 2, Cartons: 2, WeighedKg: '27.20', DeclaredKg: '25.50' }),
    );
    const inbox = await clientA('ClientPush/GetClientMessagePageList', { PageIndex: 1, PageSize: 50 });
    const shown = inbox.body.Body.Items.find((m: { RelateId: string }) => m.RelateId === order.Id);
    expect(shown.MessageTitle).toBe(`Cargo received: order ${order.OrderNo}`);
    expect(shown.MessageContent).toContain('27.20 kg</b> weighed, 25.50 kg declared');
    const cancel = await clientA('Order/Cancel', { Id: order.Id });
    expect(cancel.status).toBe(409);
  });

  it('lets the client cancel before receipt, with the reason recorded', async () => {
    const draft = await draftOrder();
    const cancelled = await clientA('Order/Cancel', { Id: draft.Id, Reason: 'Stock sold out' });
    expect(cancelled.body.Body.Status).toBe('Cancelled');
    expect(cancelled.body.Body.Transitions.at(-1)).toMatchObject({
      From: 'Draft',
      To: 'Cancelled',
      Reason: 'Stock sold out',
    });
    const accepted = await submittedOrder();
    await forwarder(`/orders/${accepted.OrderNo}/accept`, acceptBody());
    expect((await clientA('Order/Cancel', { Id: accepted.Id })).body.Body.Status).toBe('Cancelled');
  });

  it('checks what each kind needs: containers for full, a delivery method for end and air-end, a mode to accept end', async () => {
    const full = await draftOrder({ OrderKind: 'full' });
    expect((await clientA('Order/Submit', { Id: full.Id })).body.Msg).toContain('Containers');
    await clientA('Order/Save', {
      ...airDraft,
      Id: full.Id,
      OrderKind: 'full',
      Containers: [{ SizeType: '40HQ', Quantity: 1 }],
    });
    expect((await clientA('Order/Submit', { Id: full.Id })).body.Body.Status).toBe('Submitted');
    const end = await draftOrder({ OrderKind: 'end' });
    expect((await clientA('Order/Submit', { Id: end.Id })).body.Msg).toContain('DeliveryMethod');
    await clientA('Order/Save', { ...airDraft, Id: end.Id, OrderKind: 'end', DeliveryMethod: 'truckLtl' });
    expect((await clientA('Order/Submit', { Id: end.Id })).body.Body.Status).toBe('Submitted');
    const noMode = await forwarder(`/orders/${end.OrderNo}/accept`, acceptBody());
    expect(noMode.status).toBe(400);
    expect(noMode.body.Msg).toContain('mode');
    expect(
      (await forwarder(`/orders/${end.OrderNo}/accept`, { ...acceptBody(), mode: 'sea', origin: 'USLAX' })).body.Body
        .status,
    ).toBe('Accepted');
  });

  it('asks for the batch number when the company works by batch', async () => {
    await t.database.db.update(companies).set({ worksByBatch: true }).where(eq(companies.id, companyA));
    try {
      const order = await draftOrder();
      const refused = await clientA('Order/Submit', { Id: order.Id });
      expect(refused.status).toBe(400);
      expect(refused.body.Msg).toContain('BatchNo');
      await clientA('Order/Save', { ...airDraft, Id: order.Id, BatchNo: 'B2026-47' });
      expect((await clientA('Order/Submit', { Id: order.Id })).body.Body).toMatchObject({
        Status: 'Submitted',
        BatchNo: 'B2026-47',
      });
    } finally {
      await t.database.db.update(companies).set({ worksByBatch: false }).where(eq(companies.id, companyA));
    }
  });

  it('lists the work queue by status and number, newest first', async () => {
    const order = await submittedOrder();
    const queue = await clientA('Order/GetPageList', { Status: ['Submitted'], PageSize: 200 });
    expect(queue.body.Body.Items.every((item: { Status: string }) => item.Status === 'Submitted')).toBe(true);
    expect(queue.body.Body.Items.map((item: { Id: string }) => item.Id)).toContain(order.Id);
    const found = await clientA('Order/GetPageList', { Keyword: order.OrderNo.toLowerCase() });
    expect(found.body.Body).toMatchObject({
      TotalCount: 1,
      TotalCapped: false,
      Items: [{ Id: order.Id, CartonCount: 2 }],
    });
  });

  it('runs an enquiry from draft to a quote, whose accepted option makes a draft order with its terms', async () => {
    const enquiry = await submittedEnquiry();
    const quoted = await forwarder(`/enquiries/${enquiry.EnquiryNo}/quote`, quoteBody(3));
    expect(quoted.body.ErrorCode, quoted.body.Msg).toBe(0);
    const detail = (await clientA('Enquiry/GetDetail', { Id: enquiry.Id })).body.Body;
    expect(detail.Status).toBe('Quoted');
    expect(detail.Options[0]).toMatchObject({
      ChannelCode: 'US-AIR-EXP',
      Expired: false,
      Totals: [
        { Amount: '1275.75', Currency: 'USD' },
        { Amount: '300.00', Currency: 'CNY' },
      ],
    });
    expect((await forwarder(`/enquiries/${enquiry.EnquiryNo}/quote`, quoteBody(3))).status).toBe(409);
    const accepted = await clientA('Enquiry/AcceptOption', { Id: enquiry.Id, OptionId: detail.Options[0].Id });
    expect(accepted.body.ErrorCode, accepted.body.Msg).toBe(0);
    const order = await detailOf(accepted.body.Body.OrderId);
    expect(order).toMatchObject({
      Status: 'Draft',
      OrderKind: 'air',
      ChannelCode: 'US-AIR-EXP',
      DestinationWarehouseCode: 'ONT8',
    });
    expect(order.QuoteTerms).toMatchObject({ Service: 'Air express to FBA', TransitDays: 7 });
    const after = (await clientA('Enquiry/GetDetail', { Id: enquiry.Id })).body.Body;
    expect(after).toMatchObject({ Status: 'Accepted', OrderId: order.Id });
    expect(after.Transitions.map((x: { To: string }) => x.To)).toEqual(['Draft', 'Submitted', 'Quoted', 'Accepted']);
    expect((await clientA('Enquiry/Decline', { Id: enquiry.Id })).status).toBe(409);
  });

  it('expires a quote by its expiry and the app clock, and refuses its acceptance', async () => {
    const enquiry = await submittedEnquiry();
    await forwarder(`/enquiries/${enquiry.EnquiryNo}/quote`, quoteBody(1));
    const optionId = (await clientA('Enquiry/GetDetail', { Id: enquiry.Id })).body.Body.Options[0].Id;
    t.clock.advance(DAY + 1000);
    // A day later the sessions have ended: sign in again.
    tokenA = (await login(t.app, 'demo')).AccessToken;
    tokenB = (await login(t.app, 'agent')).AccessToken;
    const expired = (await clientA('Enquiry/GetDetail', { Id: enquiry.Id })).body.Body;
    expect(expired.Status).toBe('Expired');
    expect(expired.Options[0].Expired).toBe(true);
    expect(expired.Transitions.at(-1)).toMatchObject({ From: 'Quoted', To: 'Expired', Actor: 'system' });
    const accept = await clientA('Enquiry/AcceptOption', { Id: enquiry.Id, OptionId: optionId });
    expect(accept.status).toBe(409);
    const declinable = await submittedEnquiry();
    await forwarder(`/enquiries/${declinable.EnquiryNo}/quote`, quoteBody(5));
    expect((await clientA('Enquiry/Decline', { Id: declinable.Id, Reason: 'Too dear' })).body.Body.Status).toBe(
      'Declined',
    );
  });

  it("keeps each company's orders and enquiries to itself: another company cannot read, change or detect them", async () => {
    const order = await draftOrder();
    const enquiry = await submittedEnquiry();
    for (const [url, payload] of [
      ['Order/GetDetail', { Id: order.Id }],
      ['Order/Save', { ...airDraft, Id: order.Id }],
      ['Order/Submit', { Id: order.Id }],
      ['Order/Cancel', { Id: order.Id }],
      ['Enquiry/GetDetail', { Id: enquiry.Id }],
      [
        'Enquiry/Save',
        {
          Id: enquiry.Id,
          OrderKind: 'air',
          OriginCode: 'CNNGB',
          DestinationCode: 'ONT8',
          Cartons: 1,
          WeightKg: 1,
          VolumeM3: 1,
          GoodsDescription: 'x',
          ReadyDate: '2026-12-01',
        },
      ],
      ['Enquiry/Submit', { Id: enquiry.Id }],
      ['Enquiry/Decline', { Id: enquiry.Id }],
      ['Enquiry/AcceptOption', { Id: enquiry.Id, OptionId: enquiry.Id }],
    ] as const) {
      const answer = await clientB(url, payload);
      expect(answer.status, url).toBe(404);
    }
    const missing = await clientA('Order/GetDetail', { Id: '00000000-0000-4000-8000-000000000000' });
    expect(missing.status).toBe(404);
    expect((await clientB('Order/GetPageList', { Keyword: order.OrderNo })).body.Body.TotalCount).toBe(0);
    expect((await clientB('Enquiry/GetPageList', {})).body.Body.Items.map((e: { Id: string }) => e.Id)).not.toContain(
      enquiry.Id,
    );
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.id, order.Id));
    expect(stored?.status).toBe('Draft');
    const otherCompany = await integrationApi(t.app, apiKey)(
      'POST',
      `/companies/HANSEATIC/orders/${order.OrderNo}/send-back`,
      { reason: 'x' },
    );
    expect(otherCompany.status).toBe(404);
  });

  it('refuses, on the server, a sub-account without the order and quote menus', async () => {
    const [viewer] = await t.database.db.select().from(users).where(eq(users.accountName, 'demo.viewer'));
    const viewerToken = async () => (await login(t.app, 'demo.viewer')).AccessToken;
    const before = await viewerToken();
    expect(
      (await call(t.app, { method: 'POST', url: '/client/api/Enquiry/GetPageList', payload: {}, token: before }))
        .status,
    ).toBe(403);
    await t.database.db.delete(userMenus).where(eq(userMenus.userId, viewer?.id ?? ''));
    const token = await viewerToken();
    for (const url of [
      'Order/GetPageList',
      'Order/Save',
      'Order/Submit',
      'Order/GetDetail',
      'Order/Cancel',
      'Enquiry/Save',
    ]) {
      const answer = await call(t.app, { method: 'POST', url: `/client/api/${url}`, payload: {}, token });
      expect(answer.status, url).toBe(403);
    }
  });
});
