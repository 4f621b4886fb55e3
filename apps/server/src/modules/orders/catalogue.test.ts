import { ERRORS } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { warehouses } from '../../db/schema.js';
import { FBA_CENTRES } from './fba-centres.js';

type Session = Awaited<ReturnType<typeof login>>;

const product = (sku: string, fields: Record<string, unknown> = {}) => ({
  Sku: sku,
  NameEn: `Product ${sku}`,
  NameZh: '产品',
  HsCode: '630790',
  DeclaredValue: '12.50',
  Currency: 'USD',
  UnitWeightKg: 0.4,
  ...fields,
});

const address = (label: string, fields: Record<string, unknown> = {}) => ({
  Kind: 'sender',
  Label: label,
  Contact: 'Li Wei',
  Phone: '+8675588886666',
  CountryCode: 'CN',
  Province: 'Guangdong',
  City: 'Shenzhen',
  AddressLine1: '18 Keji Road',
  PostalCode: '518000',
  ...fields,
});

const carton = (no: string, sku: string, fields: Record<string, unknown> = {}) => ({
  CartonNo: no,
  LengthCm: 50,
  WidthCm: 40,
  HeightCm: 30,
  WeightKg: 12,
  Items: [{ Sku: sku, Quantity: 20 }],
  ...fields,
});

