import { randomUUID } from 'node:crypto';
import { type ClientMessage, ERRORS, MESSAGE_STREAM_EVENT } from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, DEMO_PASSWORD, login } from '../../../test/identity-helpers.js';
import { waitUntil } from '../../../test/wait.js';
import { buildApp } from '../../app.js';
import { messages, users } from '../../db/schema.js';
import { createLogger } from '../../logger.js';
import { hashPassword } from '../identity/password.js';
import { createMessageBus } from './bus.js';
import { createMessages } from './service.js';

const LIST_URL = '/client/api/ClientPush/GetClientMessagePageList';
const VIEW_URL = '/client/api/ClientPush/ClientMessageView';
const STREAM_PATH = '/client/api/ClientPush/Stream';

interface OpenStream {
  events: ClientMessage[];
  ended: () => boolean;
  close: () => void;
}

/** Opens the live stream over real HTTP, as the web does (fetch with the Bearer header). */
async function openStream(baseUrl: string, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${STREAM_PATH}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
  const events: ClientMessage[] = [];
  let ended = false;
  const body = res.body;
  if (!body) throw new Error('no stream body');
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          if (lines.includes(`event: ${MESSAGE_STREAM_EVENT}`)) {
            const data = lines.find((line) => line.startsWith('data: '))?.slice('data: '.length);
            events.push(JSON.parse(data ?? 'null') as ClientMessage);
          }
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by the test.
    }
    ended = true;
  })();
  return { events, ended: () => ended, close: () => controller.abort() };
}

