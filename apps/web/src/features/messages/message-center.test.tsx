import { type ClientMessage, PORTAL_PAGES } from '@portside/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { rewriteServicePath } from '../../lib/request';
import { backgroundAnswer, envelope, fakeServer, type SentRequest } from '../../testing/fake-server';
import { clientMessage, fakeMessageStream } from '../../testing/message-fixtures';
import { renderApp } from '../../testing/render-app';
import { DEMO_USER, menuItem, STAFF_TREE, signIn } from '../../testing/session';
import { RECONNECT_DELAYS_MS } from './message-stream';
import { MESSAGE_PAGE_LIST_URL, MESSAGE_VIEW_URL } from './messages-api';

const user = userEvent.setup();

const LIST_URL = rewriteServicePath(MESSAGE_PAGE_LIST_URL);

interface ListBody {
  PageIndex: number;
  PageSize: number;
  MessageStatus?: 0 | 1;
}

/** The message endpoints over a list of messages, as the server pages and marks them. */
function messageServer(messages: ClientMessage[], { unreadTotal }: { unreadTotal?: number } = {}) {
  return fakeServer(
    (request: SentRequest) => {
      if (request.url === LIST_URL) {
        const { PageIndex, PageSize, MessageStatus } = request.body as ListBody;
        const matching = messages.filter(
          (message) => MessageStatus === undefined || message.MessageStatus === MessageStatus,
        );
        const UnreadCount = unreadTotal ?? messages.filter((message) => message.MessageStatus === 0).length;
        const TotalCount = MessageStatus === 0 ? UnreadCount : matching.length;
        return {
          data: envelope(0, {
            Items: matching.slice((PageIndex - 1) * PageSize, PageIndex * PageSize),
            TotalCount,
            UnreadCount,
          }),
        };
      }
      if (request.url === MESSAGE_VIEW_URL) {
        const ids = new Set((request.body as { Parameter: string[] }).Parameter);
        let marked = 0;
        for (const message of messages) {
          if (ids.has(message.Id) && message.MessageStatus === 0) {
            message.MessageStatus = 1;
            marked += 1;
          }
        }
        return { data: envelope(0, marked) };
      }
      // The dashboard, where the centre is opened, asks for its own answers beside it.
      const quiet = backgroundAnswer(request.url);
      if (quiet) return quiet;
      throw new Error(`No fake answer for ${request.url}`);
    },
    { background: true },
  );
}

const badge = () => screen.getByTestId('message-badge');
const listCalls = (sent: SentRequest[], status?: 0 | 1) =>
  sent
    .filter((request) => request.url === LIST_URL && (request.body as ListBody).MessageStatus === status)
    .map((request) => request.body as ListBody);

async function openMessageCenter() {
  await user.click(await screen.findByRole('button', { name: /^Messages, \d+ unread$/ }));
  return screen.findByTestId('message-center-panel');
}

