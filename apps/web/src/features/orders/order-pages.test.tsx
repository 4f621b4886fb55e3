import type { Attachment, OrderDetail, OrderSummary } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_FILE_URL } from '../../shared/files/files-api';
import { endAnimations } from '../../testing/animations';
import { envelope, type FakeAnswer, fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { button, DEMO_USER, menuItem, signIn } from '../../testing/session';
import { WAREHOUSE_SEARCH_URL } from './catalogue-api';
import {
  ORDER_ATTACH_DOCUMENT_URL,
  ORDER_DETAIL_URL,
  ORDER_EXPORT_URL,
  ORDER_PAGE_LIST_URL,
  ORDER_SAVE_URL,
} from './order-api';

const user = userEvent.setup({ applyAccept: false });

const TREE = [
  menuItem('CargoStatus', 'Cargo status', '/cargoStatus', 1, [
    menuItem('CargoStatus:NewOrders', 'New orders', '/cargoStatus/newOrders', 1, [
      menuItem('CargoStatus:OrderDetail', 'Order', '/cargoStatus/orderDetail', 2),
      menuItem('CargoStatus:OrderEdit', 'Order wizard', '/cargoStatus/orderEdit', 2),
    ]),
    button('CargoStatus:Export'),
  ]),
];

const ORDER_ID = '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SUMMARY: OrderSummary = {
  Id: ORDER_ID,
  OrderNo: 'OR261121ABCDE',
  OrderKind: 'air',
  Status: 'Draft',
  BatchNo: null,
  FbaShipmentId: 'FBA17ABCDE12',
  DestinationWarehouseCode: 'ONT8',
  CartonCount: 2,
  DeclaredWeightKg: 25,
  ShipmentId: null,
  CreatedTime: '2026-11-21T08:00:00.000Z',
  UpdatedTime: '2026-11-21T08:00:00.000Z',
};
const carton = (CartonNo: string, WeightKg: number) => ({
  CartonNo,
  LengthCm: 60,
  WidthCm: 40,
  HeightCm: 40,
  WeightKg,
  Items: [{ Sku: 'BW-LAMP-WHT', Fnsku: 'X001BWLMP1', Quantity: 24 }],
  Measured: null,
});
const DRAFT: OrderDetail = {
  ...SUMMARY,
  FbaReferenceId: null,
  Sender: 'Brightwave Home Goods, Ningbo',
  OriginWarehouseCode: null,
  DeliveryMethod: null,
  ChannelCode: null,
  Containers: [],
  Remarks: null,
  PendingReason: null,
  ShipmentDcgNo: null,
  Cartons: [carton('1', 12.5), carton('2', 12.5)],
  Documents: [],
  QuoteTerms: null,
  Transitions: [{ From: null, To: 'Draft', Reason: null, Actor: 'demo', At: '2026-11-21T08:00:00.000Z' }],
};
const INVOICE: Attachment = {
  Id: '7d1f0c2a-1b3d-4e5f-8a7b-9c0d1e2f3a4b',
  FileName: 'invoice.pdf',
  Url: '/cms/api/BaseData/DownloadFile?id=7d1f0c2a-1b3d-4e5f-8a7b-9c0d1e2f3a4b',
  Type: 'Order document',
  UploaderTime: '2026-11-21T09:00:00.000Z',
  UploaderType: 1,
  Size: 1200,
};

/** Answers the order desk's calls; anything else gets an empty envelope. */
function orderServer(answers: Record<string, (request: SentRequest) => unknown>) {
  return fakeServer((request): FakeAnswer => {
    const answer = answers[request.url ?? ''];
    return { data: envelope(0, answer ? answer(request) : null) };
  });
}
const bodiesOf = (sent: SentRequest[], url: string) =>
  sent.filter((request) => request.url === url).map((request) => request.body as Record<string, unknown>);

/** The page's heading, once its lazily loaded module has arrived (slow on a busy machine). */
const pageShown = (name: string | RegExp) => screen.findByRole('heading', { name }, { timeout: 30_000 });

afterEach(() => vi.restoreAllMocks());

