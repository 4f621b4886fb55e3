import type { ActionItem } from '@portside/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { integrationApi, issueApiKey, putShipment, seaShipment } from '../../../test/shipment-fixtures.js';

const DAY = 24 * 60 * 60 * 1000;

/** The action inbox's order-desk and customs sources (issue 12): each item from the data, linking to its page. */
describe.each(DATABASE_KINDS)('the action inbox sources on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;

  const client = (url: string, payload: object, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/${url}`, payload, token });
  const forwarder = (method: 'PUT' | 'POST', url: string, payload: object) =>
    integrationApi(t.app, apiKey)(method, `/companies/BRIGHTWAVE${url}`, payload);
  const inbox = async (token = tokenA) => {
    const answer = await client('Dashboard/GetActionInbox', {}, token);
    expect(answer.body.ErrorCode, answer.body.Msg).toBe(0);
    return answer.body.Body as ActionItem[];
  };
  const itemFor = async (id: string, token = tokenA) => (await inbox(token)).filter((item) => item.Query.id === id);

  const carton = (weightKg: number) => ({
    CartonNo: '1',
    LengthCm: 50,
    WidthCm: 40,
    HeightCm: 30,
    WeightKg: weightKg,
    Items: [{ Sku: 'BW-LAMP-WHT', Quantity: 12 }],
  });
  const draft = async (weightKg = 12) => {
    const saved = await client('Order/Save', {
      OrderKind: 'air',
      FbaShipmentId: 'FBA17INBOX01',
      Sender: 'Brightwave Home Goods, Ningbo',
      DestinationWarehouseCode: 'ONT8',
      Cartons: [carton(weightKg)],
    });
    expect(saved.body.ErrorCode, saved.body.Msg).toBe(0);
    return saved.body.Body as { Id: string; OrderNo: string };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    tokenA = (await login(t.app, 'demo')).AccessToken;
    tokenB = (await login(t.app, 'agent')).AccessToken;
  });
  afterAll(() => t.close());

  it('asks to answer a quote until it is answered', async () => {
    const saved = await client('Enquiry/Save', {
      OrderKind: 'air',
      OriginCode: 'CNNGB',
      DestinationCode: 'ONT8',
      Cartons: 10,
      WeightKg: 150,
      VolumeM3: 1.2,
      GoodsDescription: 'Desk lamps',
      ReadyDate: '2026-11-28',
    });
    const enquiry = saved.body.Body as { Id: string; EnquiryNo: string };
    await client('Enquiry/Submit', { Id: enquiry.Id });
    expect(await itemFor(enquiry.Id)).toEqual([]);
    const expiresAt = new Date(t.clock().getTime() + 3 * DAY).toISOString();
    const quoted = await forwarder('POST', `/enquiries/${enquiry.EnquiryNo}/quote`, {
      options: [
        {
          channelCode: 'US-AIR-EXP',
          service: 'Air express',
          transitDays: 7,
          expiresAt,
          priceLines: [{ chargeName: 'Air freight', amount: '1180.50', currency: 'USD' }],
        },
      ],
    });
    expect(quoted.body.ErrorCode, quoted.body.Msg).toBe(0);
    expect(await itemFor(enquiry.Id)).toEqual([
      {
        Kind: 'QuoteToAnswer',
        Page: 'enquiry',
        Query: { id: enquiry.Id },
        Count: 1,
        Reference: enquiry.EnquiryNo,
        Amount: null,
        Currency: null,
        DueDate: expiresAt.slice(0, 10),
      },
    ]);
    expect(await itemFor(enquiry.Id, tokenB)).toEqual([]);
    // The sub-account without the quote page is not asked.
    const viewer = (await login(t.app, 'demo.viewer')).AccessToken;
    expect(await itemFor(enquiry.Id, viewer)).toEqual([]);
    await client('Enquiry/Decline', { Id: enquiry.Id, Reason: 'Too dear' });
    expect(await itemFor(enquiry.Id)).toEqual([]);
  });

  it('asks to update an order sent back until it is submitted again', async () => {
    const order = await draft();
    expect((await client('Order/Submit', { Id: order.Id })).body.Body.Status).toBe('Submitted');
    const sent = await forwarder('POST', `/orders/${order.OrderNo}/send-back`, { reason: 'FBA id is wrong' });
    expect(sent.body.ErrorCode, sent.body.Msg).toBe(0);
    expect(await itemFor(order.Id)).toEqual([
      expect.objectContaining({
        Kind: 'OrderSentBack',
        Page: 'orderDetail',
        Query: { id: order.Id },
        Reference: order.OrderNo,
      }),
    ]);
    expect(await itemFor(order.Id, tokenB)).toEqual([]);
    expect((await client('Order/Submit', { Id: order.Id })).body.Body.Status).toBe('Submitted');
    expect(await itemFor(order.Id)).toEqual([]);
  });

  it('shows an open order whose conformance check finds something until the order is fixed', async () => {
    // 30 kg of twelve units is over Amazon's 50 lb box limit for North America.
    const order = await draft(30);
    expect(await itemFor(order.Id)).toEqual([
      expect.objectContaining({
        Kind: 'OrderConformance',
        Page: 'orderDetail',
        Query: { id: order.Id },
        Reference: order.OrderNo,
        Count: 1,
      }),
    ]);
    expect(await itemFor(order.Id, tokenB)).toEqual([]);
    const fixed = await client('Order/Save', {
      Id: order.Id,
      OrderKind: 'air',
      FbaShipmentId: 'FBA17INBOX01',
      Sender: 'Brightwave Home Goods, Ningbo',
      DestinationWarehouseCode: 'ONT8',
      Cartons: [carton(12)],
    });
    expect(fixed.body.ErrorCode, fixed.body.Msg).toBe(0);
    expect(await itemFor(order.Id)).toEqual([]);
  });

  it('counts the findings of each open order when several are checked at once', async () => {
    const save = async (DestinationWarehouseCode: string, weightsKg: number[]) => {
      const saved = await client('Order/Save', {
        OrderKind: 'air',
        FbaShipmentId: 'FBA17INBOX02',
        Sender: 'Brightwave Home Goods, Ningbo',
        DestinationWarehouseCode,
        Cartons: weightsKg.map((weightKg, index) => ({ ...carton(weightKg), CartonNo: String(index + 1) })),
      });
      expect(saved.body.ErrorCode, saved.body.Msg).toBe(0);
      return (saved.body.Body as { Id: string }).Id;
    };
    const oneHeavy = await save('ONT8', [30, 12]);
    const twoHeavy = await save('ONT8', [30, 30]);
    const clean = await save('ONT8', [12]);
    const unknownWarehouse = await save('ZZZ9', [12]);
    const items = (await inbox()).filter((item) => item.Kind === 'OrderConformance');
    const countOf = (id: string) => items.find((item) => item.Query.id === id)?.Count;
    expect(countOf(oneHeavy)).toBe(1);
    expect(countOf(twoHeavy)).toBe(2);
    expect(countOf(clean)).toBeUndefined();
    expect(countOf(unknownWarehouse)).toBe(1);
  });

  it('lists the clearance documents customs ask for, as the clearance list holds them', async () => {
    const shipment = seaShipment(t.clock());
    await putShipment(t.app, apiKey, 'BRIGHTWAVE', shipment);
    const opened = await forwarder('PUT', '/customs/CUS-INBOX-1', {
      shipment: shipment.externalId,
      direction: 'Import',
      documents: [{ kind: 'CommercialInvoice' }, { kind: 'PackingList' }],
    });
    expect(opened.body.ErrorCode, opened.body.Msg).toBe(0);
    const id = opened.body.Body.id as string;
    expect(await itemFor(id)).toEqual([
      expect.objectContaining({
        Kind: 'ClearanceDocumentsAskedFor',
        Page: 'clearanceFiles',
        Query: { id },
        Reference: shipment.body.dcgNo,
        Count: 2,
      }),
    ]);
    expect(await itemFor(id, tokenB)).toEqual([]);
    // Every declaration in the inbox is one the clearance list shows as waiting for documents.
    const waiting = await client('Customs/GetPageList', { PageIndex: 1, PageSize: 100, MissingOnly: true });
    const waitingIds = new Set((waiting.body.Body.Items as { Id: string }[]).map((row) => row.Id));
    const items = (await inbox()).filter((item) => item.Kind === 'ClearanceDocumentsAskedFor');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(waitingIds.has(item.Query.id as string)).toBe(true);
  });
});
