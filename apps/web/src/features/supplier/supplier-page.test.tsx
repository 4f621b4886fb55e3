import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { SUPPLIER_CODE_URL, SUPPLIER_INFO_URL, SUPPLIER_SUBMIT_URL, SUPPLIER_VERIFY_URL } from './supplier-api';

const user = userEvent.setup();
const TOKEN = 'k3v9Qx2LrT8mZp4Wc7Yb1Nd6Hf0Js5Ua9Eg2Ro8Ti4';

describe('the supplier page (/SupplierAllBack)', () => {
  it('sends the code, checks it, and sends the cargo-ready details without a session', async () => {
    const sent = fakeServer((request) => {
      if (request.url === SUPPLIER_INFO_URL) {
        return {
          data: envelope(0, {
            CompanyName: 'Brightwave Home Goods Co., Ltd.',
            MaskedEmail: 'd***@ningbo-lamps.example',
            ExpiresTime: '2026-12-01T00:00:00.000Z',
          }),
        };
      }
      if (request.url === SUPPLIER_CODE_URL) {
        return {
          data: envelope(0, {
            MaskedEmail: 'd***@ningbo-lamps.example',
            ExpiresTime: '2026-11-24T10:10:00.000Z',
            ResendAfterSeconds: 60,
          }),
        };
      }
      if (request.url === SUPPLIER_VERIFY_URL) {
        const { Code } = request.body as { Code: string };
        if (Code !== '482913') return { status: 400, data: envelope(1, null, 'Code: not the code that was sent') };
        return {
          data: envelope(0, {
            Grant: 'g'.repeat(43),
            ExpiresTime: '2026-11-24T10:30:00.000Z',
            Order: {
              OrderNo: 'OR261124ABCDE',
              OrderKind: 'sea',
              DestinationWarehouseCode: 'ONT8',
              Cartons: 2,
              Units: 36,
              DeclaredWeightKg: 24.3,
              Items: [{ Sku: 'BW-LAMP-WHT', Quantity: 36 }],
            },
          }),
        };
      }
      if (request.url === SUPPLIER_SUBMIT_URL)
        return { data: envelope(0, { SubmittedTime: '2026-11-24T10:05:00.000Z' }) };
      return { data: envelope(0, null) };
    });
    renderApp(`/SupplierAllBack?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Send a code to d***@ningbo-lamps.example' }));
    const code = await screen.findByRole('textbox', { name: 'Verification code' });

    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Code: not the code that was sent')).toBeTruthy();

    await user.clear(code);
    await user.type(code, '482913');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('OR261124ABCDE')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send to the customer' }));
    // antd validates each field on its own tick: wait for all four messages, not the first.
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(4));
    expect(sent.some((request) => request.url === SUPPLIER_SUBMIT_URL)).toBe(false);

    await user.type(screen.getByLabelText('Cargo ready on'), '2026-12-15');
    await user.type(screen.getByRole('spinbutton', { name: 'Cartons' }), '42');
    await user.type(screen.getByRole('spinbutton', { name: 'Gross weight (kg)' }), '512.5');
    await user.type(screen.getByRole('spinbutton', { name: 'Volume (m³)' }), '3.2');
    await user.click(screen.getByRole('button', { name: 'Send to the customer' }));
    await waitFor(() =>
      expect(sent.find((request) => request.url === SUPPLIER_SUBMIT_URL)?.body).toMatchObject({
        Token: TOKEN,
        Grant: 'g'.repeat(43),
        CargoReadyDate: '2026-12-15',
        CartonCount: 42,
        GrossWeightKg: 512.5,
        VolumeCbm: 3.2,
        FileIds: [],
      }),
    );
    expect(await screen.findByText('Thank you: your customer has the details')).toBeTruthy();
  }, 60_000);

  it('says an invalid link opens nothing', async () => {
    fakeServer(() => ({ status: 404, data: envelope(1, null, 'Not found') }));
    renderApp(`/SupplierAllBack?token=${TOKEN}`);
    expect(await screen.findByText('This link opens nothing')).toBeTruthy();
  });
});
