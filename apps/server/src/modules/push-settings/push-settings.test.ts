import net from 'node:net';
import { ERRORS, PORTAL_PAGES } from '@portside/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, login } from '../../../test/identity-helpers.js';
import { startSmtpServer } from '../../../test/smtp.js';
import { waitUntil } from '../../../test/wait.js';
import { emailOutbox, userMenus } from '../../db/schema.js';

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(DATABASE_KINDS)('push settings and e-mail notifications on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let demo: Awaited<ReturnType<typeof login>>;
  let viewer: Awaited<ReturnType<typeof login>>;
  let ops: Awaited<ReturnType<typeof login>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { env: { SMTP_URL: smtp.url, PUBLIC_BASE_URL: 'https://portal.example.com' } });
    demo = await login(t.app, 'demo');
    viewer = await login(t.app, 'demo.viewer');
    // The sub-account sets its own notifications on the push settings page, so it holds that page.
    await t.database.db
      .insert(userMenus)
      .values({ userId: viewer.UserInfo.UserId, menuCode: PORTAL_PAGES.pushConfig.menuCode });
    ops = await login(t.app, 'ops');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const getConfig = (token: string) => call(t.app, { method: 'GET', url: '/cms/api/ClientPush/GetPushConfig', token });
  const saveConfig = (token: string, payload: unknown, language = 'en-US') =>
    call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientPush/SavePushConfig',
      token,
      payload: payload as object,
      headers: { 'accept-language': language },
    });
  const notice = (title: string, type = '1') =>
    call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/SendClientMessage',
      token: ops.AccessToken,
      payload: {
        CompanyId: demo.UserInfo.CompanyId,
        MessageTitle: title,
        MessageContent: 'Details <b>inside</b>.',
        MessageType: type,
      },
    });
  const unreadTitles = async (token: string) =>
    (
      await call(t.app, {
        method: 'POST',
        url: '/client/api/ClientPush/GetClientMessagePageList',
        token,
        payload: { PageIndex: 1, PageSize: 100, MessageStatus: 0 },
      })
    ).body.Body.Items.map((item: { MessageTitle: string }) => item.MessageTitle);

  it('defaults to every type in the portal, none by e-mail, with the account e-mail address', async () => {
    const config = await getConfig(demo.AccessToken);
    expect(config.body.Body.Email).toBe('lily.chen@brightwave.example');
    expect(config.body.Body.Types.length).toBeGreaterThan(3);
    expect(config.body.Body.Types.every((s: { InPortal: boolean; Email: boolean }) => s.InPortal && !s.Email)).toBe(
      true,
    );
  });

  it('refuses an unknown message type or e-mails without an address, naming the field', async () => {
    const unknown = await saveConfig(demo.AccessToken, {
      Email: null,
      Types: [{ MessageType: '99', InPortal: true, Email: false }],
    });
    expect(unknown.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(unknown.body.Msg).toContain('Types');
    const noAddress = await saveConfig(demo.AccessToken, {
      Email: null,
      Types: [{ MessageType: '1', InPortal: true, Email: true }],
    });
    expect(noAddress.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
    expect(noAddress.body.Msg).toContain('Email');
  });

  it('keeps a type out of the message centre of a user who switched it off, and only theirs', async () => {
    await saveConfig(viewer.AccessToken, { Email: null, Types: [{ MessageType: '1', InPortal: false, Email: false }] });
    expect((await notice('Terminal closed on Sunday')).body.Body).toBe(1);
    expect(await unreadTitles(demo.AccessToken)).toContain('Terminal closed on Sunday');
    expect(await unreadTitles(viewer.AccessToken)).not.toContain('Terminal closed on Sunday');
  });

  it("e-mails a switched-on type in the user's language, with a working unsubscribe link", async () => {
    const saved = await saveConfig(
      demo.AccessToken,
      { Email: 'lily.chen@brightwave.example', Types: [{ MessageType: '1', InPortal: true, Email: true }] },
      'fr-FR',
    );
    expect(saved.body.ErrorCode).toBe(0);
    await notice('Customs released DCG26110001');
    await waitUntil(() => smtp.received.length === 1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual(['lily.chen@brightwave.example']);
    expect(mail?.headers.get('subject')).toBe('[Portside] Customs released DCG26110001');
    expect(mail?.text).toContain('Details inside.');
    expect(mail?.text).toContain('Ne plus recevoir ces e-mails');
    const link = /https:\/\/portal\.example\.com\/customerPool\/unsubscribeEmail\?token=([A-Za-z0-9_-]+)/.exec(
      mail?.text ?? '',
    );
    expect(link).not.toBeNull();
    expect(mail?.headers.get('list-unsubscribe')).toBe(`<${link?.[0]}>`);

    const unsubscribed = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientPush/UnsubscribeEmail',
      payload: { Token: link?.[1] },
    });
    expect(unsubscribed.body.Body).toEqual({ MaskedEmail: 'l***@brightwave.example' });
    await notice('Second notice, no e-mail');
    expect(await unreadTitles(demo.AccessToken)).toContain('Second notice, no e-mail');
    // A barrier: a later notice that another user gets by e-mail. The outbox sends in the order mails were
    // queued, so an e-mail of the second notice would arrive before it.
    await saveConfig(viewer.AccessToken, {
      Email: 'viewer@brightwave.example',
      Types: [{ MessageType: '2', InPortal: true, Email: true }],
    });
    t.clock.advance(1000);
    await notice('Barrier notice, e-mailed to the viewer', '2');
    await waitUntil(() => smtp.received.length === 2, "the viewer's e-mail");
    expect(smtp.received.map((received) => received.to)).toEqual([
      ['lily.chen@brightwave.example'],
      ['viewer@brightwave.example'],
    ]);
  });

  it('answers an unknown unsubscribe token as an invalid link', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientPush/UnsubscribeEmail',
      payload: { Token: 'x'.repeat(43) },
    });
    expect(res.body.ErrorCode).toBe(ERRORS.LinkInvalid.ErrorCode);
  });

  it('never lets a title add a header', async () => {
    await saveConfig(demo.AccessToken, {
      Email: 'lily.chen@brightwave.example',
      Types: [{ MessageType: '1', InPortal: true, Email: true }],
    });
    const before = smtp.received.length;
    await notice('Hello\r\nBcc: attacker@evil.example');
    await waitUntil(() => smtp.received.length === before + 1);
    const mail = smtp.received.at(-1);
    expect(mail?.headers.has('bcc')).toBe(false);
    expect(mail?.to).toEqual(['lily.chen@brightwave.example']);
  });
});

