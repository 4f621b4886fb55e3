import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { rewriteServicePath } from '../../lib/request';
import { envelope, fakeServer } from '../../testing/fake-server';
import { clientMessage } from '../../testing/message-fixtures';
import { renderApp } from '../../testing/render-app';
import { signIn } from '../../testing/session';
import { MESSAGE_PAGE_LIST_URL, MESSAGE_VIEW_URL } from './messages-api';

const user = userEvent.setup();

const LIST_URL = rewriteServicePath(MESSAGE_PAGE_LIST_URL);

function historyServer() {
  const message = clientMessage({ MessageTitle: 'Booking confirmed', MessageContent: '<b>Confirmed</b>' });
  const sent = fakeServer(
    (request) =>
      request.url === LIST_URL
        ? { data: envelope(0, { Items: [message], TotalCount: 41, UnreadCount: 0 }) }
        : { data: envelope(0, request.url === MESSAGE_VIEW_URL ? 1 : null) },
    { background: true },
  );
  const historyCalls = () =>
    sent.filter((request) => request.url === LIST_URL && (request.body as { PageSize: number }).PageSize === 20);
  return { sent, historyCalls, message };
}

describe('message history (/dashboard/msgHistory)', () => {
  it('lists every message twenty at a time and pages through them', async () => {
    signIn();
    const { historyCalls } = historyServer();
    renderApp('/dashboard/msgHistory');
    await screen.findByText('Booking confirmed');
    expect(historyCalls()[0]?.body).toEqual({
      PageIndex: 1,
      PageSize: 20,
      SystemType: 200,
      NoDefaultConditionsRequired: true,
      IsFobAgentClient: false,
    });
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(historyCalls().at(-1)?.body).toMatchObject({ PageIndex: 2 }));
  });

  it('filters by status, keyword and received date (whole local days)', async () => {
    signIn();
    const { historyCalls } = historyServer();
    renderApp('/dashboard/msgHistory');
    await screen.findByText('Booking confirmed');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByTitle('Unread'));
    await user.clear(screen.getByRole('textbox', { name: 'Keyword' }));
    await user.type(screen.getByRole('textbox', { name: 'Keyword' }), '  DCG2511 ');
    const [from, to] = screen.getAllByTestId('history-dates');
    await user.click(from as HTMLElement);
    await user.type(from as HTMLElement, '2025-11-01{Enter}');
    await user.type(to as HTMLElement, '2025-11-30{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(historyCalls().at(-1)?.body).toMatchObject({ MessageStatus: 0, Keyword: 'DCG2511' }));
    const filter = historyCalls().at(-1)?.body as { CreatedFrom?: string; CreatedTo?: string } | undefined;
    expect(filter?.CreatedFrom).toMatch(/^2025-11-01T00:00:00[+-]\d{2}:\d{2}$/);
    expect(filter?.CreatedTo).toMatch(/^2025-11-30T23:59:59[+-]\d{2}:\d{2}$/);
  });

  it('opens a message and marks it read', async () => {
    signIn();
    const { sent, message } = historyServer();
    renderApp('/dashboard/msgHistory');
    await user.click(await screen.findByText('Booking confirmed'));
    expect((await screen.findByTestId('message-detail-content')).innerHTML).toBe('<b>Confirmed</b>');
    await waitFor(() =>
      expect(sent.find((request) => request.url === MESSAGE_VIEW_URL)?.body).toMatchObject({ Parameter: [message.Id] }),
    );
  });
});
