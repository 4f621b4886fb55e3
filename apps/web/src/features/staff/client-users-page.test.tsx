import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { byUrl, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { DEMO_USER, STAFF_TREE, signIn } from '../../testing/session';
import { CREATE_CALLBACK_TICKET_URL, SET_PRIVATE_CUSTOMER_URL, STAFF_CLIENT_USER_LIST_URL } from './staff-api';

const user = userEvent.setup();

const SALES = { ...DEMO_USER, AccountName: 'sales', Role: 'staff', CompanyId: null, CompanyNameEn: null } as const;
const DEMO_ROW = {
  UserId: DEMO_USER.UserId,
  AccountName: 'demo',
  NameEn: 'Dana Demo',
  Phone: '+8613800138000',
  Email: null,
  Role: 'client_admin',
  Enabled: true,
  MenuCodes: [],
  CreatedTime: '2025-01-02T03:04:05.000Z',
  CompanyId: '6f0c2a9e-1b3d-4e5f-8a7b-9c0d1e2f3a4b',
  CompanyNameEn: 'Acme Trading Ltd.',
  CompanyIsPrivateCustomer: false,
};

describe('staff: client users', () => {
  it('opens the portal as the chosen user in a new tab, with the ticket link', async () => {
    signIn(SALES, STAFF_TREE);
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const sent = fakeServer(
      byUrl({
        [STAFF_CLIENT_USER_LIST_URL]: ok({ Items: [DEMO_ROW], TotalCount: 1 }),
        [CREATE_CALLBACK_TICKET_URL]: ok({
          Url: '/home/callbackLogin?ticket=t-123456789012345678901234',
          ExpiresAt: '2030-01-01T00:02:00.000Z',
        }),
      }),
    );
    renderApp('/staff/clientUsers');
    expect(await screen.findByText('Acme Trading Ltd.')).toBeTruthy();
    await user.click(screen.getByTestId('open-portal-as-demo'));
    await waitFor(() => expect(opened).toHaveBeenCalledOnce());
    expect(opened).toHaveBeenCalledWith('/home/callbackLogin?ticket=t-123456789012345678901234', '_blank', 'noopener');
    expect(sent.find((request) => request.url === CREATE_CALLBACK_TICKET_URL)?.body).toEqual({
      UserId: DEMO_USER.UserId,
      IsFobAgentClient: false,
    });
  });

  it('cannot open the portal as a disabled user', async () => {
    signIn(SALES, STAFF_TREE);
    fakeServer(
      byUrl({ [STAFF_CLIENT_USER_LIST_URL]: ok({ Items: [{ ...DEMO_ROW, Enabled: false }], TotalCount: 1 }) }),
    );
    renderApp('/staff/clientUsers');
    const open = (await screen.findByTestId('open-portal-as-demo')) as HTMLButtonElement;
    expect(open.disabled).toBe(true);
  });

  it("switches the user's company to private-customer mode", async () => {
    signIn(SALES, STAFF_TREE);
    const sent = fakeServer(
      byUrl({
        [STAFF_CLIENT_USER_LIST_URL]: ok({ Items: [DEMO_ROW], TotalCount: 1 }),
        [SET_PRIVATE_CUSTOMER_URL]: ok(null),
      }),
    );
    renderApp('/staff/clientUsers');
    const toggle = await screen.findByRole('switch', { name: 'Private customer: Acme Trading Ltd.' });
    await user.click(toggle);
    expect(await screen.findByText('Acme Trading Ltd. is now a private customer')).toBeTruthy();
    expect(sent.find((request) => request.url === SET_PRIVATE_CUSTOMER_URL)?.body).toEqual({
      CompanyId: DEMO_ROW.CompanyId,
      IsPrivateCustomer: true,
      IsFobAgentClient: false,
    });
  });
});
