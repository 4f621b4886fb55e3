import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { byUrl, envelope, fakeServer, ok } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { UNSUBSCRIBE_EMAIL_URL } from './push-config-api';

const TOKEN = 'u-1234567890abcdefghijklmnop';

describe('e-mail unsubscribe (/customerPool/unsubscribeEmail)', () => {
  it('needs no session and shows the address, partly hidden, that no longer gets e-mails', async () => {
    const sent = fakeServer(byUrl({ [UNSUBSCRIBE_EMAIL_URL]: ok({ MaskedEmail: 'l***@brightwave.example' }) }));
    const { router } = renderApp(`/customerPool/unsubscribeEmail?token=${TOKEN}`);
    expect(await screen.findByText('l***@brightwave.example no longer receives notification e-mails.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/customerPool/unsubscribeEmail');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ Token: TOKEN, IsFobAgentClient: false });
    expect(screen.queryByTestId('side-menu')).toBeNull();
  });

  it("shows the server's reason when the link does not work", async () => {
    fakeServer(() => ({ status: 400, data: envelope(4012, null, 'This link is invalid or has expired') }));
    renderApp(`/customerPool/unsubscribeEmail?token=${TOKEN}`);
    expect(await screen.findByText('This link is invalid or has expired')).toBeTruthy();
    expect(screen.getByText('You could not be unsubscribed')).toBeTruthy();
  });

  it('says a link without its token is incomplete, and sends nothing', async () => {
    const sent = fakeServer(() => ({ data: envelope(0, null) }));
    renderApp('/customerPool/unsubscribeEmail');
    expect(await screen.findByText('This link is incomplete. Please open it again from the e-mail.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
