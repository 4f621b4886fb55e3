import { ERRORS } from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, DEMO_PASSWORD, freshIp, login } from '../../../test/identity-helpers.js';
import { authEvents, smsCodes, smsOutbox, users } from '../../db/schema.js';

const MINUTE = 60_000;

describe.each(DATABASE_KINDS)('identity on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const userInfo = (token: string) => call(t.app, { method: 'GET', url: '/cms/api/User/GetUserInfo', token });
  const sendCode = (accountName: string, templateCode: string, ip = freshIp()) =>
    call(t.app, {
      method: 'POST',
      url: `/cms/api/User/SmsSend?accountName=${encodeURIComponent(accountName)}&templateCode=${templateCode}`,
      payload: {},
      ip,
    });
  const latestCode = async (phone: string) => {
    const rows = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    const text = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]?.message ?? '';
    return /\b(\d{6})\b/.exec(text)?.[1] ?? '';
  };
  const quickLogin = (account: string, code: string, ip = freshIp()) =>
    call(t.app, {
      method: 'POST',
      url: '/cms/api/User/LoginByQuickLogin',
      payload: { AccountName: account, SmsCode: code },
      ip,
    });

  describe('password login', () => {
    it('answers a token and the user info of spec §3', async () => {
      const answer = await login(t.app, 'demo');
      expect(answer.AccessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.UserInfo).toMatchObject({
        AccountName: 'demo',
        Role: 'client_admin',
        CompanyNameEn: 'Brightwave Home Goods Co., Ltd.',
        SalesmanNameEn: 'Kevin Zhang',
        SalesmanPhone: '+862168880101',
        IsFobAgentClient: false,
        IsFromAdmin: false,
      });
      expect((await userInfo(answer.AccessToken)).body.Body.AccountName).toBe('demo');
    });

    it('answers an unknown account exactly like a wrong password', async () => {
      const wrong = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/Login',
        payload: { AccountName: 'demo', Password: 'not-the-password' },
        ip: freshIp(),
      });
      const unknown = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/Login',
        payload: { AccountName: 'nobody-here', Password: 'not-the-password' },
        ip: freshIp(),
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(wrong.status);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.ErrorCode).toBe(ERRORS.LoginFailed.ErrorCode);
    });

    it('checks the password exactly as typed, but ignores the case of the account name', async () => {
      for (const password of [DEMO_PASSWORD.toUpperCase(), DEMO_PASSWORD.slice(0, -1), `${DEMO_PASSWORD}x`]) {
        const res = await call(t.app, {
          method: 'POST',
          url: '/cms/api/User/Login',
          payload: { AccountName: 'agent', Password: password },
          ip: freshIp(),
        });
        expect(res.body.ErrorCode).toBe(ERRORS.LoginFailed.ErrorCode);
      }
      expect((await login(t.app, 'AGENT')).UserInfo.CompanyId).toBeTruthy();
    });

    it('locks an account after 10 failures, even against the right password, and unlocks after 15 minutes', async () => {
      const failures = [];
      for (let i = 0; i < 10; i++) {
        failures.push(
          await call(t.app, {
            method: 'POST',
            url: '/cms/api/User/Login',
            payload: { AccountName: 'sales', Password: `wrong-${i}` },
            ip: freshIp(),
          }),
        );
      }
      expect(failures.every((res) => res.body.ErrorCode === ERRORS.LoginFailed.ErrorCode)).toBe(true);
      const locked = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/Login',
        payload: { AccountName: 'sales', Password: DEMO_PASSWORD },
        ip: freshIp(),
      });
      expect(locked.status).toBe(429);
      expect(locked.body.ErrorCode).toBe(ERRORS.AccountLocked.ErrorCode);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      t.clock.advance(15 * MINUTE + 1000);
      expect((await login(t.app, 'sales')).UserInfo.UserId).toBeTruthy();
    });

    it('locks an unknown account name the same way, so a lock reveals nothing', async () => {
      let last = { status: 0, body: { ErrorCode: 0 } };
      for (let i = 0; i < 11; i++) {
        last = await call(t.app, {
          method: 'POST',
          url: '/cms/api/User/Login',
          payload: { AccountName: 'ghost-account', Password: `wrong-${i}` },
          ip: freshIp(),
        });
      }
      expect(last.status).toBe(429);
      expect(last.body.ErrorCode).toBe(ERRORS.AccountLocked.ErrorCode);
      t.clock.advance(15 * MINUTE + 1000);
    });

    it('limits one address to 10 sign-in attempts a minute, with Retry-After', async () => {
      const ip = freshIp();
      for (let i = 0; i < 10; i++) {
        await call(t.app, {
          method: 'POST',
          url: '/cms/api/User/Login',
          payload: { AccountName: `someone-${i}`, Password: 'x' },
          ip,
        });
      }
      const limited = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/Login',
        payload: { AccountName: 'demo', Password: DEMO_PASSWORD },
        ip,
      });
      expect(limited.status).toBe(429);
      expect(limited.body.ErrorCode).toBe(ERRORS.RateLimited.ErrorCode);
      expect(limited.headers['retry-after']).toBe('60');
      t.clock.advance(MINUTE + 1000);
      const again = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/Login',
        payload: { AccountName: 'demo', Password: DEMO_PASSWORD },
        ip,
      });
      expect(again.body.ErrorCode).toBe(0);
    });

    it('records each attempt for audit without the password', async () => {
      const events = await t.database.db.select().from(authEvents).where(eq(authEvents.accountKey, 'demo'));
      expect(events.some((e) => e.kind === 'login' && e.outcome === 'success')).toBe(true);
      expect(JSON.stringify(events)).not.toContain(DEMO_PASSWORD);
    });
  });

  describe('sessions', () => {
    it('ends after 30 idle minutes with ErrorCode 3 and "Unauthorized access"', async () => {
      const { AccessToken } = await login(t.app, 'demo');
      t.clock.advance(29 * MINUTE);
      expect((await userInfo(AccessToken)).body.ErrorCode).toBe(0);
      t.clock.advance(29 * MINUTE);
      expect((await userInfo(AccessToken)).body.ErrorCode).toBe(0);
      t.clock.advance(30 * MINUTE + 1000);
      const expired = await userInfo(AccessToken);
      expect(expired.status).toBe(401);
      expect(expired.body.ErrorCode).toBe(3);
      expect(expired.body.Msg).toContain('Unauthorized access');
    });

    it('ends 12 hours after sign-in even when in use', async () => {
      const { AccessToken } = await login(t.app, 'demo');
      // In use every 25 minutes (under the idle limit) for 11 h 40 min...
      for (let step = 0; step < 28; step++) {
        t.clock.advance(25 * MINUTE);
        expect((await userInfo(AccessToken)).body.ErrorCode).toBe(0);
      }
      // ...and 25 minutes later, past 12 hours, it has ended although it was not idle.
      t.clock.advance(25 * MINUTE);
      expect((await userInfo(AccessToken)).body.ErrorCode).toBe(3);
    });

    it('answers a missing, malformed or unknown token with ErrorCode 3', async () => {
      for (const headers of [
        {},
        { authorization: 'Bearer' },
        { authorization: 'Basic abc' },
        { authorization: 'Bearer abc' },
      ]) {
        const res = await call(t.app, { method: 'GET', url: '/cms/api/User/GetUserInfo', headers });
        expect(res.body.ErrorCode).toBe(3);
      }
    });

    it('is revoked by logout', async () => {
      const { AccessToken } = await login(t.app, 'demo');
      expect(
        (await call(t.app, { method: 'POST', url: '/cms/api/User/Logout', token: AccessToken })).body.ErrorCode,
      ).toBe(0);
      expect((await userInfo(AccessToken)).body.ErrorCode).toBe(3);
    });

    it('a password change keeps this session and ends the others; the new password works', async () => {
      const first = await login(t.app, 'agent');
      const second = await login(t.app, 'agent');
      const weak = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/ChangePassword',
        token: first.AccessToken,
        payload: { OldPassword: DEMO_PASSWORD, NewPassword: 'password12345678' },
      });
      expect(weak.body.ErrorCode).toBe(ERRORS.PasswordTooWeak.ErrorCode);
      expect(weak.body.Msg).toContain('NewPassword');
      const wrongOld = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/ChangePassword',
        token: first.AccessToken,
        payload: { OldPassword: 'not-it', NewPassword: 'harbour lights at dawn' },
      });
      expect(wrongOld.body.ErrorCode).toBe(ERRORS.LoginFailed.ErrorCode);
      const changed = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/ChangePassword',
        token: first.AccessToken,
        payload: { OldPassword: DEMO_PASSWORD, NewPassword: 'harbour lights at dawn' },
      });
      expect(changed.body.ErrorCode).toBe(0);
      expect((await userInfo(first.AccessToken)).body.ErrorCode).toBe(0);
      expect((await userInfo(second.AccessToken)).body.ErrorCode).toBe(3);
      await login(t.app, 'agent', 'harbour lights at dawn');
    });

    it("ends a disabled user's sessions", async () => {
      const admin = await login(t.app, 'demo');
      const viewer = await login(t.app, 'demo.viewer');
      const disabled = await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientUser/SetEnabled',
        token: admin.AccessToken,
        payload: { UserId: viewer.UserInfo.UserId, Enabled: false },
      });
      expect(disabled.body.ErrorCode).toBe(0);
      expect((await userInfo(viewer.AccessToken)).body.ErrorCode).toBe(3);
      const refused = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/Login',
        payload: { AccountName: 'demo.viewer', Password: DEMO_PASSWORD },
        ip: freshIp(),
      });
      expect(refused.body.ErrorCode).toBe(ERRORS.LoginFailed.ErrorCode);
      await call(t.app, {
        method: 'POST',
        url: '/cms/api/ClientUser/SetEnabled',
        token: admin.AccessToken,
        payload: { UserId: viewer.UserInfo.UserId, Enabled: true },
      });
      await login(t.app, 'demo.viewer');
    });
  });

  describe('SMS codes', () => {
    it('are 6 digits, stored only hashed, and sign in once', async () => {
      expect((await sendCode('demo', 'QuickLogin')).body).toEqual({
        ErrorCode: 0,
        Msg: '',
        Body: { ResendAfterSeconds: 60 },
      });
      const code = await latestCode('+8613800138000');
      expect(code).toMatch(/^\d{6}$/);
      const [stored] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.accountKey, 'demo'));
      expect(JSON.stringify(stored)).not.toContain(code);
      const signedIn = await quickLogin('demo', code);
      expect(signedIn.body.ErrorCode).toBe(0);
      expect(signedIn.body.Body.UserInfo.AccountName).toBe('demo');
      expect((await quickLogin('demo', code)).body.ErrorCode).toBe(ERRORS.SmsCodeInvalid.ErrorCode);
      t.clock.advance(61_000);
    });

    it('expire after 10 minutes', async () => {
      await sendCode('agent', 'QuickLogin');
      const code = await latestCode('+4915112345678');
      t.clock.advance(10 * MINUTE + 1000);
      expect((await quickLogin('agent', code)).body.ErrorCode).toBe(ERRORS.SmsCodeInvalid.ErrorCode);
    });

    it('are bound to their purpose and account', async () => {
      await sendCode('demo', 'ResetPassword');
      const code = await latestCode('+8613800138000');
      expect((await quickLogin('demo', code)).body.ErrorCode).toBe(ERRORS.SmsCodeInvalid.ErrorCode);
      expect((await quickLogin('agent', code)).body.ErrorCode).toBe(ERRORS.SmsCodeInvalid.ErrorCode);
      t.clock.advance(61_000);
    });

    it('stop working after 5 wrong tries', async () => {
      await sendCode('demo', 'QuickLogin');
      const code = await latestCode('+8613800138000');
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) await quickLogin('demo', wrong);
      expect((await quickLogin('demo', code)).body.ErrorCode).toBe(ERRORS.SmsCodeInvalid.ErrorCode);
      t.clock.advance(61_000);
    });

    it('are sent at most once a minute and 5 times an hour per account', async () => {
      const first = await sendCode('demo.viewer', 'QuickLogin');
      expect(first.body.ErrorCode).toBe(0);
      const tooSoon = await sendCode('demo.viewer', 'QuickLogin');
      expect(tooSoon.status).toBe(429);
      expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
      for (let i = 0; i < 4; i++) {
        t.clock.advance(61_000);
        expect((await sendCode('demo.viewer', 'QuickLogin')).body.ErrorCode).toBe(0);
      }
      t.clock.advance(61_000);
      expect((await sendCode('demo.viewer', 'QuickLogin')).body.ErrorCode).toBe(ERRORS.RateLimited.ErrorCode);
      t.clock.advance(60 * MINUTE);
    });

    it('answer an unknown account like a known one and send nothing', async () => {
      const before = (await t.database.db.select().from(smsOutbox)).length;
      const res = await sendCode('no-such-account', 'QuickLogin');
      expect(res.body).toEqual({ ErrorCode: 0, Msg: '', Body: { ResendAfterSeconds: 60 } });
      expect((await t.database.db.select().from(smsOutbox)).length).toBe(before);
    });

    it('reset a password, ending every session', async () => {
      const session = await login(t.app, 'demo.viewer');
      t.clock.advance(61_000);
      await sendCode('demo.viewer', 'ResetPassword');
      const code = await latestCode('+8613900139000');
      const reset = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/ResetPassword',
        payload: { AccountName: 'demo.viewer', SmsCode: code, NewPassword: 'quiet container yard' },
        ip: freshIp(),
      });
      expect(reset.body.ErrorCode).toBe(0);
      expect((await userInfo(session.AccessToken)).body.ErrorCode).toBe(3);
      await login(t.app, 'demo.viewer', 'quiet container yard');
    });

    it('register a new company and its admin, who is signed in', async () => {
      const phone = '+8613712345678';
      await sendCode(phone, 'Register');
      const code = await latestCode(phone);
      const payload = {
        AccountName: phone,
        SmsCode: code,
        Password: 'seven blue cranes',
        CompanyName: 'Lotus Outdoor Gear Ltd.',
        ContactName: 'Mei Lin',
        Email: 'mei@lotus.example',
        AgreementAccepted: true,
      };
      const registered = await call(t.app, { method: 'POST', url: '/cms/api/User/Register', payload, ip: freshIp() });
      expect(registered.body.ErrorCode).toBe(0);
      expect(registered.body.Body.UserInfo).toMatchObject({
        AccountName: phone,
        Role: 'client_admin',
        CompanyNameEn: 'Lotus Outdoor Gear Ltd.',
      });
      const [user] = await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.accountName, phone)));
      expect(user?.agreementAcceptedAt).not.toBeNull();
      // The same number cannot register twice: the owner is told by SMS, the requester learns nothing.
      t.clock.advance(61_000);
      expect((await sendCode(phone, 'Register')).body.ErrorCode).toBe(0);
      const again = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/Register',
        payload: { ...payload, SmsCode: '123456' },
        ip: freshIp(),
      });
      expect(again.body.ErrorCode).toBe(ERRORS.SmsCodeInvalid.ErrorCode);
    });

    it('refuse registration without the agreement, naming the field', async () => {
      const res = await call(t.app, {
        method: 'POST',
        url: '/cms/api/User/Register',
        payload: {
          AccountName: '+8613700000001',
          SmsCode: '123456',
          Password: 'seven blue cranes',
          CompanyName: 'X Co',
          ContactName: 'X',
          AgreementAccepted: false,
        },
      });
      expect(res.body.ErrorCode).toBe(ERRORS.ValidationFailed.ErrorCode);
      expect(res.body.Msg).toContain('AgreementAccepted');
    });
  });
});
