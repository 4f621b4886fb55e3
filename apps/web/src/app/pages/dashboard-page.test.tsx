import type { Dashboard } from '@portside/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_PAGE_LIST_URL } from '../../features/messages/messages-api';
import { SHIPMENT_DASHBOARD_URL } from '../../features/shipments/shipments-api';
import { rewriteServicePath } from '../../lib/request';
import { useLanguageStore } from '../../stores/language-store';
import { envelope, fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render-app';
import { signIn } from '../../testing/session';

const DASHBOARD: Dashboard = {
  InTransit: 3,
  ArrivingNext7Days: 1,
  Delayed: 0,
  AwaitingCustomsClearance: 2,
  ByModePerMonth: [
    { Month: '2025-11', Sea: 4, Air: 1, Rail: 0 },
    { Month: '2025-12', Sea: 2, Air: 0, Rail: 1 },
  ],
};

const ANSWERS: Record<string, unknown> = {
  [SHIPMENT_DASHBOARD_URL]: DASHBOARD,
  [rewriteServicePath(MESSAGE_PAGE_LIST_URL)]: { Items: [], TotalCount: 0, UnreadCount: 0 },
};

describe('dashboard requests', () => {
  // Issue 15 counted two message-list calls on a dashboard load: the header's badge read the
  // unread list and the card the newest messages. Every list answer now carries UnreadCount, so
  // the badge reads the card's answer; the unread list waits until the message centre is opened.
  it('asks for its messages and its figures once: the card and the badge read the same answer', async () => {
    signIn();
    const sent = fakeServer((request) => ({ data: envelope(0, ANSWERS[request.url ?? ''] ?? []) }), {
      background: true,
    });
    renderApp('/dashboard/index');
    const card = await screen.findByTestId('dashboard-messages', {}, { timeout: 15_000 });
    await within(card).findByText('No messages');
    await screen.findByTestId('shipments-by-month-chart', {}, { timeout: 15_000 });
    const messageLists = sent
      .filter((request) => request.url === rewriteServicePath(MESSAGE_PAGE_LIST_URL))
      .map((request) => (request.body as { MessageStatus?: number }).MessageStatus ?? 'all');
    expect(messageLists).toEqual(['all']);
    // The figures, shown once the inbox has arrived, read the answer the page asked for first.
    expect(sent.filter((request) => request.url === SHIPMENT_DASHBOARD_URL)).toHaveLength(1);
  }, 30_000);
});

describe('dashboard chart months', () => {
  afterEach(() => useLanguageStore.getState().setLanguage('en-US'));

  it.each([
    ['de-DE', 'Dez. 2025'],
    ['zh-CN', '2025年12月'],
  ] as const)(
    'names the months the way %s readers write them',
    async (language, december) => {
      useLanguageStore.getState().setLanguage(language);
      signIn();
      fakeServer((request) => ({ data: envelope(0, ANSWERS[request.url ?? ''] ?? []) }), { background: true });
      renderApp('/dashboard/index');
      // The first render loads the app and the chart's chunk: on a busy machine that takes seconds.
      const chart = await screen.findByTestId('shipments-by-month-chart', {}, { timeout: 15_000 });
      expect(chart.getAttribute('aria-label')).toContain(`${december}:`);
    },
    20_000,
  );
});