describe('the order work queue (/cargoStatus/newOrders)', () => {
  it('asks for the filter in the URL, puts a new search in the URL, and exports that filter without its page', async () => {
    signIn(DEMO_USER, TREE);
    const sent = orderServer({
      [ORDER_PAGE_LIST_URL]: () => ({ Items: [SUMMARY], TotalCount: 1, TotalCapped: false }),
    });
    const { router } = renderApp(
      '/cargoStatus/newOrders?Status=Submitted&Status=PendingUpdate&OrderKind=air&PageIndex=2',
    );
    await pageShown('Order work queue');
    const table = await screen.findByTestId('order-table');
    expect(await within(table).findByRole('link', { name: 'OR261121ABCDE' })).toBeTruthy();
    expect(bodiesOf(sent, ORDER_PAGE_LIST_URL)[0]).toMatchObject({
      Status: ['Submitted', 'PendingUpdate'],
      OrderKind: 'air',
      PageIndex: 2,
    });

    await user.type(screen.getByRole('textbox', { name: 'Order, batch or FBA no.' }), 'fba17');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toContain('Keyword=fba17'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.getAll('Status')).toEqual(['Submitted', 'PendingUpdate']);
    expect(search.get('OrderKind')).toBe('air');
    // A new search starts at the first page.
    expect(search.has('PageIndex')).toBe(false);
    await waitFor(() =>
      expect(bodiesOf(sent, ORDER_PAGE_LIST_URL).at(-1)).toMatchObject({ Keyword: 'fba17', PageIndex: 1 }),
    );

    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:portside/orders');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const exported = fakeServer((request): FakeAnswer => {
      if (request.url === ORDER_EXPORT_URL) {
        return {
          data: new Blob(['PK'], { type: xlsx }),
          headers: { 'content-type': xlsx, 'content-disposition': 'attachment; filename="orders-2026-11-21.xlsx"' },
        };
      }
      return { data: envelope(0, { Items: [SUMMARY], TotalCount: 1, TotalCapped: false }) };
    });
    await user.click(screen.getByRole('button', { name: /Export$/ }));
    await waitFor(() => expect(saved).toEqual(['orders-2026-11-21.xlsx']));
    const body = bodiesOf(exported, ORDER_EXPORT_URL)[0];
    expect(body).toMatchObject({ Status: ['Submitted', 'PendingUpdate'], OrderKind: 'air', Keyword: 'fba17' });
    expect(body).not.toHaveProperty('PageIndex');
    expect(body).not.toHaveProperty('PageSize');
  }, 60_000);

  it('shows no export to a user without the export button', async () => {
    signIn(DEMO_USER, [
      menuItem('CargoStatus', 'Cargo status', '/cargoStatus', 1, [
        menuItem('CargoStatus:NewOrders', 'New orders', '/cargoStatus/newOrders'),
      ]),
    ]);
    orderServer({ [ORDER_PAGE_LIST_URL]: () => ({ Items: [SUMMARY], TotalCount: 1, TotalCapped: false }) });
    renderApp('/cargoStatus/newOrders');

    await screen.findByRole('link', { name: 'OR261121ABCDE' });
    expect(screen.queryByRole('button', { name: /Export$/ })).toBeNull();
  });
});

describe('the order detail (/cargoStatus/orderDetail)', () => {
  it('shows declared against measured figures, the differences with their sign, and the receipt photos', async () => {
    signIn(DEMO_USER, TREE);
    const received: OrderDetail = {
      ...DRAFT,
      Status: 'CargoReceived',
      Cartons: [
        { ...carton('1', 12.5), Measured: { LengthCm: 61, WidthCm: 40, HeightCm: 40, WeightKg: 14.2 } },
        { ...carton('2', 12.5), Measured: { LengthCm: 60, WidthCm: 40, HeightCm: 40, WeightKg: 12.5 } },
        carton('3', 10),
      ],
      Documents: [
        {
          ...INVOICE,
          Id: '8e2f1d3b-2c4e-4f6a-9b8c-0d1e2f3a4b5c',
          FileName: 'dock.jpg',
          Type: 'Receipt photo',
          UploaderType: 2,
          Kind: 'receiptPhoto',
        },
        { ...INVOICE, Kind: 'client' },
      ],
    };
    orderServer({ [ORDER_DETAIL_URL]: () => received });
    renderApp(`/cargoStatus/orderDetail?id=${ORDER_ID}`);
    await pageShown(/Order OR261121ABCDE/);
    const cartons = await screen.findByTestId('order-cartons');
    const rows = within(cartons).getAllByRole('row');
    const [, first, second, third] = rows;
    // Carton 1: longer and heavier than declared; carton 2 as declared; carton 3 not measured yet.
    const differences = within(first as HTMLElement).getAllByTestId('carton-difference');
    expect(differences.map((cell) => cell.textContent)).toEqual(['61 (+1)', '14.2 (+1.7)']);
    expect(within(second as HTMLElement).queryAllByTestId('carton-difference')).toEqual([]);
    expect(within(third as HTMLElement).getAllByText('Not measured')).toHaveLength(4);

    const documents = screen.getByTestId('order-documents');
    const photo = within(documents).getByText(/dock\.jpg/);
    expect(within(photo).getByText('Receipt photo')).toBeTruthy();
    expect(within(documents).getByRole('button', { name: 'Download dock.jpg' })).toBeTruthy();
    expect(within(documents).getByRole('button', { name: 'Download invoice.pdf' })).toBeTruthy();
  });
});

