import type { Delivery, DeliveryDetail } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { clientAdminTreeWithCargo, DEMO_USER, menuItem, signIn } from '../../testing/session';
import { DELIVERY_DETAIL_URL, DELIVERY_PAGE_LIST_URL, EXPRESS_LABEL_URL } from './delivery-api';

const user = userEvent.setup();

const DELIVERY: Delivery = {
  Id: '3c1f9a2e-7b4d-4e5f-8a6b-9c0d1e2f3a4b',
  OrderId: '8d2e4f6a-1b3c-4d5e-9f0a-2b4c6d8e0f1a',
  OrderNo: 'OR261120ABCDE',
  OrderKind: 'end',
  ShipmentId: null,
  FbaShipmentId: 'FBA18D100001',
  WarehouseCode: 'ONT8',
  Method: 'parcel',
  Carrier: null,
  Courier: 'UPS',
  MasterTrackingNo: '1ZPS100000000001',
  Status: '1',
  Appointment: { AppointmentId: '5820011', Start: '2026-11-25T16:00:00.000Z', End: null },
  FailureReason: null,
  DeliveredTime: null,
  ReceivedTime: null,
  ProofOfDelivery: null,
  ParcelCount: 1,
  UpdatedTime: '2026-11-20T08:00:00.000Z',
};

const DETAIL: DeliveryDetail = {
  ...DELIVERY,
  AppointmentHistory: [
    {
      Action: 'Booked',
      AppointmentId: '5820011',
      Start: '2026-11-24T16:00:00.000Z',
      End: null,
      Reason: null,
      Time: '2026-11-20T07:00:00.000Z',
    },
    {
      Action: 'Moved',
      AppointmentId: '5820011',
      Start: '2026-11-25T16:00:00.000Z',
      End: null,
      Reason: 'Dock slot moved by the centre',
      Time: '2026-11-20T08:00:00.000Z',
    },
  ],
  History: [
    { FromStatus: null, ToStatus: '0', Note: null, Time: '2026-11-20T06:00:00.000Z' },
    { FromStatus: '0', ToStatus: '1', Note: null, Time: '2026-11-20T07:00:00.000Z' },
  ],
  Parcels: [
    {
      ExpressChildNo: '1ZPS100000000001',
      CartonNo: '1',
      Position: 1,
      Status: 'PickedUp',
      Events: [
        { Code: 'PickedUp', Description: 'Picked up', Location: 'Ontario, CA', Time: '2026-11-20T07:30:00.000Z' },
      ],
    },
  ],
};

describe('deliveries (/cargoStatus/deliveries)', () => {
  it('opens a delivery from the list, shows its appointment history, and asks for a carton label by its child number', async () => {
    signIn(
      DEMO_USER,
      clientAdminTreeWithCargo([
        menuItem('CargoStatus:Deliveries', 'Deliveries', '/cargoStatus/deliveries'),
        menuItem('CargoStatus:DeliveryDetail', 'Delivery detail', '/cargoStatus/deliveryDetail', 2),
      ]),
    );
    const sent = fakeServer((request) => {
      if (request.url === DELIVERY_PAGE_LIST_URL) {
        return { data: envelope(0, { Items: [DELIVERY], TotalCount: 1, TotalCapped: false }) };
      }
      if (request.url === DELIVERY_DETAIL_URL) return { data: envelope(0, DETAIL) };
      if (request.url === EXPRESS_LABEL_URL) {
        const refusal = JSON.stringify(envelope(4000, null, 'Not found: ExpressChildNo 1ZPS100000000001'));
        return {
          status: 404,
          data: new Blob([refusal], { type: 'application/json' }),
          headers: { 'content-type': 'application/json' },
        };
      }
      return { data: envelope(0, null) };
    });
    renderApp('/cargoStatus/deliveries');
    const list = await screen.findByTestId('delivery-list');
    await user.click(await within(list).findByRole('link', { name: DELIVERY.OrderNo }));

    const history = await screen.findByTestId('appointment-history');
    const changes = within(history).getAllByTestId('appointment-change');
    expect(changes).toHaveLength(2);
    expect(changes[0]?.textContent).toMatch(/^Booked: /);
    expect(changes[1]?.textContent).toContain('Dock slot moved by the centre');
    expect(screen.getByText('No proof of delivery yet')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Download the label of 1ZPS100000000001' }));
    await waitFor(() =>
      expect(sent.find((request) => request.url === EXPRESS_LABEL_URL)?.body).toMatchObject({
        ExpressChildNo: '1ZPS100000000001',
      }),
    );
    // The server's refusal is shown as it words it.
    expect(await screen.findByText('Not found: ExpressChildNo 1ZPS100000000001')).toBeTruthy();
  }, 60_000);
});