describe('the e-mail outbox', () => {
  it('keeps an e-mail while the SMTP server is down and delivers it exactly once when it is back', async () => {
    const port = await closedPort();
    const t = await createTestApp('pglite', { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const demo = await login(t.app, 'demo');
    const ops = await login(t.app, 'ops');
    await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientPush/SavePushConfig',
      token: demo.AccessToken,
      payload: { Email: 'lily.chen@brightwave.example', Types: [{ MessageType: '1', InPortal: true, Email: true }] },
    });
    await call(t.app, {
      method: 'POST',
      url: '/cms/api/Staff/SendClientMessage',
      token: ops.AccessToken,
      payload: {
        CompanyId: demo.UserInfo.CompanyId,
        MessageTitle: 'Queued while down',
        MessageContent: 'x',
        MessageType: '1',
      },
    });
    const outbox = () =>
      t.database.db.select().from(emailOutbox).where(eq(emailOutbox.subject, '[Portside] Queued while down'));
    expect(await t.app.context.mailer.sendDue()).toBe(0);
    const [failed] = await outbox();
    expect(failed?.sentAt).toBeNull();
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toBeTruthy();

    const smtp = await startSmtpServer(port);
    // Not before its retry time...
    expect(await t.app.context.mailer.sendDue()).toBe(0);
    // ...then once, and never again.
    t.clock.advance(61_000);
    expect(await t.app.context.mailer.sendDue()).toBe(1);
    expect(await t.app.context.mailer.sendDue()).toBe(0);
    expect(smtp.received.map((mail) => mail.headers.get('subject'))).toEqual(['[Portside] Queued while down']);
    expect((await outbox())[0]?.sentAt).not.toBeNull();
    await t.close();
    await smtp.close();
  });
});
