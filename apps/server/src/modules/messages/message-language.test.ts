import { randomUUID } from 'node:crypto';
import { ERRORS, PORTAL_PAGES } from '@portside/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { waitUntil } from '../../../test/wait.js';
import { emailOutbox, messages, userMenus } from '../../db/schema.js';
import { createMessages } from './service.js';

const LIST_URL = '/client/api/ClientPush/GetClientMessagePageList';

describe.each(DATABASE_KINDS)('messages in the reader’s language on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let demo: Awaited<ReturnType<typeof login>>;
  let viewer: Awaited<ReturnType<typeof login>>;
  let agent: Awaited<ReturnType<typeof login>>;
  const shipmentId = randomUUID();
  const etaChanged = {
    Template: 'shipments.etaChanged' as const,
    Params: {
      ShipmentId: shipmentId,
      DcgNo: 'DCG25119001',
      Place: 'Hamburg (DEHAM)',
      From: '2025-12-01T08:00:00.000Z',
      To: '2025-12-03T14:30:00.000Z',
      Reason: 'WEA',
    },
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://portal.example.com' } });
    demo = await login(t.app, 'demo');
    viewer = await login(t.app, 'demo.viewer');
    agent = await login(t.app, 'agent');
    await t.database.db
      .insert(userMenus)
      .values({ userId: viewer.UserInfo.UserId, menuCode: PORTAL_PAGES.pushConfig.menuCode });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const newest = async (token: string, language: string) =>
    (
      await call(t.app, {
        method: 'POST',
        url: LIST_URL,
        token,
        payload: { PageIndex: 1, PageSize: 1 },
        headers: { 'accept-language': language },
      })
    ).body.Body.Items[0];
  const saveEmails = (token: string, address: string, language: string | undefined, acceptLanguage: string) =>
    call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientPush/SavePushConfig',
      token,
      payload: { Email: address, Types: [{ MessageType: '3', InPortal: true, Email: true }], Language: language },
      headers: { 'accept-language': acceptLanguage },
    });

  it('writes a server message once and shows and e-mails it in each reader’s language', async () => {
    // Chinese is never an Accept-Language of the web (spec §7): the saved settings carry it.
    expect((await saveEmails(demo.AccessToken, 'lily.chen@brightwave.example', 'zh-CN', 'en-US')).body.ErrorCode).toBe(
      0,
    );
    expect(
      (await saveEmails(viewer.AccessToken, 'wei.zhang@brightwave.example', undefined, 'de-DE')).body.ErrorCode,
    ).toBe(0);
    t.clock.advance(1000);
    const created = await createMessages(t.app.context, {
      companyId: demo.UserInfo.CompanyId ?? '',
      relateId: shipmentId,
      dcgNo: 'DCG25119001',
      ...etaChanged,
    });
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ MessageType: '3', Template: 'shipments.etaChanged', Language: null });

    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, created[0]?.Id ?? ''));
    expect(stored[0]).toMatchObject({ template: 'shipments.etaChanged', params: etaChanged.Params, language: null });
    expect(stored[0]?.title).toBe('ETA changed: DCG25119001');

    const titles = {
      'en-US': 'ETA changed: DCG25119001',
      'fr-FR': 'ETA modifiée : DCG25119001',
      'de-DE': 'ETA geändert: DCG25119001',
    };
    for (const [language, title] of Object.entries(titles)) {
      const message = await newest(demo.AccessToken, language);
      expect(message).toMatchObject({
        MessageTitle: title,
        Template: 'shipments.etaChanged',
        Params: etaChanged.Params,
      });
    }
    expect((await newest(demo.AccessToken, 'de-DE')).MessageContent).toContain('03.12.2025, 14:30 UTC');

    await waitUntil(() => smtp.received.length === 2, 'two e-mails');
    const byRecipient = new Map(smtp.received.map((mail) => [mail.to[0], mail]));
    const chinese = byRecipient.get('lily.chen@brightwave.example');
    expect(chinese?.headers.get('subject')).toBe('[Portside] 预计到达时间变更：DCG25119001');
    expect(chinese?.text).toContain('2025年12月3日 14:30 UTC');
    expect(chinese?.text).toContain('不再接收此类邮件');
    const german = byRecipient.get('wei.zhang@brightwave.example');
    expect(german?.headers.get('subject')).toBe('[Portside] ETA geändert: DCG25119001');
    expect(german?.text).toContain('Die ETA von DCG25119001 in Hamburg (DEHAM)');

    // Another company's user never sees it.
    expect((await newest(agent.AccessToken, 'en-US'))?.DcgNo).not.toBe('DCG25119001');
  });

  it('refuses a server message with a bad parameter, naming it, and writes nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(messages);
    const outboxBefore = await t.database.db.select({ n: count() }).from(emailOutbox);
    await expect(
      createMessages(t.app.context, {
        companyId: demo.UserInfo.CompanyId ?? '',
        ...etaChanged,
        Params: { ...etaChanged.Params, To: 'next Tuesday' },
      }),
    ).rejects.toMatchObject({ errorName: 'ValidationFailed', message: expect.stringContaining('Params.To') });
    expect(await t.database.db.select({ n: count() }).from(messages)).toEqual(before);
    expect(await t.database.db.select({ n: count() }).from(emailOutbox)).toEqual(outboxBefore);
  });

  it('keeps a staff notice in the language it was written in', async () => {
    const ops = await login(t.app, 'ops');
    const send = (payload: Record<string, unknown>, language: string) =>
      call(t.app, {
        method: 'POST',
        url: '/cms/api/Staff/SendClientMessage',
        token: ops.AccessToken,
        payload: { CompanyId: agent.UserInfo.CompanyId, MessageType: '1', ...payload },
        headers: { 'accept-language': language },
      });
    t.clock.advance(1000);
    const german = await send(
      { MessageTitle: 'Feiertag', MessageContent: 'Am 24.12. geschlossen.', MessageLanguage: 'de-DE' },
      'en-US',
    );
    expect(german.body.ErrorCode).toBe(0);
    for (const language of ['en-US', 'fr-FR']) {
      expect(await newest(agent.AccessToken, language)).toMatchObject({
        MessageTitle: 'Feiertag',
        MessageContent: 'Am 24.12. geschlossen.',
        Template: null,
        Params: null,
        Language: 'de-DE',
      });
    }
    // Without a language: the one the staff member's request was written in.
    t.clock.advance(1000);
    await send({ MessageTitle: 'Fermeture', MessageContent: 'Le 25 décembre.' }, 'fr-FR');
    expect(await newest(agent.AccessToken, 'de-DE')).toMatchObject({ MessageTitle: 'Fermeture', Language: 'fr-FR' });

    const badLanguage = await send({ MessageTitle: 'x', MessageContent: 'y', MessageLanguage: 'xx-XX' }, 'en-US');
    expect(badLanguage.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(badLanguage.body.Msg).toContain('MessageLanguage');
  });
});
