import type { ReturnDetail } from '@portside/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, DEMO_USER, menuItem, signIn } from '../../testing/session';
import { RETURN_DETAIL_URL, RETURN_INSTRUCTION_URL } from './returns-api';

const user = userEvent.setup();

const AWAITING: ReturnDetail = {
  Id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  ReturnNo: 'RMA-BW-4104',
  Marketplace: 'Amazon',
  RemovalOrderId: '04J8KZPQ03',
  TrackingNo: '1Z999AA11000000003',
  WarehouseCode: 'ONT8',
  Status: 'AwaitingInstruction',
  Instruction: null,
  InstructionNote: null,
  ReturnAddress: null,
  InspectionNote: 'Outer box crushed on some units',
  Units: 16,
  Lines: [
    { Sku: 'BW-LAMP-WHT', Fnsku: 'X001BWLMP1', Quantity: 12, SellableQuantity: 10, Condition: 'CustomerDamaged' },
    { Sku: 'BW-TOWEL-6', Fnsku: 'X001BWTWL6', Quantity: 4, SellableQuantity: 4, Condition: 'Sellable' },
  ],
  RegisteredTime: '2026-11-20T08:00:00.000Z',
  UpdatedTime: '2026-11-21T08:00:00.000Z',
  Photos: [],
  History: [],
};

describe('a return (/returns/detail)', () => {
  it('asks where a return to sender goes, then sends the instruction and shows the return as instructed', async () => {
    signIn(DEMO_USER, [
      ...CLIENT_ADMIN_TREE,
      menuItem('Client:Returns', 'Returns', '/returns', 1, [
        menuItem('Client:Returns:List', 'Marketplace returns', '/returns/list'),
        menuItem('Client:Returns:Detail', 'Return detail', '/returns/detail', 2),
      ]),
    ]);
    let current = AWAITING;
    const sent = fakeServer((request) => {
      if (request.url === RETURN_DETAIL_URL) return { data: envelope(0, current) };
      if (request.url === RETURN_INSTRUCTION_URL) {
        current = {
          ...AWAITING,
          Status: 'InstructionGiven',
          Instruction: 'ReturnToSender',
          ReturnAddress: '88 Jinqiao Rd, Shanghai',
        };
        return { data: envelope(0, current) };
      }
      return { data: envelope(0, null) };
    });
    renderApp(`/returns/detail?id=${AWAITING.Id}`);
    await screen.findByRole('heading', { level: 1, name: 'Return RMA-BW-4104' });
    expect(screen.getByText('Damaged by the customer')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: /Return to sender/ }));
    await user.click(screen.getByRole('button', { name: 'Send instruction' }));
    expect(await screen.findByText('Enter where the goods go')).toBeTruthy();
    expect(sent.some((request) => request.url === RETURN_INSTRUCTION_URL)).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Return address' }), '88 Jinqiao Rd, Shanghai');
    await user.click(screen.getByRole('button', { name: 'Send instruction' }));
    await waitFor(() =>
      expect(sent.find((request) => request.url === RETURN_INSTRUCTION_URL)?.body).toMatchObject({
        Id: AWAITING.Id,
        Instruction: 'ReturnToSender',
        Note: null,
        ReturnAddress: '88 Jinqiao Rd, Shanghai',
        PhotoFileIds: [],
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('return-status')[0]?.textContent).toBe('Instruction given'));
    expect(screen.queryByRole('button', { name: 'Send instruction' })).toBeNull();
  }, 60_000);
});