describe.each(DATABASE_KINDS)('messages on %s', (kind) => {
  let t: TestApp;
  let baseUrl: string;
  let demo: Awaited<ReturnType<typeof login>>;
  let viewer: Awaited<ReturnType<typeof login>>;
  let agent: Awaited<ReturnType<typeof login>>;
  const opened: OpenStream[] = [];

  const list = (token: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: LIST_URL, token, payload });
  const context = () => t.app.context;
  /** A second server instance on the same database, as behind a load balancer. */
  const secondInstance = async (): Promise<{ app: FastifyInstance; url: string }> => {
    const logger = createLogger({ LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config: t.context.config,
      database: t.database,
      logger,
      clock: t.clock,
      messageBus: createMessageBus(t.database, logger),
      publicDir: '/nonexistent',
    });
    return { app, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    demo = await login(t.app, 'demo');
    viewer = await login(t.app, 'demo.viewer');
    agent = await login(t.app, 'agent');
  });
  afterAll(async () => {
    for (const stream of opened) stream.close();
    await t.close();
  });

  const stream = async (app: string, token: string) => {
    const open = await openStream(app, token);
    opened.push(open);
    return open;
  };

  it('pages the caller’s own messages newest first, with the unread filter', async () => {
    const own = await t.database.db.select().from(messages).where(eq(messages.userId, demo.UserInfo.UserId));
    const unread = own.filter((row) => row.status === 0).length;
    expect(own.length).toBeGreaterThanOrEqual(8);
    expect(unread).toBeGreaterThan(0);
    expect(unread).toBeLessThan(own.length);

    const seen: ClientMessage[] = [];
    for (let page = 1; page <= Math.ceil(own.length / 5); page++) {
      const res = await list(demo.AccessToken, {
        PageIndex: page,
        PageSize: 5,
        SystemType: 200,
        NoDefaultConditionsRequired: true,
        IsFobAgentClient: false,
      });
      expect(res.body.ErrorCode).toBe(0);
      expect(res.body.Body.TotalCount).toBe(own.length);
      expect(res.body.Body.UnreadCount).toBe(unread);
      seen.push(...res.body.Body.Items);
    }
    // A short last page: no more messages.
    expect(seen.length).toBe(own.length);
    expect(new Set(seen.map((m) => m.Id))).toEqual(new Set(own.map((row) => row.id)));
    const times = seen.map((m) => Date.parse(m.CreatedTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(seen[0]).toMatchObject({ MessageType: expect.any(String), ReadTime: null, MessageStatus: 0 });

    const unreadPage = await list(demo.AccessToken, { PageIndex: 1, PageSize: 100, MessageStatus: 0 });
    expect(unreadPage.body.Body.TotalCount).toBe(unread);
    expect(unreadPage.body.Body.Items.every((m: ClientMessage) => m.MessageStatus === 0)).toBe(true);
    const readPage = await list(demo.AccessToken, { PageIndex: 1, PageSize: 100, MessageStatus: 1 });
    expect(readPage.body.Body.TotalCount).toBe(own.length - unread);
    expect(readPage.body.Body.UnreadCount).toBe(unread);
    expect(readPage.body.Body.Items.every((m: ClientMessage) => m.MessageStatus === 1 && m.ReadTime)).toBe(true);
  });

  it('filters the history by type, keyword and creation time', async () => {
    const all: ClientMessage[] = (await list(demo.AccessToken, { PageSize: 100 })).body.Body.Items;
    const sample = all.find((m) => m.DcgNo);
    if (!sample?.DcgNo) throw new Error('the demo messages have job numbers');
    const byKeyword = await list(demo.AccessToken, { PageSize: 100, Keyword: sample.DcgNo.toLowerCase() });
    expect(byKeyword.body.Body.TotalCount).toBeGreaterThan(0);
    for (const m of byKeyword.body.Body.Items as ClientMessage[]) {
      expect(`${m.DcgNo} ${m.MessageTitle} ${m.MessageContent}`.toLowerCase()).toContain(sample.DcgNo.toLowerCase());
    }
    const byType = await list(demo.AccessToken, { PageSize: 100, MessageType: Number(sample.MessageType) });
    expect(byType.body.Body.TotalCount).toBe(all.filter((m) => m.MessageType === sample.MessageType).length);

    const day = sample.CreatedTime.slice(0, 10);
    const onThatDay = all.filter((m) => m.CreatedTime.startsWith(day)).length;
    const byDay = await list(demo.AccessToken, { PageSize: 100, CreatedFrom: day, CreatedTo: day });
    expect(byDay.body.Body.TotalCount).toBe(onThatDay);
    const upToSample = await list(demo.AccessToken, { PageSize: 100, CreatedTo: sample.CreatedTime });
    expect(upToSample.body.Body.TotalCount).toBe(all.filter((m) => m.CreatedTime <= sample.CreatedTime).length);

    const invalid = await list(demo.AccessToken, { PageSize: 101, SystemType: 100 });
    expect(invalid.status).toBe(400);
    expect(invalid.body.Msg).toContain('PageSize');
    expect(invalid.body.Msg).toContain('SystemType');
  });

  it('marks only the caller’s own messages read, answering others’ ids like ids of nothing', async () => {
    const unreadOf = async (userId: string) =>
      (
        await t.database.db
          .select({ id: messages.id })
          .from(messages)
          .where(and(eq(messages.userId, userId), eq(messages.status, 0)))
      ).map((row) => row.id);
    const agentUnread = await unreadOf(agent.UserInfo.UserId);
    expect(agentUnread.length).toBeGreaterThan(0);

    const view = (token: string, ids: string[]) =>
      call(t.app, { method: 'POST', url: VIEW_URL, token, payload: { Parameter: ids } });
    const forAgentsIds = await view(demo.AccessToken, agentUnread);
    const forRandomIds = await view(
      demo.AccessToken,
      agentUnread.map(() => randomUUID()),
    );
    expect(forAgentsIds.body).toEqual({ ErrorCode: 0, Msg: '', Body: 0 });
    expect(forAgentsIds.body).toEqual(forRandomIds.body);
    expect(await unreadOf(agent.UserInfo.UserId)).toEqual(agentUnread);

    // The viewer's copies of the same notices are the viewer's, not the admin's.
    const viewerUnread = await unreadOf(viewer.UserInfo.UserId);
    expect((await view(demo.AccessToken, viewerUnread)).body.Body).toBe(0);

    const mine = await unreadOf(demo.UserInfo.UserId);
    const [first, ...rest] = mine;
    if (!first) throw new Error('demo has unread messages');
    expect((await view(demo.AccessToken, [first, first, ...agentUnread])).body.Body).toBe(1);
    expect((await view(demo.AccessToken, [first])).body.Body).toBe(0);
    expect((await view(demo.AccessToken, rest)).body.Body).toBe(rest.length);
    const afterwards = await list(demo.AccessToken, { PageIndex: 1, PageSize: 5, MessageStatus: 0 });
    expect(afterwards.body.Body).toEqual({ Items: [], TotalCount: 0, UnreadCount: 0 });
    expect(await unreadOf(viewer.UserInfo.UserId)).toEqual(viewerUnread);

    const tooMany = await view(
      demo.AccessToken,
      Array.from({ length: 501 }, () => randomUUID()),
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.Msg).toContain('Parameter');
  });

  it('pushes a message from createMessages to the open streams of its user only', async () => {
    const demoStream = await stream(baseUrl, demo.AccessToken);
    const viewerStream = await stream(baseUrl, viewer.AccessToken);
    const agentStream = await stream(baseUrl, agent.AccessToken);

    const [created] = await createMessages(context(), {
      companyId: demo.UserInfo.CompanyId ?? '',
      userIds: [demo.UserInfo.UserId],
      title: 'Vessel departed Shanghai',
      content: 'DCG26110042 left <b>Shanghai</b>.',
      type: '2',
      language: 'en-US',
      dcgNo: 'DCG26110042',
      relateId: 'shipment-42',
    });
    await waitUntil(() => demoStream.events.length === 1);
    expect(demoStream.events[0]).toEqual(created);
    expect(demoStream.events[0]).toMatchObject({ DcgNo: 'DCG26110042', MessageStatus: 0, RelateId: 'shipment-42' });

    // Without recipients: every enabled user of the company, in one go.
    t.clock.advance(1000);
    const forCompany = await createMessages(context(), {
      companyId: demo.UserInfo.CompanyId ?? '',
      title: 'Portal maintenance',
      content: 'Sunday 02:00 UTC',
      type: '1',
      language: 'en-US',
    });
    expect(forCompany.length).toBe(2);
    await waitUntil(() => demoStream.events.length === 2 && viewerStream.events.length === 1);
    // Another company's user hears nothing of it: a notice for that company, sent after, is the first they get.
    await createMessages(context(), {
      companyId: agent.UserInfo.CompanyId ?? '',
      title: 'Notice for the agent',
      content: 'Sent after the others',
      type: '1',
      language: 'en-US',
    });
    await waitUntil(() => agentStream.events.length > 0, "the agent's notice");
    expect(agentStream.events.map((m) => m.MessageTitle)).toEqual(['Notice for the agent']);
    expect(viewerStream.events.map((m) => m.MessageTitle)).toEqual(['Portal maintenance']);

    const listed = await list(demo.AccessToken, { PageIndex: 1, PageSize: 5, MessageStatus: 0 });
    expect(listed.body.Body.Items[0]).toEqual(demoStream.events[1]);
  });

  it('lets staff send a notice to a company they serve, and no other', async () => {
    const send = (token: string, companyId: string) =>
      call(t.app, {
        method: 'POST',
        url: '/cms/api/Staff/SendClientMessage',
        token,
        payload: {
          CompanyId: companyId,
          MessageTitle: ' Office closed ',
          MessageContent: 'On Friday.',
          MessageType: 1,
        },
      });
    const sales = await login(t.app, 'sales');
    // Later than any message another test made, so it is the newest of the inbox.
    t.clock.advance(1000);
    const sent = await send(sales.AccessToken, agent.UserInfo.CompanyId ?? '');
    expect(sent.body).toEqual({ ErrorCode: 0, Msg: '', Body: 1 });
    const inbox = await list(agent.AccessToken, { PageIndex: 1, PageSize: 1 });
    expect(inbox.body.Body.Items[0]).toMatchObject({ MessageTitle: 'Office closed', MessageType: '1' });

    const ops = await login(t.app, 'ops');
    expect((await send(ops.AccessToken, demo.UserInfo.CompanyId ?? '')).body.Body).toBe(2);

    // Staff serving no company: the company is answered exactly like one that does not exist.
    await t.database.db
      .insert(users)
      .values({ accountName: 'new.staff', passwordHash: await hashPassword(DEMO_PASSWORD), role: 'staff' });
    const newStaff = await login(t.app, 'new.staff');
    const outside = await send(newStaff.AccessToken, agent.UserInfo.CompanyId ?? '');
    const nowhere = await send(newStaff.AccessToken, randomUUID());
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual(nowhere.body);
    expect(outside.body.ErrorCode).toBe(ERRORS.NotFound.ErrorCode);
    const badType = await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/SendClientMessage',
      token: sales.AccessToken,
      payload: { CompanyId: agent.UserInfo.CompanyId, MessageTitle: 'x', MessageContent: 'y', MessageType: '99' },
    });
    expect(badType.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(badType.body.Msg).toContain('MessageType');
  });

  it.runIf(kind === 'postgres')('delivers through LISTEN/NOTIFY a message created on another instance', async () => {
    const { app: second } = await secondInstance();
    try {
      const demoStream = await stream(baseUrl, demo.AccessToken);
      const agentStream = await stream(baseUrl, agent.AccessToken);
      const staff = await login(second, 'sales');
      const sent = await call(second, {
        method: 'POST',
        url: '/cms/api/Staff/SendClientMessage',
        token: staff.AccessToken,
        payload: {
          CompanyId: demo.UserInfo.CompanyId,
          MessageTitle: 'Sent on instance two',
          MessageContent: 'Hello',
          MessageType: '1',
        },
      });
      expect(sent.body.Body).toBe(2);
      await waitUntil(() => demoStream.events.length === 1);
      expect(demoStream.events[0]?.MessageTitle).toBe('Sent on instance two');
      // The agent's company hears nothing of it: its own notice, sent after, is the first it gets.
      await call(second, {
        method: 'POST',
        url: '/cms/api/Staff/SendClientMessage',
        token: staff.AccessToken,
        payload: {
          CompanyId: agent.UserInfo.CompanyId,
          MessageTitle: 'Notice for the agent',
          MessageContent: 'Sent after the others',
          MessageType: '1',
        },
      });
      await waitUntil(() => agentStream.events.length > 0, "the agent's notice");
      expect(agentStream.events.map((m) => m.MessageTitle)).toEqual(['Notice for the agent']);
    } finally {
      await second.close();
    }
  });

  it('ends open streams when the app closes, without holding the close', async () => {
    const second = await secondInstance();
    const open = await stream(second.url, demo.AccessToken);
    let closed = false;
    const closing = second.app.close().then(() => {
      closed = true;
    });
    // Liveness, not speed: a stream that held the close would keep it pending until the client left.
    await waitUntil(() => closed, 'the app to close with a stream open', 15_000);
    await closing;
    await waitUntil(open.ended, 'the stream to end');
  });

  it('refuses staff and anonymous callers on the stream', async () => {
    const staff = await login(t.app, 'sales');
    const asStaff = await fetch(`${baseUrl}${STREAM_PATH}`, {
      headers: { authorization: `Bearer ${staff.AccessToken}` },
    });
    expect(asStaff.status).toBe(403);
    const anonymous = await fetch(`${baseUrl}${STREAM_PATH}?token=${demo.AccessToken}`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { ErrorCode: number }).ErrorCode).toBe(ERRORS.Unauthorized.ErrorCode);
  });
});