describe.each(DATABASE_KINDS)('catalogue, addresses, warehouses and the conformance check on %s', (kind) => {
  let t: TestApp;
  let demo: Session;
  let agent: Session;
  let viewer: Session;

  const post = (session: Session, url: string, payload: unknown, headers: Record<string, string> = {}) =>
    call(t.app, {
      method: 'POST',
      url: `/client/api/${url}`,
      token: session.AccessToken,
      payload: payload as object,
      headers,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    demo = await login(t.app, 'demo');
    agent = await login(t.app, 'agent');
    viewer = await login(t.app, 'demo.viewer');
  });
  afterAll(() => t.close());

  it('creates, lists, changes and deletes products; a SKU is unique per company, not across companies', async () => {
    const created = await post(demo, 'Product/Create', product('CAT-LAMP-01', { Fnsku: 'X001LAMP01' }));
    expect(created.body.ErrorCode).toBe(0);
    expect(created.body.Body).toMatchObject({ Sku: 'CAT-LAMP-01', DeclaredValue: '12.50', Fnsku: 'X001LAMP01' });

    const twice = await post(demo, 'Product/Create', product('CAT-LAMP-01'));
    expect(twice.status).toBe(409);
    expect(twice.body.Msg).toContain('Sku');
    // The other company may use the same SKU.
    expect((await post(agent, 'Product/Create', product('CAT-LAMP-01'))).body.ErrorCode).toBe(0);

    const listed = await post(demo, 'Product/GetPageList', { Keyword: 'CAT-LAMP', PageIndex: 1, PageSize: 10 });
    expect(listed.body.Body.Items.map((p: { Sku: string }) => p.Sku)).toEqual(['CAT-LAMP-01']);
    expect(listed.body.Body).toMatchObject({ TotalCount: 1, TotalCapped: false });
    const byFnsku = await post(demo, 'Product/GetPageList', { Keyword: 'x001lamp', PageIndex: 1, PageSize: 10 });
    expect(byFnsku.body.Body.TotalCount).toBe(1);

    const changed = await post(demo, 'Product/Update', {
      ...product('CAT-LAMP-01', { DeclaredValue: '9.90', IsBattery: true }),
      Id: created.body.Body.Id,
    });
    expect(changed.body.Body).toMatchObject({ DeclaredValue: '9.90', IsBattery: true });

    const bad = await post(demo, 'Product/Create', product('CAT-BAD', { DeclaredValue: '1.234', Currency: 'usd' }));
    expect(bad.status).toBe(400);
    expect(bad.body.Msg).toContain('DeclaredValue');

    expect((await post(demo, 'Product/Delete', { Id: created.body.Body.Id })).body.ErrorCode).toBe(0);
    const gone = await post(demo, 'Product/GetPageList', { Keyword: 'CAT-LAMP', PageIndex: 1, PageSize: 10 });
    expect(gone.body.Body.TotalCount).toBe(0);
  });

  it("keeps each company's products and addresses its own: another company can neither read, change, delete nor detect them", async () => {
    const mine = await post(demo, 'Product/Create', product('CAT-SECRET-01'));
    const myAddress = await post(demo, 'Address/Create', address('Secret factory'));
    const theirs = { product: mine.body.Body.Id as string, address: myAddress.body.Body.Id as string };

    const list = await post(agent, 'Product/GetPageList', { Keyword: 'CAT-SECRET', PageIndex: 1, PageSize: 10 });
    expect(list.body.Body.TotalCount).toBe(0);
    const addresses = await post(agent, 'Address/GetPageList', { Keyword: 'Secret', PageIndex: 1, PageSize: 10 });
    expect(addresses.body.Body.TotalCount).toBe(0);

    // Another company's id answers exactly as an id that does not exist.
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [url, payload] of [
      ['Product/Update', { ...product('CAT-SECRET-01'), Id: theirs.product }],
      ['Product/Delete', { Id: theirs.product }],
      ['Address/Update', { ...address('Taken'), Id: theirs.address }],
      ['Address/Delete', { Id: theirs.address }],
    ] as const) {
      const foreign = await post(agent, url, payload);
      const absent = await post(agent, url, { ...payload, Id: missing });
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual(absent.body);
    }
    // The same SKU is free in the other company: the conflict check does not reveal it either.
    expect((await post(agent, 'Product/Create', product('CAT-SECRET-01'))).body.ErrorCode).toBe(0);

    // The conformance check reads the caller's catalogue only: the other company's SKU is unknown there.
    const check = await post(agent, 'Order/CheckWaresConformance', {
      OrderKind: 'ocean',
      Cartons: [carton('1', 'CAT-SECRET-ONLY-A')],
    });
    expect(check.body.Body.Errors).toEqual([expect.objectContaining({ Rule: 'UnknownSku', CartonNo: '1' })]);

    const after = await post(demo, 'Product/GetPageList', { Keyword: 'CAT-SECRET', PageIndex: 1, PageSize: 10 });
    expect(after.body.Body.Items).toEqual([mine.body.Body]);
  });

  it('keeps one default address of each kind: a new default takes the flag from the previous one', async () => {
    const first = await post(demo, 'Address/Create', address('Default A', { Kind: 'pickup', IsDefault: true }));
    const second = await post(demo, 'Address/Create', address('Default B', { Kind: 'pickup', IsDefault: true }));
    expect(second.body.Body.IsDefault).toBe(true);
    const pickups = await post(demo, 'Address/GetPageList', {
      Kind: 'pickup',
      Keyword: 'Default',
      PageIndex: 1,
      PageSize: 10,
    });
    const defaults = pickups.body.Body.Items.filter((a: { IsDefault: boolean }) => a.IsDefault);
    expect(defaults.map((a: { Id: string }) => a.Id)).toEqual([second.body.Body.Id]);
    expect(pickups.body.Body.Items.map((a: { Id: string }) => a.Id)).toContain(first.body.Body.Id);

    const bad = await post(demo, 'Address/Create', address('No country', { CountryCode: 'China' }));
    expect(bad.status).toBe(400);
    expect(bad.body.Msg).toContain('CountryCode');
  });

  it("seeds each demo company's catalogue and addresses and the forwarder's origin warehouses", async () => {
    const mine = await post(demo, 'Product/GetPageList', { Keyword: 'BW-', PageIndex: 1, PageSize: 50 });
    expect(mine.body.Body.Items.map((p: { Sku: string }) => p.Sku)).toContain('BW-LAMP-WHT');
    expect(
      (await post(agent, 'Product/GetPageList', { Keyword: 'BW-', PageIndex: 1, PageSize: 50 })).body.Body.TotalCount,
    ).toBe(0);
    const senders = await post(demo, 'Address/GetPageList', {
      Kind: 'sender',
      Keyword: 'Brightwave',
      PageIndex: 1,
      PageSize: 10,
    });
    expect(senders.body.Body.Items[0]).toMatchObject({ IsDefault: true, City: 'Shenzhen' });
    const origins = await post(demo, 'Warehouse/GetPageList', { Kind: 'origin', PageIndex: 1, PageSize: 10 });
    expect(origins.body.Body.Items.map((w: { WarehouseCode: string }) => w.WarehouseCode)).toEqual([
      'CAN-WH1',
      'NGB-WH1',
      'SZX-WH1',
    ]);
    expect(origins.body.Body.Items[2].ReceivingRules.length).toBeGreaterThan(0);
  });

  it('loads the curated FBA centres and lists and searches the warehouses for the picker', async () => {
    const fba = await t.database.db.select().from(warehouses).where(eq(warehouses.kind, 'fba'));
    expect(fba.map((w) => w.code).sort()).toEqual(FBA_CENTRES.map((c) => c.code).sort());
    const ont8 = FBA_CENTRES.find((c) => c.code === 'ONT8');
    expect(fba.find((w) => w.code === 'ONT8')).toMatchObject({ city: ont8?.city, addressLine: ont8?.addressLine });

    const page = await post(demo, 'Warehouse/GetPageList', { Kind: 'fba', PageIndex: 1, PageSize: 5 });
    expect(page.body.Body.TotalCount).toBe(FBA_CENTRES.length);
    const codes = page.body.Body.Items.map((w: { WarehouseCode: string }) => w.WarehouseCode);
    expect(codes).toEqual([...codes].sort());

    const search = await post(demo, 'Warehouse/Search', { Keyword: 'ont8' });
    expect(search.body.Body[0]).toMatchObject({ WarehouseCode: 'ONT8', Kind: 'fba', CountryCode: 'US' });
    const byCity = await post(demo, 'Warehouse/Search', { Keyword: 'leipzig', Kind: 'fba' });
    expect(byCity.body.Body.map((w: { WarehouseCode: string }) => w.WarehouseCode)).toEqual(['LEJ1']);
  });

  it('answers the conformance check with 0, ErrorCode 100 for warnings, and a 400 naming carton and field for errors', async () => {
    await post(demo, 'Product/Create', product('CAT-CONF-PLAIN'));
    await post(demo, 'Product/Create', product('CAT-CONF-BATT', { IsBattery: true }));
    await post(demo, 'Product/Create', product('CAT-CONF-NOVALUE', { DeclaredValue: null }));

    const clean = await post(demo, 'Order/CheckWaresConformance', {
      OrderKind: 'air',
      DestinationWarehouseCode: 'ONT8',
      Cartons: [carton('1', 'CAT-CONF-PLAIN')],
    });
    expect(clean.status).toBe(200);
    expect(clean.body).toMatchObject({ ErrorCode: 0, Body: { Errors: [], Warnings: [] } });

    const warned = await post(demo, 'Order/CheckWaresConformance', {
      OrderKind: 'air',
      DestinationWarehouseCode: 'ONT8',
      Cartons: [carton('1', 'CAT-CONF-BATT')],
    });
    expect(warned.status).toBe(422);
    expect(warned.body.ErrorCode).toBe(ERRORS.BusinessCheckFailed.ErrorCode);
    expect(warned.body.Body.Warnings).toEqual([
      expect.objectContaining({ Rule: 'BatteryByAir', CartonNo: '1', Field: 'Sku' }),
    ]);

    const refused = await post(
      demo,
      'Order/CheckWaresConformance',
      {
        OrderKind: 'ocean',
        DestinationWarehouseCode: 'ONT8',
        Cartons: [carton('1', 'CAT-CONF-PLAIN'), carton('2', 'CAT-CONF-NOVALUE', { WeightKg: 23 })],
      },
      { 'accept-language': 'de-DE' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(refused.body.Msg).toContain('2');
    expect(refused.body.Msg).toContain('WeightKg');
    expect(refused.body.Body.Errors.map((e: { Rule: string; Field: string }) => [e.Rule, e.Field])).toEqual([
      ['OverweightBox', 'WeightKg'],
      ['DeclaredValueMissing', 'DeclaredValue'],
    ]);
    expect(refused.body.Body.Errors[0].Message).toContain('Amazons Grenze');

    const nowhere = await post(demo, 'Order/CheckWaresConformance', {
      OrderKind: 'end',
      DestinationWarehouseCode: 'ZZZ9',
      Cartons: [carton('1', 'CAT-CONF-PLAIN')],
    });
    expect(nowhere.body.Body.Errors).toEqual([
      expect.objectContaining({ Rule: 'UnknownWarehouse', Field: 'DestinationWarehouseCode' }),
    ]);
  });

  it('refuses the order desk to a sub-account without its menus, and to a private customer, on the server', async () => {
    for (const url of ['Product/GetPageList', 'Warehouse/GetPageList', 'Address/GetPageList']) {
      const res = await post(viewer, url, { PageIndex: 1, PageSize: 10 });
      expect(res.status).toBe(403);
    }
    expect(
      (await post(viewer, 'Order/CheckWaresConformance', { OrderKind: 'air', Cartons: [carton('1', 'X')] })).status,
    ).toBe(403);

    const demoCompany = demo.UserInfo.CompanyId ?? '';
    const sales = await login(t.app, 'sales');
    const switchPrivate = (session: Session, IsPrivateCustomer: boolean, CompanyId = demoCompany) =>
      call(t.app, {
        method: 'POST',
        url: '/cms/api/Staff/SetPrivateCustomer',
        token: session.AccessToken,
        payload: { CompanyId, IsPrivateCustomer },
      });
    // A client cannot switch its own flag; staff answer an unknown company as missing.
    expect((await switchPrivate(demo, true)).status).toBe(403);
    expect((await switchPrivate(sales, true, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    expect((await switchPrivate(sales, true)).body.ErrorCode).toBe(0);
    try {
      const staffList = await call(t.app, {
        method: 'POST',
        url: '/cms/api/Staff/GetClientUserPageList',
        token: sales.AccessToken,
        payload: { Keyword: 'demo', PageIndex: 1, PageSize: 20 },
      });
      const demoRow = staffList.body.Body.Items.find((u: { AccountName: string }) => u.AccountName === 'demo');
      expect(demoRow.CompanyIsPrivateCustomer).toBe(true);
      expect((await post(demo, 'Product/GetPageList', { PageIndex: 1, PageSize: 10 })).status).toBe(403);
      expect((await post(demo, 'Warehouse/Search', { Keyword: 'ONT' })).status).toBe(403);
      expect(
        (await post(demo, 'Order/CheckWaresConformance', { OrderKind: 'air', Cartons: [carton('1', 'X')] })).status,
      ).toBe(403);
      // The Address child of Client:Setting stays.
      expect((await post(demo, 'Address/GetPageList', { PageIndex: 1, PageSize: 10 })).status).toBe(200);
      expect((await post(demo, 'Address/Create', address('Private home'))).body.ErrorCode).toBe(0);
    } finally {
      expect((await switchPrivate(sales, false)).body.ErrorCode).toBe(0);
    }
    expect((await post(demo, 'Product/GetPageList', { PageIndex: 1, PageSize: 10 })).status).toBe(200);
  });
});
