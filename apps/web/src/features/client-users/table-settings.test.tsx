import type { UserColumnSettings } from '@portside/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  COLUMN_SETTINGS_DELETE_URL,
  COLUMN_SETTINGS_LIST_URL,
  COLUMN_SETTINGS_UPDATE_URL,
} from '../../shared/column-settings/column-settings-api';
import { envelope, fakeServer, type SentRequest } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { signIn, VIEWER_ACCOUNT } from '../../testing/session';
import { CLIENT_USER_LIST_URL } from './user-manage-api';

const user = userEvent.setup();

const SAVED: UserColumnSettings = {
  Id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  TableKey: 'userManage',
  Columns: [
    { Key: 'name', Visible: true, Order: 0 },
    { Key: 'account', Visible: true, Order: 1 },
    { Key: 'email', Visible: false, Order: 2 },
  ],
  UpdatedTime: '2025-11-20T08:00:00.000Z',
};

function server(saved: UserColumnSettings[]) {
  return fakeServer(
    (request: SentRequest) => {
      if (request.url === CLIENT_USER_LIST_URL)
        return { data: envelope(0, { Items: [VIEWER_ACCOUNT], TotalCount: 1 }) };
      if (request.url === COLUMN_SETTINGS_LIST_URL) return { data: envelope(0, saved) };
      return { data: envelope(0, null) };
    },
    { background: true },
  );
}

const headers = () =>
  within(screen.getByTestId('user-manage-table'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('table settings (CfgUserDiyColumn)', () => {
  it("shows the columns in the user's saved order and visibility, new columns after them", async () => {
    signIn();
    const sent = server([SAVED]);
    renderApp('/systemConfig/userManage');
    await waitFor(() => expect(headers().slice(0, 3)).toEqual(['Name', 'Account name', 'Phone']));
    expect(headers()).not.toContain('E-mail');
    expect(headers().at(-1)).toBe('Actions');
    expect(sent.find((request) => request.url === COLUMN_SETTINGS_LIST_URL)?.body).toEqual({
      TableKey: 'userManage',
      IsFobAgentClient: false,
    });
  });

  it('hides and moves columns and saves the choice for the table', async () => {
    signIn();
    const sent = server([]);
    renderApp('/systemConfig/userManage');
    await screen.findByText('demo.viewer');
    await user.click(screen.getByTestId('table-settings'));
    const panel = await screen.findByTestId('table-settings-panel');
    await user.click(within(panel).getByTestId('table-settings-visible-phone'));
    await user.click(within(panel).getByTestId('table-settings-moveUp-name'));
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.url === COLUMN_SETTINGS_UPDATE_URL)).toBe(true));
    expect(sent.find((request) => request.url === COLUMN_SETTINGS_UPDATE_URL)?.body).toEqual({
      TableKey: 'userManage',
      Columns: [
        { Key: 'name', Visible: true, Order: 0 },
        { Key: 'account', Visible: true, Order: 1 },
        { Key: 'phone', Visible: false, Order: 2 },
        { Key: 'email', Visible: true, Order: 3 },
        { Key: 'role', Visible: true, Order: 4 },
        { Key: 'enabled', Visible: true, Order: 5 },
        { Key: 'created', Visible: true, Order: 6 },
      ],
      IsFobAgentClient: false,
    });
    expect(await screen.findByText('Your columns have been saved')).toBeTruthy();
  });

  it('goes back to the default columns by deleting the saved ones', async () => {
    signIn();
    const sent = server([SAVED]);
    renderApp('/systemConfig/userManage');
    await screen.findByText('demo.viewer');
    await user.click(screen.getByTestId('table-settings'));
    await user.click(within(await screen.findByTestId('table-settings-panel')).getByTestId('table-settings-reset'));
    await waitFor(() => expect(sent.some((request) => request.url === COLUMN_SETTINGS_DELETE_URL)).toBe(true));
    expect(sent.find((request) => request.url === COLUMN_SETTINGS_DELETE_URL)?.params).toEqual({ id: SAVED.Id });
  });

  it('keeps at least one column shown', async () => {
    signIn();
    server([
      {
        ...SAVED,
        Columns: ['account', 'name', 'phone', 'email', 'role', 'enabled', 'created'].map((Key, Order) => ({
          Key,
          Visible: Key === 'account',
          Order,
        })),
      },
    ]);
    renderApp('/systemConfig/userManage');
    await screen.findByText('demo.viewer');
    await user.click(screen.getByTestId('table-settings'));
    const panel = await screen.findByTestId('table-settings-panel');
    const only = within(panel).getByRole('checkbox', { name: 'Account name' }) as HTMLInputElement;
    expect(only.checked).toBe(true);
    expect(only.disabled).toBe(true);
    expect((within(panel).getByRole('checkbox', { name: 'Name' }) as HTMLInputElement).disabled).toBe(false);
  });
});
