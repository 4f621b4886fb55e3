import { LIST_TOTAL_CAP } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, type FakeAnswer, fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { SEA_SHIPMENT, signInWithCargo } from '../../testing/shipment-fixtures';
import { SHIPMENT_EXPORT_URL, SHIPMENT_PAGE_LIST_URL, SHIPMENT_TRACK_URL } from './shipments-api';

const user = userEvent.setup();

/** Lists SEA_SHIPMENT (as one of `total`); any other call gets `answer`'s envelope, or an empty one. */
function shipmentServer(
  answer?: (request: SentRequest) => FakeAnswer,
  total: { TotalCount: number; TotalCapped: boolean } = { TotalCount: 1, TotalCapped: false },
) {
  const sent = fakeServer((request) => {
    if (request.url === SHIPMENT_PAGE_LIST_URL) return { data: envelope(0, { Items: [SEA_SHIPMENT], ...total }) };
    return answer ? answer(request) : { data: envelope(0, null) };
  });
  const listCalls = () => sent.filter((request) => request.url === SHIPMENT_PAGE_LIST_URL);
  return { sent, listCalls };
}

afterEach(() => vi.restoreAllMocks());

describe('shipment lists (/cargoStatus/…Shipment)', () => {
  it('asks for the filter in the URL, with the page its own mode', async () => {
    signInWithCargo({ canExport: false });
    const { listCalls } = shipmentServer();
    renderApp('/cargoStatus/seaShipment?Mode=air&Status=2&DelayedOnly=true&PageIndex=2&SortBy=Eta&SortOrder=asc');
    await screen.findByText('DCG2611000123');
    expect(listCalls()[0]?.body).toMatchObject({
      Mode: 'sea',
      Status: '2',
      DelayedOnly: true,
      PageIndex: 2,
      SortBy: 'Eta',
      SortOrder: 'asc',
    });
    expect(screen.getByTestId('shipment-delayed').textContent).toBe('4 days late');
  });

  it('keeps a search in the URL and starts again from page 1', async () => {
    signInWithCargo({ canExport: false });
    const { listCalls } = shipmentServer();
    const { router } = renderApp('/cargoStatus/allShipment?PageIndex=3');
    await screen.findByText('DCG2611000123');
    await user.clear(screen.getByRole('textbox', { name: 'Reference' }));
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), ' mscu1234566 ');
    await user.click(screen.getByRole('checkbox', { name: 'Delayed only' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?DelayedOnly=true&Keyword=mscu1234566'));
    await waitFor(() => expect(listCalls().at(-1)?.body).toMatchObject({ Keyword: 'mscu1234566', PageIndex: 1 }));
  });

  it('says "10,000+" of a list whose total the server stopped counting', async () => {
    signInWithCargo({ canExport: false });
    shipmentServer(undefined, { TotalCount: LIST_TOTAL_CAP, TotalCapped: true });
    renderApp('/cargoStatus/allShipment');
    const table = await screen.findByTestId('shipment-table');
    expect(await within(table).findByText('10,000+ in total')).toBeTruthy();
  });

  it('shows the export only to holders of CargoStatus:Export', async () => {
    signInWithCargo({ canExport: false });
    shipmentServer();
    renderApp('/cargoStatus/allShipment');
    await screen.findByText('DCG2611000123');
    expect(screen.queryByRole('button', { name: /Export/ })).toBeNull();
  });

  it('exports the current filter and saves the file under the name the server gave', async () => {
    signInWithCargo({ canExport: true });
    const file = new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const { sent } = shipmentServer((request) =>
      request.url === SHIPMENT_EXPORT_URL
        ? {
            data: file,
            headers: {
              'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              'content-disposition':
                'attachment; filename="shipments-2026-11-21.xlsx"; filename*=UTF-8\'\'shipments-2026-11-21.xlsx',
            },
          }
        : { data: envelope(0, null) },
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portside/export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderApp('/cargoStatus/seaShipment?Status=2');
    await screen.findByText('DCG2611000123');
    await user.click(screen.getByRole('button', { name: /Export/ }));
    await waitFor(() => expect(saved).toEqual(['shipments-2026-11-21.xlsx']));
    const exported = sent.find((request) => request.url === SHIPMENT_EXPORT_URL);
    expect(exported?.method).toBe('post');
    expect(exported?.body).toMatchObject({ Mode: 'sea', Status: '2' });
    expect(exported?.body).not.toHaveProperty('PageIndex');
  });

  it('says in its dialog why the server refused an export, with no error toast (spec §8) and no file', async () => {
    signInWithCargo({ canExport: true });
    shipmentServer((request) =>
      request.url === SHIPMENT_EXPORT_URL
        ? {
            status: 400,
            data: new Blob([JSON.stringify(envelope(4000, null, 'Too many rows'))], { type: 'application/json' }),
            headers: { 'content-type': 'application/json; charset=utf-8' },
          }
        : { data: envelope(0, null) },
    );
    renderApp('/cargoStatus/seaShipment');
    await screen.findByText('DCG2611000123');
    const saving = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    await user.click(screen.getByRole('button', { name: /Export$/ }));
    const [reason, ...elsewhere] = await screen.findAllByText('Too many rows');
    expect(elsewhere).toEqual([]);
    const dialog = reason?.closest<HTMLElement>('[role="dialog"]');
    expect(within(dialog ?? document.body).getAllByText('The export failed')).not.toEqual([]);
    expect(dialog).toBeTruthy();
    expect(saving).not.toHaveBeenCalled();
  });
});

describe('track search (/cargoStatus/trackData)', () => {
  it('explains a container number with a wrong check digit without asking the server', async () => {
    signInWithCargo({ canExport: false });
    const { sent } = shipmentServer();
    renderApp('/cargoStatus/trackData');
    await user.clear(await screen.findByRole('textbox', { name: 'Number' }));
    await user.type(await screen.findByRole('textbox', { name: 'Number' }), 'MSCU1234565');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByText('MSCU1234565 is not a valid container number: the check digit should be 6');
    expect(sent.some((request) => request.url === SHIPMENT_TRACK_URL)).toBe(false);
  });

  it('finds the shipments of a number and keeps the number in the URL', async () => {
    signInWithCargo({ canExport: false });
    const { sent } = shipmentServer(() => ({ data: envelope(0, { TrackType: 'Container', Items: [SEA_SHIPMENT] }) }));
    const { router } = renderApp('/cargoStatus/trackData');
    await user.clear(await screen.findByRole('textbox', { name: 'Number' }));
    await user.type(await screen.findByRole('textbox', { name: 'Number' }), 'mscu1234566');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    const result = await screen.findByTestId('track-result');
    within(result).getByText('DCG2611000123');
    within(result).getByText('Searched as Container number: 1 shipment');
    expect(router.state.location.search).toBe('?TrackNo=MSCU1234566');
    expect(sent.find((request) => request.url === SHIPMENT_TRACK_URL)?.body).toMatchObject({
      TrackNo: 'MSCU1234566',
      TrackType: 'Auto',
    });
  });

  it("shows the server's reason for refusing a number beside the box", async () => {
    signInWithCargo({ canExport: false });
    shipmentServer(() => ({
      data: envelope(4000, null, 'TrackNo: 020-12345670 is not a valid air waybill number'),
    }));
    renderApp('/cargoStatus/trackData?TrackNo=HLCUHAM123&TrackType=BillOfLading');
    expect((await screen.findByTestId('track-problem')).textContent).toContain('020-12345670 is not a valid');
  });
});
