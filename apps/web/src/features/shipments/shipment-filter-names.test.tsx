import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { SEA_SHIPMENT, signInWithCargo } from '../../testing/shipment-fixtures';
import { SHIPMENT_PAGE_LIST_URL } from './shipments-api';

afterEach(() => vi.restoreAllMocks());

describe("shipment list: every control named by its own label, in the user's language", () => {
  // The whole list page renders, filters and table: more than the default 15 s on a busy machine.
  it('names the place boxes, both ends of each date range, the clear and the page arrows', async () => {
    signInWithCargo({ canExport: false });
    fakeServer((request) =>
      request.url === SHIPMENT_PAGE_LIST_URL
        ? { data: envelope(0, { Items: [SEA_SHIPMENT], TotalCount: 1, TotalCapped: false }) }
        : { data: envelope(0, null) },
    );
    renderApp('/cargoStatus/allShipment');
    // The list page is loaded on first use.
    await screen.findByText('DCG2611000123', undefined, { timeout: 10_000 });

    expect(screen.getByRole('combobox', { name: 'Origin' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Destination' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Departure' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Departure: to' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Arrival' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Arrival: to' })).toBeTruthy();

    const table = screen.getByTestId('shipment-table');
    expect(within(table).getByRole('button', { name: 'Previous page' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Next page' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^(left|right|close-circle)$/ })).toBeNull();
  }, 30_000);
});
