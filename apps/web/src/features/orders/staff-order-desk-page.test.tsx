import type { StaffOrderDesk } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endAnimations } from '../../testing/animations';
import { envelope, type FakeAnswer, fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { DEMO_USER, menuItem, signIn } from '../../testing/session';
import { STAFF_ORDER_DESK_URL, STAFF_QUOTE_ENQUIRY_URL, STAFF_RECORD_RECEIPT_URL } from './order-api';

const user = userEvent.setup({ applyAccept: false });
const COMPANY = '6f0c2a9e-1b3d-4e5f-8a7b-9c0d1e2f3a4b';

const DESK: StaffOrderDesk = {
  Enquiries: [
    {
      Id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      EnquiryNo: 'EQ261121ABCDE',
      Status: 'Submitted',
      OrderKind: 'air',
      OriginCode: 'CNNGB',
      DestinationCode: 'ONT8',
      Cartons: 10,
      WeightKg: 120,
      VolumeM3: 1.2,
      GoodsDescription: 'Desk lamps',
      ReadyDate: '2026-12-01',
      CreatedTime: '2026-11-21T08:00:00.000Z',
      CompanyId: COMPANY,
      CompanyName: 'Brightwave Home Goods Co., Ltd.',
    },
  ],
  Orders: [
    {
      Id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      OrderNo: 'OR261121FGHJK',
      OrderKind: 'air',
      Status: 'Accepted',
      BatchNo: null,
      FbaShipmentId: 'FBA17ABCDE12',
      DestinationWarehouseCode: 'ONT8',
      CartonCount: 1,
      DeclaredWeightKg: 12.5,
      ShipmentId: null,
      CreatedTime: '2026-11-21T08:00:00.000Z',
      UpdatedTime: '2026-11-22T08:00:00.000Z',
      CompanyId: COMPANY,
      CompanyName: 'Brightwave Home Goods Co., Ltd.',
      Cartons: [{ CartonNo: '1', LengthCm: 60, WidthCm: 40, HeightCm: 40, WeightKg: 12.5 }],
    },
  ],
};

const bodyOf = (sent: SentRequest[], url: string) =>
  sent.find((request) => request.url === url)?.body as Record<string, unknown> | undefined;

describe('the staff order desk (/staff/orderDesk)', () => {
  it('quotes a waiting enquiry and records a receipt with a measured carton and a photo', async () => {
    signIn({ ...DEMO_USER, Role: 'staff', CompanyId: null, CompanyNameEn: null }, [
      menuItem('Staff', 'Staff', '/staff', 1, [menuItem('Staff:OrderDesk', 'Quotes and receipts', '/staff/orderDesk')]),
    ]);
    const sent = fakeServer(
      (request): FakeAnswer => ({
        data: envelope(0, request.url === STAFF_ORDER_DESK_URL ? DESK : { status: 'Quoted' }),
      }),
    );
    renderApp('/staff/orderDesk');
    await screen.findByRole('heading', { name: 'Quotes and receipts' }, { timeout: 30_000 });

    await user.click(await screen.findByRole('button', { name: 'Quote: enquiry EQ261121ABCDE' }));
    const quote = await screen.findByRole('dialog', { name: 'Quote for enquiry EQ261121ABCDE' });
    await user.type(within(quote).getByRole('textbox', { name: 'Channel code' }), 'US-AIR-EXP');
    await user.type(within(quote).getByRole('textbox', { name: 'Service' }), 'Air express to FBA');
    await user.type(within(quote).getByRole('textbox', { name: 'Charge' }), 'Air freight');
    await user.type(within(quote).getByRole('spinbutton', { name: 'Amount' }), '880.5');
    await user.click(within(quote).getByRole('button', { name: 'Send the quote' }));
    await waitFor(() => expect(bodyOf(sent, STAFF_QUOTE_ENQUIRY_URL)).toBeDefined());
    const quoted = bodyOf(sent, STAFF_QUOTE_ENQUIRY_URL);
    expect(quoted).toMatchObject({
      CompanyId: COMPANY,
      EnquiryNo: 'EQ261121ABCDE',
      Quote: {
        options: [
          {
            channelCode: 'US-AIR-EXP',
            service: 'Air express to FBA',
            transitDays: 7,
            priceLines: [{ chargeName: 'Air freight', amount: '880.50', currency: 'USD' }],
          },
        ],
      },
    });

    await waitFor(() => {
      endAnimations();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await user.click(screen.getByRole('button', { name: 'Record receipt: order OR261121FGHJK' }));
    const receipt = await screen.findByRole('dialog', { name: /Receipt of order OR261121FGHJK/ });
    const weight = within(receipt).getByRole('spinbutton', { name: 'Weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '14.2');
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'dock.png', { type: 'image/png' });
    await user.upload(receipt.querySelector('input[type="file"]') as HTMLInputElement, photo);
    await within(receipt).findByText('dock.png');
    await user.click(within(receipt).getByRole('button', { name: 'Record receipt' }));

    await waitFor(() => expect(bodyOf(sent, STAFF_RECORD_RECEIPT_URL)).toBeDefined());
    expect(bodyOf(sent, STAFF_RECORD_RECEIPT_URL)).toMatchObject({
      CompanyId: COMPANY,
      OrderNo: 'OR261121FGHJK',
      Receipt: {
        cartons: [{ cartonNo: '1', lengthCm: 60, widthCm: 40, heightCm: 40, weightKg: 14.2 }],
        photos: [{ fileName: 'dock.png', contentBase64: 'iVBORw==' }],
      },
    });
  }, 120_000);
});
