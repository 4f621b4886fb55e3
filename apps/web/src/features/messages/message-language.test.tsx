import { LOCALES, type Locale } from '@portside/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rewriteServicePath } from '../../lib/request';
import { useLanguageStore } from '../../stores/language-store';
import { envelope, fakeServer } from '../../testing/fake-server';
import { clientMessage } from '../../testing/message-fixtures';
import { renderApp } from '../../testing/render-app';
import { signIn } from '../../testing/session';
import { MESSAGE_PAGE_LIST_URL } from './messages-api';

const user = userEvent.setup();

const LIST_URL = rewriteServicePath(MESSAGE_PAGE_LIST_URL);
const SHIPMENT_ID = '7d1f1a4e-5b8e-4d8c-9a55-0a3c2f6d1e01';

/** As the server answers it: rendered in the request's language, here English. */
const etaChanged = clientMessage({
  MessageTitle: 'ETA changed: DCG25119001',
  MessageContent: 'The ETA of DCG25119001 moved.',
  MessageType: '3',
  Template: 'shipments.etaChanged',
  Params: {
    ShipmentId: SHIPMENT_ID,
    DcgNo: 'DCG25119001',
    Place: 'Hamburg (DEHAM)',
    From: '2025-12-01T08:00:00.000Z',
    To: '2025-12-03T14:30:00.000Z',
    Reason: null,
  },
  Language: null,
});
const germanNotice = clientMessage({
  MessageTitle: 'Feiertag am 24.12.',
  MessageContent: 'Das Büro ist <b>geschlossen</b>.',
  Language: 'de-DE',
});

const expected: Record<Locale, { title: string; date: string }> = {
  'zh-CN': { title: '预计到达时间变更：DCG25119001', date: '2025年12月3日 14:30 UTC' },
  'en-US': { title: 'ETA changed: DCG25119001', date: 'Dec 3, 2025' },
  'fr-FR': { title: 'ETA modifiée : DCG25119001', date: '3 déc. 2025' },
  'de-DE': { title: 'ETA geändert: DCG25119001', date: '03.12.2025, 14:30 UTC' },
};

describe('messages in the reader’s language', () => {
  afterEach(() => useLanguageStore.getState().setLanguage('en-US'));

  it.each(LOCALES)('renders a server message in %s, and a staff notice as written', async (locale) => {
    useLanguageStore.getState().setLanguage(locale);
    signIn();
    fakeServer(
      (request) =>
        request.url === LIST_URL
          ? { data: envelope(0, { Items: [etaChanged, germanNotice], TotalCount: 2, UnreadCount: 2 }) }
          : { data: envelope(0, null) },
      { background: true },
    );
    renderApp('/dashboard/msgHistory');
    // The first render of a file loads the whole app: give it longer than the default second.
    const title = await screen.findByText(expected[locale].title, {}, { timeout: 10_000 });
    expect(title.closest('[lang]')?.getAttribute('lang')).toBe(locale);
    const notice = screen.getByText('Feiertag am 24.12.');
    expect(notice.closest('[lang]')?.getAttribute('lang')).toBe('de-DE');

    await user.click(title);
    const dialog = await screen.findByRole('dialog');
    const content = within(dialog).getByTestId('message-detail-content');
    expect(content.textContent).toContain(expected[locale].date);
    expect(content.querySelector('a')?.getAttribute('href')).toBe(`/cargoStatus/shipmentDetail?id=${SHIPMENT_ID}`);
  });
});
