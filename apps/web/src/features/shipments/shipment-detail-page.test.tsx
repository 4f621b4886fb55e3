import type { Milestone, ShipmentDetail } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byUrl, envelope, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { HAMBURG, SEA_SHIPMENT, SHANGHAI, signInWithCargo } from '../../testing/shipment-fixtures';
import { groupMilestones } from './shipment-detail-page';
import {
  SHIPMENT_CONTAINERS_URL,
  SHIPMENT_DETAIL_URL,
  SHIPMENT_DOCUMENTS_URL,
  SHIPMENT_ETA_HISTORY_URL,
  SHIPMENT_EVENTS_URL,
} from './shipments-api';

const user = userEvent.setup();

const ID = SEA_SHIPMENT.Id;

const DETAIL: ShipmentDetail = {
  ...SEA_SHIPMENT,
  FbaReferenceId: null,
  Via: [],
  CurrentLocation: SHANGHAI,
  CarrierName: 'Maersk',
  Incoterm: 'FOB',
  Pieces: 1200,
  Cartons: 300,
  GrossWeightKg: 15699,
  VolumeM3: 36,
  ChargeableWeightKg: null,
  Containers: [{ ContainerNo: 'MSCU1234566', SizeType: '45G1', SealNo: 'SEAL001' }],
};

const milestone = (overrides: Partial<Milestone>): Milestone => ({
  Key: overrides.Code ?? '',
  EventType: 'TRANSPORT',
  Code: 'DEPA',
  DocumentTypeCode: null,
  Location: null,
  EquipmentReference: null,
  Planned: null,
  Estimated: null,
  Actual: null,
  DelayReasonCode: null,
  ...overrides,
});

