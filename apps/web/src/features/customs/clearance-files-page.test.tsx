import type { Attachment, CustomsDeclaration } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UPLOAD_FILE_URL } from '../../shared/files/files-api';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, DEMO_USER, signIn } from '../../testing/session';
import { CUSTOMS_PAGE_LIST_URL, CUSTOMS_UPLOAD_DOCUMENT_URL } from './customs-api';

const user = userEvent.setup();

const STORED: Attachment = {
  Id: '2f6c1d0e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  FileName: 'invoice.pdf',
  Url: '/cms/api/BaseData/DownloadFile?id=2f6c1d0e-3a4b-4c5d-8e9f-0a1b2c3d4e5f',
  Type: 'CommercialInvoice',
  UploaderTime: '2026-11-20T08:00:00.000Z',
  UploaderType: 1,
  Size: 1200,
};

const PENDING: CustomsDeclaration = {
  Id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  ShipmentId: '5d1c7a8e-2f4b-4c6d-9e0f-1a2b3c4d5e6f',
  DcgNo: 'DCG2611000123',
  Mode: 'sea',
  HouseBill: 'PSHB000123',
  OriginCode: 'CNSHA',
  DestinationCode: 'DEHAM',
  Direction: 'Import',
  Status: '1',
  DeclarationNo: null,
  Duties: { Duty: '1284.50', Tax: '3120.75', Total: '4405.25', Currency: 'USD' },
  MissingCount: 1,
  Documents: [
    {
      Id: '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e',
      Kind: 'CommercialInvoice',
      Status: 'Missing',
      Note: 'Signed and stamped',
      File: null,
      RequestedTime: '2026-11-19T08:00:00.000Z',
      UpdatedTime: '2026-11-19T08:00:00.000Z',
    },
  ],
  UpdatedTime: '2026-11-19T08:00:00.000Z',
};

const DECLARED: CustomsDeclaration = {
  ...PENDING,
  Status: '2',
  MissingCount: 0,
  Documents: PENDING.Documents.map((document) => ({
    ...document,
    Status: 'Uploaded',
    File: STORED,
    UpdatedTime: '2026-11-20T08:00:00.000Z',
  })),
};

describe('clearance files (/cargoStatus/clearanceFiles)', () => {
  it('uploads a missing document, gives it to the declaration and shows what the server answers next', async () => {
    // The client admin's cargo status folder already holds the clearance files.
    signIn(DEMO_USER, CLIENT_ADMIN_TREE);
    let declaration = PENDING;
    const sent = fakeServer((request) => {
      if (request.url === CUSTOMS_PAGE_LIST_URL) {
        return { data: envelope(0, { Items: [declaration], TotalCount: 1, TotalCapped: false }) };
      }
      if (request.url === UPLOAD_FILE_URL) return { data: envelope(0, STORED) };
      if (request.url === CUSTOMS_UPLOAD_DOCUMENT_URL) {
        declaration = DECLARED;
        return { data: envelope(0, { ...DECLARED, History: [] }) };
      }
      return { data: envelope(0, null) };
    });
    renderApp('/cargoStatus/clearanceFiles');
    const card = await screen.findByTestId(`customs-declaration-${PENDING.DcgNo}`);
    expect(within(card).getByText('Documents (1 to upload)')).toBeTruthy();
    expect(within(card).getByText('Signed and stamped')).toBeTruthy();
    expect(within(card).getByText(/\$1,284\.50/)).toBeTruthy();

    const group = within(card).getByRole('group', { name: 'Upload the Commercial invoice' });
    const input = group.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }));

    await waitFor(() =>
      expect(sent.find((request) => request.url === CUSTOMS_UPLOAD_DOCUMENT_URL)?.body).toMatchObject({
        DocumentId: PENDING.Documents[0]?.Id,
        FileId: STORED.Id,
      }),
    );
    const updated = await screen.findByTestId(`customs-declaration-${PENDING.DcgNo}`);
    await waitFor(() => expect(within(updated).getByTestId('customs-document-status').textContent).toBe('Uploaded'));
    expect(within(updated).queryByRole('group', { name: 'Upload the Commercial invoice' })).toBeTruthy();
    expect(within(updated).getByText('Documents')).toBeTruthy();
  });
});
