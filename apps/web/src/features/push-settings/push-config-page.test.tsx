import { DICT_PARENT_CODES, type DictItemsByParentCode, type PushConfig } from '@portside/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadGlobalEnums } from '../../shared/dictionary/dictionary';
import { byUrl, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { CLIENT_ADMIN_TREE, menuItem, signIn } from '../../testing/session';
import { GET_PUSH_CONFIG_URL, SAVE_PUSH_CONFIG_URL } from './push-config-api';

const labels = (english: string) => ({ 'zh-CN': english, 'en-US': english, 'fr-FR': english, 'de-DE': english });
const MESSAGE_TYPES: DictItemsByParentCode = {
  [DICT_PARENT_CODES.MessageTypeEnum]: [
    { Key: '1', Value: 'System notice', Labels: labels('System notice'), Sort: 1 },
    { Key: '2', Value: 'Departure', Labels: labels('Departure'), Sort: 2 },
  ],
};

const TREE = [
  ...CLIENT_ADMIN_TREE,
  menuItem('Setting:PushConfig', 'Notification settings', '/systemConfig/pushConfig'),
];

beforeEach(async () => {
  fakeServer(() => ({ data: { ErrorCode: 0, Msg: '', Body: MESSAGE_TYPES } }));
  await loadGlobalEnums();
});

const channelSwitch = (name: string) => screen.getByRole('switch', { name });

describe('push settings (/systemConfig/pushConfig)', () => {
  it("shows every message type with the user's choice, a type not chosen yet in the portal only", async () => {
    signIn(undefined, TREE);
    const config: PushConfig = {
      Email: 'ops@brightwave.example',
      Types: [{ MessageType: '2', InPortal: false, Email: true }],
    };
    fakeServer(byUrl({ [GET_PUSH_CONFIG_URL]: ok(config) }));
    renderApp('/systemConfig/pushConfig');
    const table = await screen.findByTestId('push-config-types');
    expect(within(table).getByText('System notice')).toBeTruthy();
    expect(channelSwitch('System notice in the portal').getAttribute('aria-checked')).toBe('true');
    expect(channelSwitch('System notice by e-mail').getAttribute('aria-checked')).toBe('false');
    expect(channelSwitch('Departure in the portal').getAttribute('aria-checked')).toBe('false');
    expect(channelSwitch('Departure by e-mail').getAttribute('aria-checked')).toBe('true');
    expect((screen.getByTestId('push-config-email') as HTMLInputElement).value).toBe('ops@brightwave.example');
  });

  it('asks for an address before e-mailing, then saves every type', async () => {
    signIn(undefined, TREE);
    const sent = fakeServer(
      byUrl({ [GET_PUSH_CONFIG_URL]: ok({ Email: null, Types: [] }), [SAVE_PUSH_CONFIG_URL]: ok(null) }),
    );
    renderApp('/systemConfig/pushConfig');
    await screen.findByTestId('push-config-types');
    fireEvent.click(channelSwitch('Departure by e-mail'));
    fireEvent.click(screen.getByTestId('push-config-save'));
    expect(await screen.findByText('Enter the address notification e-mails go to')).toBeTruthy();
    fireEvent.change(screen.getByTestId('push-config-email'), { target: { value: 'lily@brightwave.example' } });
    fireEvent.click(screen.getByTestId('push-config-save'));
    expect(await screen.findByText('Your notification settings have been saved')).toBeTruthy();
    await waitFor(() => expect(sent.some((request) => request.url === SAVE_PUSH_CONFIG_URL)).toBe(true));
    expect(sent.find((request) => request.url === SAVE_PUSH_CONFIG_URL)?.body).toEqual({
      Email: 'lily@brightwave.example',
      Types: [
        { MessageType: '1', InPortal: true, Email: false },
        { MessageType: '2', InPortal: true, Email: true },
      ],
      Language: 'en-US',
      IsFobAgentClient: false,
    });
  });
});