function detailServer() {
  return fakeServer(
    byUrl({
      [SHIPMENT_DETAIL_URL]: ok(DETAIL),
      [SHIPMENT_EVENTS_URL]: ok({
        Milestones: [
          milestone({
            Code: 'DEPA',
            Location: SHANGHAI,
            Planned: '2026-11-01T08:00:00.000Z',
            Actual: '2026-11-01T10:00:00.000Z',
          }),
          milestone({
            Code: 'ARRI',
            Location: HAMBURG,
            Planned: '2026-12-05T06:00:00.000Z',
            Estimated: '2026-12-09T06:00:00.000Z',
            DelayReasonCode: 'WEA',
          }),
        ],
        Events: [],
      }),
      [SHIPMENT_ETA_HISTORY_URL]: ok({
        OriginalEta: DETAIL.OriginalEta,
        LatestEta: DETAIL.Eta,
        SlipDays: 4,
        Entries: [
          {
            Eta: DETAIL.OriginalEta,
            RecordedTime: DETAIL.CreatedTime,
            Source: 'Booking',
            SlipDays: 0,
            DelayReasonCode: null,
            Remark: null,
          },
          {
            Eta: DETAIL.Eta,
            RecordedTime: DETAIL.UpdatedTime,
            Source: 'Event',
            SlipDays: 4,
            DelayReasonCode: 'WEA',
            Remark: null,
          },
        ],
      }),
      [SHIPMENT_CONTAINERS_URL]: ok(DETAIL.Containers),
      [SHIPMENT_DOCUMENTS_URL]: ok([
        {
          Type: 'Bill of lading',
          Items: [
            {
              Id: '7e57d0c5-0000-4000-8000-000000000001',
              FileName: 'HBL PSHB000123.pdf',
              Url: '/cms/api/BaseData/DownloadFile?id=7e57d0c5-0000-4000-8000-000000000001',
              Type: 'Bill of lading',
              UploaderTime: '2026-11-02T09:00:00.000Z',
              UploaderType: 2,
              Size: 52_000,
            },
          ],
        },
      ]),
      '/cms/api/BaseData/DownloadFile?id=7e57d0c5-0000-4000-8000-000000000001': () => ({
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-type': 'application/pdf' },
      }),
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe('shipment detail (/cargoStatus/shipmentDetail?id=)', () => {
  it('shows the references, the route, and each milestone planned, estimated and actual side by side', async () => {
    signInWithCargo({ canExport: false });
    detailServer();
    renderApp(`/cargoStatus/shipmentDetail?id=${ID}`);
    expect((await screen.findByTestId('shipment-title')).textContent).toBe('DCG2611000123');
    const references = screen.getByTestId('shipment-references');
    for (const text of ['PSHB000123', 'MAEU123456789', 'PO-4711', 'FBA15ABCDEFG', 'Maersk (MAEU)']) {
      within(references).getByText(text);
    }
    expect(screen.getByTestId('shipment-route-stops').textContent).toContain('Hamburg (DEHAM)');
    expect(screen.getByTestId('shipment-current-location').textContent).toBe('Last reported at Shanghai (CNSHA)');

    const milestones = await within(screen.getByTestId('shipment-timeline')).findAllByTestId('milestone');
    expect(milestones.map((item) => within(item).getByText(/Departed|Arrived/).textContent)).toEqual([
      'Departed',
      'Arrived',
    ]);
    const arrival = milestones[1] as HTMLElement;
    expect(within(arrival).getByTestId('milestone-planned').textContent).not.toContain('–');
    expect(within(arrival).getByTestId('milestone-estimated').textContent).not.toContain('–');
    expect(within(arrival).getByTestId('milestone-actual').textContent).toContain('–');
    within(arrival).getByText('Delay reason WEA');
    expect((await screen.findByTestId('shipment-eta-slip')).textContent).toBe(
      'Arrives 4 days later than first planned',
    );
  });

  it("groups a milestone's containers in one row, each container's times on demand", () => {
    const containers = ['MSCU1234566', 'MSCU7654321', 'TGHU1111117'];
    const gateOut = (EquipmentReference: string, Actual: string | null) =>
      milestone({
        Key: `GTOT|${EquipmentReference}`,
        EventType: 'EQUIPMENT',
        Code: 'GTOT',
        Location: SHANGHAI,
        EquipmentReference,
        Planned: '2026-10-30T08:00:00.000Z',
        Actual,
      });
    const groups = groupMilestones([
      gateOut('MSCU1234566', '2026-10-30T09:00:00.000Z'),
      milestone({ Code: 'DEPA', Location: SHANGHAI, Actual: '2026-11-01T10:00:00.000Z' }),
      gateOut('MSCU7654321', '2026-10-30T11:00:00.000Z'),
      gateOut('TGHU1111117', null),
    ]);
    expect(groups.map((group) => [group.first.Code, group.milestones.length, group.done])).toEqual([
      ['GTOT', 3, 2],
      ['DEPA', 1, 1],
    ]);
    const [gate] = groups;
    expect(gate?.milestones.map((member) => member.EquipmentReference)).toEqual(containers);
    expect(gate?.planned).toBe('2026-10-30T08:00:00.000Z');
    // Not done until the last container is.
    expect(gate?.actual).toBeNull();
  });

  it('names each section by its heading, and moves the focus to it from the row of sections', async () => {
    signInWithCargo({ canExport: false });
    detailServer();
    renderApp(`/cargoStatus/shipmentDetail?id=${ID}`);
    await screen.findByTestId('shipment-title');
    const section = screen.getByTestId('shipment-timeline');
    expect(within(section).getByRole('heading', { level: 2, name: 'Milestones' })).toBeTruthy();
    screen.getByRole('navigation', { name: 'Sections of the page' });
    await user.click(screen.getByTestId('shipment-section-link-timeline'));
    expect(document.activeElement?.id).toBe('shipment-section-timeline');
  });

  it('lists the containers, each linking to its track search, and downloads a document under its name', async () => {
    signInWithCargo({ canExport: false });
    const sent = detailServer();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portside/hbl');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp(`/cargoStatus/shipmentDetail?id=${ID}`);
    const containers = await screen.findByTestId('shipment-containers');
    const link = await within(containers).findByRole('link', { name: 'MSCU1234566' });
    expect(link.getAttribute('href')).toBe('/cargoStatus/trackData?TrackNo=MSCU1234566');

    const documents = screen.getByTestId('shipment-documents');
    await within(documents).findByText('Bill of lading');
    await user.click(within(documents).getByRole('button', { name: 'Download HBL PSHB000123.pdf' }));
    await waitFor(() => expect(saved).toEqual(['HBL PSHB000123.pdf']));
    expect(sent.some((request) => request.url?.startsWith('/cms/api/BaseData/DownloadFile'))).toBe(true);
  });

  it("says a shipment that is not the company's is not there", async () => {
    signInWithCargo({ canExport: false });
    fakeServer(() => ({ status: 404, data: envelope(4040, null, 'Not found') }));
    renderApp(`/cargoStatus/shipmentDetail?id=${ID}`);
    await screen.findByTestId('shipment-not-found');
  });
});