describe('message centre (spec §2, §4, §7, §9)', () => {
  it('asks for the unread messages five at a time with the portal conditions, and shows their number', async () => {
    signIn();
    const sent = messageServer([clientMessage(), clientMessage(), clientMessage({ MessageStatus: 1 })]);
    renderApp('/dashboard/index');
    await waitFor(() => expect(badge().textContent).toContain('2'));
    expect(listCalls(sent, 0)).toEqual([]);
    await openMessageCenter();
    await waitFor(() => expect(listCalls(sent, 0)).toHaveLength(1));
    expect(listCalls(sent, 0)[0]).toEqual({
      PageIndex: 1,
      PageSize: 5,
      SystemType: 200,
      NoDefaultConditionsRequired: true,
      MessageStatus: 0,
      IsFobAgentClient: false,
    });
    expect(sent[0]?.url).toBe('/client/api/ClientPush/GetClientMessagePageList');
  });

  it('shows 99+ above 99 unread messages', async () => {
    signIn();
    messageServer([clientMessage()], { unreadTotal: 120 });
    renderApp('/dashboard/index');
    await waitFor(() => expect(badge().textContent).toContain('99+'));
  });

  it('loads the next five when the list is scrolled to its bottom, until a short page', async () => {
    signIn();
    const sent = messageServer(Array.from({ length: 7 }, () => clientMessage()));
    renderApp('/dashboard/index');
    const panel = await openMessageCenter();
    const list = await within(panel).findByTestId('message-list-unread');
    expect(within(list).getAllByTestId('message-item')).toHaveLength(5);
    // user-event has no scrolling: the scroll event is what a person's wheel or swipe fires.
    fireEvent.scroll(list);
    await waitFor(() => expect(within(list).getAllByTestId('message-item')).toHaveLength(7));
    expect(listCalls(sent, 0).map((body) => body.PageIndex)).toEqual([1, 2]);
    expect(within(list).queryByTestId('message-list-unread-more')).toBeNull();
  });

  it('is a disclosure: expanded and controlling its panel, which takes the focus; Escape gives it back to the bell', async () => {
    signIn();
    messageServer([clientMessage()]);
    renderApp('/dashboard/index');
    const bell = await screen.findByRole('button', { name: /^Messages, \d+ unread$/ });
    expect(bell.getAttribute('aria-expanded')).toBe('false');
    await user.click(bell);
    const panel = await screen.findByTestId('message-center-panel');
    expect(bell.getAttribute('aria-expanded')).toBe('true');
    expect(bell.getAttribute('aria-controls')).toBe(panel.id);
    // The panel sits beside the bell, next in the tab order, not at the end of the page.
    expect(bell.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(bell.parentElement?.contains(panel)).toBe(true);
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bell.getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(bell);
  });

  it('puts the focus on the first message of the next page when Load more is pressed', async () => {
    signIn();
    messageServer(Array.from({ length: 7 }, () => clientMessage()));
    renderApp('/dashboard/index');
    const panel = await openMessageCenter();
    const list = await within(panel).findByTestId('message-list-unread');
    await user.click(within(list).getByTestId('message-list-unread-more'));
    await waitFor(() => expect(within(list).getAllByTestId('message-item')).toHaveLength(7));
    await waitFor(() => expect(document.activeElement).toBe(within(list).getAllByTestId('message-item')[5]));
  });

  it('lists every message, read or not, under All', async () => {
    signIn();
    const sent = messageServer([
      clientMessage({ MessageTitle: 'Unread one' }),
      clientMessage({ MessageStatus: 1, MessageTitle: 'Read one' }),
    ]);
    renderApp('/dashboard/index');
    await openMessageCenter();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    const list = await screen.findByTestId('message-list-all');
    within(list).getByText('Read one');
    within(list).getByText('Unread one');
    // The dashboard's recent messages load the same list: once for it, at most once more for the tab.
    expect(listCalls(sent, undefined).length).toBeLessThanOrEqual(2);
  });

  it("marks the listed messages read with All read, then reloads; an empty list is 'No Data'", async () => {
    signIn();
    const messages = [clientMessage(), clientMessage()];
    const sent = messageServer(messages);
    renderApp('/dashboard/index');
    await openMessageCenter();
    await screen.findByTestId('message-list-unread');
    await user.click(screen.getByRole('button', { name: 'All read' }));
    await waitFor(() => expect(badge().textContent).not.toContain('2'));
    expect(sent.find((request) => request.url === MESSAGE_VIEW_URL)?.body).toEqual({
      Parameter: messages.map((message) => message.Id),
      IsFobAgentClient: false,
    });
    const unreadList = () => within(screen.getByTestId('message-center-panel'));
    await waitFor(() => expect(unreadList().queryAllByTestId('message-item')).toHaveLength(0));
    await user.click(screen.getByRole('button', { name: 'All read' }));
    await screen.findByText('No Data');
    expect(sent.filter((request) => request.url === MESSAGE_VIEW_URL)).toHaveLength(1);
  });

  it('opens a message with its content sanitized, marks it read and reloads', async () => {
    signIn();
    const message = clientMessage({
      MessageTitle: 'Vessel departed Shanghai',
      MessageContent: 'ETA <b>2025-12-01</b><img src=x onerror="alert(1)">',
    });
    const sent = messageServer([message]);
    renderApp('/dashboard/index');
    await openMessageCenter();
    await user.click(
      await within(await screen.findByTestId('message-list-unread')).findByText('Vessel departed Shanghai'),
    );
    const content = await screen.findByTestId('message-detail-content');
    expect(content.querySelector('b')?.textContent).toBe('2025-12-01');
    expect(content.innerHTML).not.toContain('onerror');
    screen.getByText(message.DcgNo ?? '');
    await waitFor(() => expect(sent.some((request) => request.url === MESSAGE_VIEW_URL)).toBe(true));
    expect(sent.find((request) => request.url === MESSAGE_VIEW_URL)?.body).toMatchObject({ Parameter: [message.Id] });
    await waitFor(() => expect(badge().textContent).not.toContain('1'));
  });

  it('shows a new message from the live stream at once: a notification, the badge and the list', async () => {
    signIn();
    const messages = [clientMessage()];
    messageServer(messages);
    const stream = fakeMessageStream();
    renderApp('/dashboard/index');
    await waitFor(() => expect(badge().textContent).toContain('1'));
    await waitFor(() => expect(stream.fetched).toHaveBeenCalled());
    const [url, init] = stream.fetched.mock.calls[0] ?? [];
    expect(url).toBe('/client/api/ClientPush/Stream');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token');

    const arrived = clientMessage({ MessageTitle: 'Customs released', MessageContent: 'Your <b>cargo</b> is free' });
    messages.unshift(arrived);
    act(() => stream.push(arrived));
    // The dashboard lists the message too; the notification is the one that shows its text.
    const notice = await waitFor(() => {
      const element = document.querySelector<HTMLElement>('.ant-notification-notice');
      if (!element) throw new Error('No notification yet');
      return element;
    });
    within(notice).getByText('Customs released');
    within(notice).getByText('Your cargo is free');
    await waitFor(() => expect(badge().textContent).toContain('2'));
    await user.click(within(notice).getByRole('button', { name: 'Open' }));
    expect((await screen.findByTestId('message-detail-content')).textContent).toBe('Your cargo is free');
  });

  it('reconnects a stream the server ended, after a second, and reloads the lists', async () => {
    signIn();
    const sent = messageServer([clientMessage()]);
    const stream = fakeMessageStream();
    renderApp('/dashboard/index');
    await waitFor(() => expect(badge().textContent).toContain('1'));
    const connections = stream.connections;
    const loadsBefore = listCalls(sent).length;
    act(() => stream.end());
    await waitFor(() => expect(stream.connections).toBe(connections + 1), { timeout: RECONNECT_DELAYS_MS[0] + 2000 });
    await waitFor(() => expect(listCalls(sent).length).toBeGreaterThan(loadsBefore));
  });

  it('is not shown to staff, who have no messages', async () => {
    const stream = fakeMessageStream();
    signIn({ ...DEMO_USER, Role: 'staff', CompanyId: null, CompanyNameEn: null }, STAFF_TREE);
    fakeServer(() => ({ data: envelope(0, { Items: [], TotalCount: 0, UnreadCount: 0 }) }));
    renderApp('/staff/clientUsers');
    await screen.findByTestId('user-menu');
    expect(screen.queryByTestId('message-center')).toBeNull();
    expect(stream.fetched).not.toHaveBeenCalled();
  });

  it('is not shown to a client granted neither the dashboard nor its message history, whom the server refuses', async () => {
    const stream = fakeMessageStream();
    signIn(DEMO_USER, [
      menuItem('CargoStatus', 'Cargo status', '/cargoStatus', 1, [
        menuItem(PORTAL_PAGES.trackData.menuCode, 'Track', PORTAL_PAGES.trackData.path),
      ]),
    ]);
    const sent = fakeServer(() => ({ data: envelope(0, { Items: [], TotalCount: 0, UnreadCount: 0 }) }));
    renderApp(PORTAL_PAGES.trackData.path);
    await screen.findByTestId('user-menu');
    expect(screen.queryByTestId('message-center')).toBeNull();
    expect(stream.fetched).not.toHaveBeenCalled();
    expect(sent.filter((request) => request.url === LIST_URL)).toEqual([]);
  });
});

describe('message stream shutdown', () => {
  it('closes the stream on sign-out', async () => {
    signIn();
    messageServer([]);
    const stream = fakeMessageStream();
    const { unmount } = renderApp('/dashboard/index');
    await waitFor(() => expect(stream.fetched).toHaveBeenCalled());
    const signal = stream.fetched.mock.calls[0]?.[1]?.signal;
    unmount();
    expect(signal?.aborted).toBe(true);
    vi.clearAllMocks();
  });
});
