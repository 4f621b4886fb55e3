import type { BookingDetail } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { clientAdminTreeWithCargo, DEMO_USER, menuItem, signIn } from '../../testing/session';
import { BILL_COMMENT_URL, BOOKING_DETAIL_URL } from './booking-api';

const user = userEvent.setup();

const LINE = {
  equipmentReference: 'MSKU1234565',
  ISOEquipmentCode: '45G1',
  seals: ['ML-0012345'],
  numberOfPackages: 420,
  packageCode: 'CT',
  cargoGrossWeightKg: 8640.5,
  cargoGrossVolumeM3: 66.2,
  descriptionOfGoods: 'Ceramic table lamps',
  HSCodes: ['940520'],
  shippingMarks: 'BW/ONT8',
};

const DRAFTED: BookingDetail = {
  Id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  OrderId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  OrderNo: 'OR261120ABCDE',
  OrderKind: 'full',
  ShipmentId: '5d1c7a8e-2f4b-4c6d-9e0f-1a2b3c4d5e6f',
  DcgNo: 'BKG100007',
  CarrierBookingRequestReference: 'BR-BKG100007',
  CarrierBookingReference: 'COS6100006',
  Status: 'CONFIRMED',
  ReceiptTypeAtOrigin: 'CY',
  DeliveryTypeAtDestination: 'CY',
  CargoMovementType: 'FCL',
  RequestedEquipments: [{ ISOEquipmentCode: '45G1', units: 2 }],
  PortOfLoading: 'CNNGB',
  PortOfDischarge: 'USLAX',
  VesselName: 'COSCO SHIPPING ARIES',
  VoyageNumber: '052E',
  ExpectedDepartureDate: '2026-11-29',
  CutOffs: [{ cutOffDateTimeCode: 'DCO', cutOffDateTime: '2026-11-26T08:00:00.000Z' }],
  PendingReason: null,
  BillStatus: 'DRAFT',
  HasShippingInstructions: true,
  UpdatedTime: '2026-11-24T08:00:00.000Z',
  ShippingInstructions: { consignee: 'Brightwave Home Goods LLC', notifyParty: null, lines: [LINE] },
  ShippingInstructionsTime: '2026-11-23T08:00:00.000Z',
  BillOfLading: {
    TransportDocumentReference: 'PSHB1000007',
    Status: 'DRAFT',
    Version: 1,
    Comment: null,
    IssueDate: null,
    ShippedOnBoardDate: null,
    Document: {
      transportDocumentTypeCode: 'BOL',
      freightPaymentTermCode: 'PRE',
      numberOfOriginals: 3,
      shipper: 'Brightwave Home Goods Co., Ltd.',
      consignee: 'Brightwave Home Goods LLC',
      notifyParty: null,
      placeOfReceipt: 'CNNGB',
      portOfLoading: 'CNNGB',
      portOfDischarge: 'USLAX',
      placeOfDelivery: 'USLAX',
      vesselName: 'COSCO SHIPPING ARIES',
      carrierExportVoyageNumber: '052E',
      lines: [LINE],
    },
    UpdatedTime: '2026-11-24T08:00:00.000Z',
  },
  History: [],
};

describe('a booking (/cargoStatus/bookingDetail)', () => {
  it('sends a comment on the draft bill and shows it waiting for the amendment', async () => {
    signIn(
      DEMO_USER,
      clientAdminTreeWithCargo([
        menuItem('CargoStatus:Bookings', 'Bookings', '/cargoStatus/bookings'),
        menuItem('CargoStatus:BookingDetail', 'Booking detail', '/cargoStatus/bookingDetail', 2),
      ]),
    );
    let booking = DRAFTED;
    const sent = fakeServer((request) => {
      if (request.url === BOOKING_DETAIL_URL) return { data: envelope(0, booking) };
      if (request.url === BILL_COMMENT_URL) {
        const comment = (request.body as { Comment: string }).Comment;
        booking = {
          ...DRAFTED,
          BillStatus: 'PENDING_AMENDMENT',
          BillOfLading: {
            ...(DRAFTED.BillOfLading as NonNullable<BookingDetail['BillOfLading']>),
            Status: 'PENDING_AMENDMENT',
            Comment: comment,
          },
        };
        return { data: envelope(0, booking) };
      }
      return { data: envelope(0, null) };
    });
    renderApp(`/cargoStatus/bookingDetail?id=${DRAFTED.Id}`);
    const bill = await screen.findByTestId('booking-bill');
    expect(within(bill).getByText('Draft to approve')).toBeTruthy();
    expect(within(bill).getByText('B/L PSHB1000007, draft 1')).toBeTruthy();

    await user.click(within(bill).getByRole('button', { name: /Comment on the draft/ }));
    await user.click(await screen.findByLabelText('What to amend'));
    await user.paste('Add the FBA shipment ID');
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() =>
      expect(sent.find((request) => request.url === BILL_COMMENT_URL)?.body).toMatchObject({
        Id: DRAFTED.Id,
        Comment: 'Add the FBA shipment ID',
      }),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('booking-bill')).getByText('Amendment requested')).toBeTruthy(),
    );
    expect(within(screen.getByTestId('booking-bill')).getByText('Add the FBA shipment ID')).toBeTruthy();
    expect(within(screen.getByTestId('booking-bill')).queryByRole('button', { name: /Approve the bill/ })).toBeNull();
  }, 60_000);
});
