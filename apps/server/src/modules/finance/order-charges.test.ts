import { CHARGE_STATUS, ERRORS } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { airShipment, integrationApi, issueApiKey, putShipment } from '../../../test/shipment-fixtures.js';
import { charges } from '../../db/schema.js';

const DAY = 24 * 60 * 60 * 1000;

/** Charge lines on orders (issue 12): posted by order number, compared with the order's accepted quote. */
describe.each(DATABASE_KINDS)('charges on orders on %s', (kind) => {
  let t: TestApp;
  let apiKey: string;
  let tokenA: string;
  let tokenB: string;
  let serial = 0;

  const integration: ReturnType<typeof integrationApi> = (...args) => integrationApi(t.app, apiKey)(...args);
  const client = (url: string, payload: object, token = tokenA) =>
    call(t.app, { method: 'POST', url: `/client/api/${url}`, payload, token });
  const line = (fields: Record<string, unknown>) => ({
    costType: '2',
    costStage: '2',
    kind: 'actual',
    source: 'quote',
    quantity: '1',
    unit: 'shipment',
    unitPrice: '1250',
    currency: 'USD',
    taxRatePercent: '6',
    incurredAt: t.clock().toISOString(),
    ...fields,
  });
  const putCharge = async (fields: Record<string, unknown>, company = 'BRIGHTWAVE') => {
    serial += 1;
    const externalId = `CHG-O-${serial}`;
    const answer = await integration('PUT', `/companies/${company}/charges/${externalId}`, line(fields));
    return { externalId, answer };
  };
  const chargesOf = async (orderId: string, token = tokenA) => {
    const listed = await client('Finance/GetChargePageList', { PageIndex: 1, PageSize: 50, OrderId: orderId }, token);
    expect(listed.body.ErrorCode, listed.body.Msg).toBe(0);
    return listed.body.Body.Items as Record<string, unknown>[];
  };

  /** An order made from an accepted air quote: 1,180.50 USD air freight, 300 CNY pickup. */
  const quotedOrder = async () => {
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
    const quoted = await integration('POST', `/companies/BRIGHTWAVE/enquiries/${enquiry.EnquiryNo}/quote`, {
      options: [
        {
          channelCode: 'US-AIR-EXP',
          service: 'Air express to FBA',
          transitDays: 7,
          expiresAt: new Date(t.clock().getTime() + 3 * DAY).toISOString(),
          priceLines: [
            { chargeName: 'Air freight', amount: '1180.50', currency: 'USD' },
            { chargeName: '4', amount: '300', currency: 'CNY' },
          ],
        },
      ],
    });
    expect(quoted.body.ErrorCode, quoted.body.Msg).toBe(0);
    const detail = (await client('Enquiry/GetDetail', { Id: enquiry.Id })).body.Body;
    const accepted = await client('Enquiry/AcceptOption', { Id: enquiry.Id, OptionId: detail.Options[0].Id });
    expect(accepted.body.ErrorCode, accepted.body.Msg).toBe(0);
    return { id: accepted.body.Body.OrderId as string, orderNo: accepted.body.Body.OrderNo as string };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    apiKey = await issueApiKey(t.app);
    tokenA = (await login(t.app, 'demo')).AccessToken;
    tokenB = (await login(t.app, 'agent')).AccessToken;
  });
  afterAll(() => t.close());

  it('seeds demo charges on orders: one against its quote, one shipped order with its landed cost', async () => {
    const listed = await client('Finance/GetChargePageList', { PageIndex: 1, PageSize: 200 });
    const onOrders = (listed.body.Body.Items as Record<string, unknown>[]).filter((row) => row.OrderNo);
    expect(onOrders).toContainEqual(
      expect.objectContaining({ EstimateBasis: 'quote', EstimateTotal: '1480.00', DifferenceFromEstimate: '50.00' }),
    );
    const shipped = onOrders.find((row) => row.CostType === '9');
    expect(shipped).toBeDefined();
    const cost = (await client('Finance/GetLandedCost', { Id: shipped?.OrderId as string })).body.Body;
    expect(cost.Units).toBeGreaterThan(0);
    expect(cost.Currencies[0]).toMatchObject({ Currency: 'USD', Unallocated: '0.00' });
    expect(cost.Currencies[0].Skus.length).toBeGreaterThan(0);
  });

  it("posts a line on an order and shows its difference from the order's accepted quote", async () => {
    const order = await quotedOrder();
    const freight = await putCharge({ orderNo: order.orderNo });
    expect(freight.answer.body.ErrorCode, freight.answer.body.Msg).toBe(0);
    expect(freight.answer.body.Body).toMatchObject({ status: CHARGE_STATUS.PendingApproval, total: '1325.00' });
    // The quote names its pickup line by the cost type's key, in CNY.
    const pickup = await putCharge({ orderNo: order.orderNo, costType: '4', unitPrice: '280', currency: 'CNY' });
    // A cost the quote did not price has nothing to be compared with.
    const storage = await putCharge({ orderNo: order.orderNo, costType: '10', unitPrice: '40', source: 'storage' });

    const lines = await chargesOf(order.id);
    const byId = new Map(lines.map((row) => [row.Id, row]));
    expect(byId.get(freight.answer.body.Body.id)).toMatchObject({
      OrderId: order.id,
      OrderNo: order.orderNo,
      ShipmentId: null,
      DcgNo: '',
      NetAmount: '1250.00',
      Total: '1325.00',
      EstimateBasis: 'quote',
      EstimateTotal: '1180.50',
      // A quote is before tax: the net amount is compared.
      DifferenceFromEstimate: '69.50',
    });
    expect(byId.get(pickup.answer.body.Body.id)).toMatchObject({
      EstimateBasis: 'quote',
      EstimateTotal: '300.00',
      DifferenceFromEstimate: '-20.00',
    });
    expect(byId.get(storage.answer.body.Body.id)).toMatchObject({
      EstimateBasis: null,
      EstimateTotal: null,
      DifferenceFromEstimate: null,
    });

    // The approval machine is the same for a line on an order.
    const approved = await client('Finance/ApproveCharge', { Id: freight.answer.body.Body.id });
    expect(approved.body.Body).toMatchObject({ Status: CHARGE_STATUS.Approved, OrderNo: order.orderNo });
  });

  it("puts a line on an accepted order on the order's shipment, and refuses another shipment", async () => {
    const saved = await client('Order/Save', {
      OrderKind: 'air',
      FbaShipmentId: 'FBA17ORDCHG1',
      Sender: 'Brightwave Home Goods, Ningbo',
      DestinationWarehouseCode: 'ONT8',
      Cartons: [
        {
          CartonNo: '1',
          LengthCm: 60,
          WidthCm: 40,
          HeightCm: 40,
          WeightKg: 12.5,
          Items: [{ Sku: 'BW-LAMP-WHT', Quantity: 12 }],
        },
      ],
    });
    expect(saved.body.ErrorCode, saved.body.Msg).toBe(0);
    const order = saved.body.Body as { Id: string; OrderNo: string };
    expect((await client('Order/Submit', { Id: order.Id })).body.Body.Status).toBe('Submitted');
    const accepted = await integration('POST', `/companies/BRIGHTWAVE/orders/${order.OrderNo}/accept`, {
      dcgNo: 'ORDCHG0001',
      origin: 'PVG',
      destination: 'LAX',
    });
    expect(accepted.body.ErrorCode, accepted.body.Msg).toBe(0);

    const onOrder = await putCharge({ orderNo: order.OrderNo });
    expect(onOrder.answer.body.ErrorCode, onOrder.answer.body.Msg).toBe(0);
    const [row] = await chargesOf(order.Id);
    expect(row).toMatchObject({
      ShipmentId: accepted.body.Body.shipmentId,
      DcgNo: 'ORDCHG0001',
      OrderNo: order.OrderNo,
    });
    const [stored] = await t.database.db.select().from(charges).where(eq(charges.externalId, onOrder.externalId));
    expect(stored).toMatchObject({ mode: 'air', originCode: 'PVG', destinationCode: 'LAX' });

    const other = airShipment(t.clock());
    await putShipment(t.app, apiKey, 'BRIGHTWAVE', other);
    const before = (await t.database.db.select().from(charges)).length;
    const mismatched = await putCharge({ orderNo: order.OrderNo, shipmentExternalId: other.externalId });
    expect(mismatched.answer.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(mismatched.answer.body.Msg).toContain('shipmentExternalId: order');
    const neither = await putCharge({});
    expect(neither.answer.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(neither.answer.body.Msg).toContain('shipmentExternalId');
    const unknown = await putCharge({ orderNo: 'NO-SUCH-ORDER' });
    expect(unknown.answer.body.Msg).toContain('orderNo: no order NO-SUCH-ORDER');
    expect((await t.database.db.select().from(charges)).length).toBe(before);
  });

  it('keeps another company’s orders and their lines out of reach', async () => {
    const order = await quotedOrder();
    const line = await putCharge({ orderNo: order.orderNo });
    const id = line.answer.body.Body.id as string;

    // The forwarder cannot post a line of company B on company A's order: it is not found, as a missing one.
    const crossed = await putCharge({ orderNo: order.orderNo }, 'HANSEATIC');
    expect(crossed.answer.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(crossed.answer.body.Msg).toContain(`orderNo: no order ${order.orderNo}`);

    // Company B neither lists, nor decides on, company A's order lines.
    expect(await chargesOf(order.id, tokenB)).toEqual([]);
    const approve = await client('Finance/ApproveCharge', { Id: id }, tokenB);
    expect(approve.status).toBe(404);
    const reject = await client('Finance/RejectCharge', { Id: id, Reason: 'not ours' }, tokenB);
    expect(reject.status).toBe(404);
    expect((await chargesOf(order.id))[0]).toMatchObject({ Status: CHARGE_STATUS.PendingApproval });
  });
});
