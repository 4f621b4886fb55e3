import type { Product, Warehouse } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { byUrl, fakeServer, ok } from '../../testing/fake-server';
import { renderApp, renderWithProviders } from '../../testing/render-app';
import { DEMO_USER, menuItem, signIn } from '../../testing/session';
import {
  ADDRESS_CREATE_URL,
  ADDRESS_LIST_URL,
  PRODUCT_CREATE_URL,
  PRODUCT_LIST_URL,
  WAREHOUSE_LIST_URL,
  WAREHOUSE_SEARCH_URL,
} from './catalogue-api';
import { WarehousePicker } from './warehouse-picker';

const user = userEvent.setup();

const TREE = [
  menuItem('Client:Order', 'Orders', '/order', 1, [
    menuItem('Client:Order:Products', 'Products', '/order/products'),
    menuItem('Client:Order:Warehouses', 'Warehouses', '/order/warehouses'),
  ]),
  menuItem('Client:Setting', 'Business settings', '/clientSetting', 1, [
    menuItem('Client:Setting:Address', 'Address book', '/clientSetting/address'),
  ]),
];

const LAMP: Product = {
  Id: '0b7a3c1e-2f4d-4e6a-8b9c-0d1e2f3a4b5c',
  Sku: 'BW-LAMP-WHT',
  Fnsku: 'X001BWLMP1',
  NameEn: 'LED desk lamp, white',
  NameZh: 'LED 台灯 白色',
  HsCode: '940520',
  DeclaredValue: null,
  Currency: 'USD',
  UnitWeightKg: 0.9,
  LengthCm: null,
  WidthCm: null,
  HeightCm: null,
  IsBattery: true,
  IsMagnetic: false,
  IsLiquid: false,
  IsPowder: false,
  IsBrand: false,
  UpdatedTime: '2026-11-21T08:00:00.000Z',
};

const ONT8: Warehouse = {
  Id: '1c8b4d2f-3a5e-4f7b-9cad-1e2f3a4b5c6d',
  WarehouseCode: 'ONT8',
  Kind: 'fba',
  Name: 'Amazon ONT8',
  CountryCode: 'US',
  Province: 'CA',
  City: 'Moreno Valley',
  AddressLine: '24300 Nandina Ave',
  PostalCode: '92551',
  OpeningHours: '',
  ReceivingRules: [],
  Contact: '',
  Phone: '',
};

const SZX: Warehouse = {
  ...ONT8,
  Id: '2d9c5e3a-4b6f-4a8c-8dbe-2f3a4b5c6d7e',
  WarehouseCode: 'SZX-WH1',
  Kind: 'origin',
  Name: 'Portside Shenzhen Yantian warehouse',
  CountryCode: 'CN',
  Province: 'Guangdong',
  City: 'Shenzhen',
  OpeningHours: 'Mon-Sat 09:00-18:00',
  ReceivingRules: ['FBA labels on every carton before delivery'],
};

const page = <T,>(Items: T[]) => ok({ Items, TotalCount: Items.length, TotalCapped: false });

