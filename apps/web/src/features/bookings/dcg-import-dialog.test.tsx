import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byUrl, envelope, fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderWithProviders } from '../../testing/render-app';
import { DCG_IMPORT_URL } from './booking-api';
import { DcgImportDialog } from './dcg-import-dialog';

const user = userEvent.setup();

const WORKBOOK = new File(['PK'], 'instructions.xlsx', {
  type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

/** Picks the workbook in the dialog's upload field. */
async function upload(): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: 'Import shipping instructions (Excel)' });
  await user.upload(dialog.querySelector('input[type="file"]') as HTMLInputElement, WORKBOOK);
}

describe('a workbook import (the shipping instructions: InsertDCGExcel)', () => {
  it('posts the workbook as a form and names each job the file imported', async () => {
    const sent: SentRequest[] = fakeServer(
      byUrl({
        [DCG_IMPORT_URL]: () => ({
          data: envelope(0, {
            Bookings: [
              { DcgNo: 'BKG100007', BookingId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', Containers: 2 },
              { DcgNo: 'BKG100008', BookingId: '8c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', Containers: 1 },
            ],
          }),
        }),
      }),
    );
    renderWithProviders(<DcgImportDialog open onClose={() => undefined} />);
    await upload();

    const done = await screen.findByTestId('dcg-import-done');
    expect(within(done).getByText('2 jobs imported')).toBeTruthy();
    expect(within(done).getByText('BKG100007 (2 containers), BKG100008 (1 container)')).toBeTruthy();
    const body = sent.find((request) => request.url === DCG_IMPORT_URL)?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('file') as File).name).toBe('instructions.xlsx');
    expect(screen.queryByTestId('dcg-import-errors')).toBeNull();
  });

  it('shows every bad row of a refused file, and no imported jobs', async () => {
    fakeServer(
      byUrl({
        [DCG_IMPORT_URL]: () => ({
          data: envelope(
            400,
            {
              RowErrors: [
                { Row: 3, Column: 'Container', Reason: 'Not an ISO 6346 number' },
                { Row: 5, Column: 'Seal', Reason: 'Required' },
              ],
            },
            'The file has 2 bad rows',
          ),
        }),
      }),
    );
    renderWithProviders(<DcgImportDialog open onClose={() => undefined} />);
    await upload();

    const errors = await screen.findByTestId('dcg-import-errors');
    expect(within(errors).getByText('The file has errors: nothing was imported')).toBeTruthy();
    expect(within(errors).getByText('The file has 2 bad rows')).toBeTruthy();
    const rows = within(errors)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Container', 'Not an ISO 6346 number'],
      ['5', 'Seal', 'Required'],
    ]);
    expect(screen.queryByTestId('dcg-import-done')).toBeNull();
  });
});