describe('the new-order wizard (/cargoStatus/orderEdit)', () => {
  it('saves at each step, takes cartons pasted from a spreadsheet once every row is good, and attaches documents', async () => {
    signIn(DEMO_USER, TREE);
    let documents: OrderDetail['Documents'] = [];
    const sent = orderServer({
      [ORDER_DETAIL_URL]: () => ({ ...DRAFT, Documents: documents }),
      [ORDER_SAVE_URL]: ({ body }) => ({ ...DRAFT, ...(body as object), Documents: documents }),
      [WAREHOUSE_SEARCH_URL]: () => [],
      [UPLOAD_FILE_URL]: () => INVOICE,
      [ORDER_ATTACH_DOCUMENT_URL]: () => {
        documents = [{ ...INVOICE, Kind: 'client' }];
        return documents;
      },
    });
    renderApp(`/cargoStatus/orderEdit?id=${ORDER_ID}`);
    await pageShown('Edit order');
    const next = async () => user.click(await screen.findByRole('button', { name: 'Save and continue' }));

    // Kind, sender, destination: each step saves the draft.
    expect(((await screen.findByRole('radio', { name: 'Air' })) as HTMLInputElement).checked).toBe(true);
    await next();
    await waitFor(() => expect(bodiesOf(sent, ORDER_SAVE_URL)).toHaveLength(1));
    expect(bodiesOf(sent, ORDER_SAVE_URL)[0]).toMatchObject({ Id: ORDER_ID, OrderKind: 'air' });
    expect(
      ((await screen.findByRole('textbox', { name: 'Sender (pickup address)' })) as HTMLTextAreaElement).value,
    ).toBe('Brightwave Home Goods, Ningbo');
    await next();
    await waitFor(() => expect(bodiesOf(sent, ORDER_SAVE_URL)).toHaveLength(2));
    await next();
    await waitFor(() => expect(bodiesOf(sent, ORDER_SAVE_URL)).toHaveLength(3));

    // Cartons pasted: a bad row names its row, column and reason, and nothing is taken.
    await user.click(await screen.findByRole('button', { name: /Paste from a spreadsheet$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste cartons from a spreadsheet' });
    const rows = within(dialog).getByRole('textbox', { name: 'Rows copied from the spreadsheet' });
    await user.click(rows);
    await user.paste(
      'Carton No.\tLength\tWidth\tHeight\tWeight\tSKU\tFNSKU\tQty\n' +
        'C1\t60\t40\t40\t12,5\tBW-LAMP-WHT\tX001BWLMP1\t24\n' +
        'C1\t\t\t\t\tBW-MUG-01\t\t12\n' +
        'C2\t60\t40\tforty\t11\tBW-LAMP-WHT\t\t0',
    );
    const errors = await within(dialog).findByTestId('carton-paste-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Row 4, Height (cm): must be a number above 0 (at most 1000 cm or 10,000 kg)',
      'Row 4, Quantity: must be a whole number above 0 (at most 100,000)',
    ]);
    const take = within(dialog).getByRole('button', { name: /^Use/ });
    expect((take as HTMLButtonElement).disabled).toBe(true);
    await user.clear(rows);
    await user.click(rows);
    await user.paste(
      'C1\t60\t40\t40\t12,5\tBW-LAMP-WHT\tX001BWLMP1\t24\nC1\t\t\t\t\tBW-MUG-01\t\t12\nC2\t60\t40\t40\t11\tBW-LAMP-WHT\t\t10',
    );
    expect(await within(dialog).findByText('2 cartons with 3 SKU lines read')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: /^Use 2 cartons/ }));
    await waitFor(() => {
      endAnimations();
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await next();
    await waitFor(() => expect(bodiesOf(sent, ORDER_SAVE_URL)).toHaveLength(4));
    expect(bodiesOf(sent, ORDER_SAVE_URL)[3]?.Cartons).toEqual([
      {
        CartonNo: 'C1',
        LengthCm: 60,
        WidthCm: 40,
        HeightCm: 40,
        WeightKg: 12.5,
        Items: [
          { Sku: 'BW-LAMP-WHT', Fnsku: 'X001BWLMP1', Quantity: 24 },
          { Sku: 'BW-MUG-01', Quantity: 12 },
        ],
      },
      {
        CartonNo: 'C2',
        LengthCm: 60,
        WidthCm: 40,
        HeightCm: 40,
        WeightKg: 11,
        Items: [{ Sku: 'BW-LAMP-WHT', Quantity: 10 }],
      },
    ]);

    // Documents: uploaded through the portal's upload and attached to the draft.
    expect(await screen.findByText(/Attach the commercial invoice/)).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(bodiesOf(sent, ORDER_ATTACH_DOCUMENT_URL)).toHaveLength(1));
    expect(bodiesOf(sent, ORDER_ATTACH_DOCUMENT_URL)[0]).toMatchObject({ OrderId: ORDER_ID, FileId: INVOICE.Id });
    const uploaded = sent.find((request) => request.url === UPLOAD_FILE_URL)?.body as FormData | undefined;
    expect((uploaded?.get('file') as File | undefined)?.name).toBe('invoice.pdf');
    await next();
    const review = await screen.findByTestId('order-review');
    await waitFor(() => expect(within(review).getByText('invoice.pdf')).toBeTruthy());
    expect(within(review).getByText('2')).toBeTruthy();
  }, 120_000);
});