describe('the order desk catalogue pages', () => {
  it('lists the catalogue, marks a product without a declared value, and adds a product with its goods flags', async () => {
    signIn(DEMO_USER, TREE);
    const sent = fakeServer(
      byUrl({
        [PRODUCT_LIST_URL]: page([LAMP]),
        [PRODUCT_CREATE_URL]: ({ body }) => ok({ ...LAMP, ...(body as object) })(undefined as never),
      }),
    );
    renderApp('/order/products');
    const table = await screen.findByTestId('product-table');
    expect(await within(table).findByText('BW-LAMP-WHT')).toBeTruthy();
    expect(within(table).getByText('No declared value')).toBeTruthy();
    expect(within(table).getByText('Battery')).toBeTruthy();

    await user.click(screen.getByTestId('add-product'));
    const dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByLabelText('SKU'));
    await user.type(within(dialog).getByLabelText('SKU'), 'BW-MUG-02');
    await user.clear(within(dialog).getByLabelText('Name (English)'));
    await user.type(within(dialog).getByLabelText('Name (English)'), 'Mug');
    await user.clear(within(dialog).getByLabelText('Declared unit value'));
    await user.type(within(dialog).getByLabelText('Declared unit value'), '3.20');
    await user.click(within(dialog).getByLabelText('Liquid'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.url === PRODUCT_CREATE_URL)).toBe(true));
    expect(sent.find((request) => request.url === PRODUCT_CREATE_URL)?.body).toMatchObject({
      Sku: 'BW-MUG-02',
      NameEn: 'Mug',
      DeclaredValue: '3.20',
      Currency: 'USD',
      IsLiquid: true,
      IsBattery: false,
      Fnsku: null,
    });
  });

  it('adds a default sender address to the address book', async () => {
    signIn(DEMO_USER, TREE);
    const sent = fakeServer(
      byUrl({
        [ADDRESS_LIST_URL]: page([]),
        [ADDRESS_CREATE_URL]: ok(null),
      }),
    );
    renderApp('/clientSetting/address');
    await user.click(await screen.findByTestId('add-address'));
    const dialog = await screen.findByRole('dialog');
    for (const [label, value] of [
      ['Label', 'Dongguan factory'],
      ['Contact', 'Chen Jun'],
      ['Phone', '+8676922220000'],
      ['City', 'Dongguan'],
      ['Street and number', '7 Songshan Lake Industrial Road'],
    ]) {
      await user.type(within(dialog).getByLabelText(label as string), value as string);
    }
    await user.click(within(dialog).getByLabelText('Default address of its kind'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.url === ADDRESS_CREATE_URL)).toBe(true));
    expect(sent.find((request) => request.url === ADDRESS_CREATE_URL)?.body).toMatchObject({
      Kind: 'sender',
      Label: 'Dongguan factory',
      CountryCode: 'CN',
      City: 'Dongguan',
      Email: null,
      IsDefault: true,
    });
  });

  it('shows the origin warehouses with their hours and receiving rules, and the other kinds on demand', async () => {
    signIn(DEMO_USER, TREE);
    const sent = fakeServer(
      byUrl({
        [WAREHOUSE_LIST_URL]: ({ body }) =>
          page((body as { Kind: string }).Kind === 'fba' ? [ONT8] : [SZX])(undefined as never),
      }),
    );
    renderApp('/order/warehouses');
    const table = await screen.findByTestId('warehouse-table');
    expect(await within(table).findByText('FBA labels on every carton before delivery')).toBeTruthy();
    expect(within(table).getByText('Mon-Sat 09:00-18:00')).toBeTruthy();
    await user.click(screen.getByText('Amazon FBA'));
    expect(await within(table).findByText('ONT8')).toBeTruthy();
    expect(sent.at(-1)?.body).toMatchObject({ Kind: 'fba', PageIndex: 1 });
  });

  it('picks an FBA centre by its code in the destination picker', async () => {
    signIn(DEMO_USER, TREE);
    const sent = fakeServer(
      byUrl({
        [WAREHOUSE_SEARCH_URL]: ({ body }) =>
          ok((body as { Keyword: string }).Keyword ? [ONT8] : [])(undefined as never),
      }),
    );
    let picked: string | undefined;
    function Harness() {
      const [value, setValue] = useState<string>();
      return (
        <WarehousePicker
          value={value}
          onChange={(code) => {
            picked = code;
            setValue(code);
          }}
        />
      );
    }
    renderWithProviders(<Harness />);
    const input = await screen.findByRole('combobox');
    await user.clear(input);
    await user.type(input, 'ont');
    await user.click(await screen.findByText('ONT8 · Moreno Valley, CA, US'));
    expect(picked).toBe('ONT8');
    expect(sent.at(-1)?.body).toMatchObject({ Keyword: 'ont', Kind: 'fba' });
  });
});
