import { randomBytes } from 'node:crypto';
import { ERRORS } from '@portside/contracts';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../../test/harness.js';
import { call, DEMO_PASSWORD, freshIp, login } from '../../../test/identity-helpers.js';
import { authEvents, smsOutbox, totpRecoveryCodes, users, userTotp } from '../../db/schema.js';
import { createSecretBox } from '../../secret-box.js';
import { resealTotpSecrets } from './second-factor.js';

const STEP_MS = 30_000;
const SUB_ACCOUNT_PASSWORD = 'harbour crane seven';

describe.each(DATABASE_KINDS)('the second factor (TOTP) on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    adminToken = (await login(t.app, 'demo')).AccessToken;
  });
  afterAll(() => t.close());

  /** The authenticator's code for the server's now (the test clock drives TOTP time). */
  const codeFor = (secret: string) => generate({ secret, epoch: Math.floor(t.clock().getTime() / 1000) });
  const nextStep = () => t.clock.advance(STEP_MS);

  const createSubAccount = async (AccountName: string, Phone?: string) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/cms/api/ClientUser/Create',
      token: adminToken,
      payload: { AccountName, Password: SUB_ACCOUNT_PASSWORD, MenuCodes: [], ...(Phone ? { Phone } : {}) },
    });
    expect(res.body.ErrorCode).toBe(0);
  };
  const passwordLogin = (account: string, password = SUB_ACCOUNT_PASSWORD, ip = freshIp()) =>
    call(t.app, {
      method: 'POST',
      url: '/cms/api/User/Login',
      payload: { AccountName: account, Password: password },
      ip,
    });
  const secondStep = (PendingToken: string, Code: string, ip = freshIp()) =>
    call(t.app, { method: 'POST', url: '/cms/api/User/LoginBySecondFactor', payload: { PendingToken, Code }, ip });

  /** Signs in with the password and enrols an authenticator; answers its secret and recovery codes. */
  const enrol = async (account: string) => {
    const token = (await login(t.app, account, SUB_ACCOUNT_PASSWORD)).AccessToken;
    const begun = await call(t.app, { method: 'POST', url: '/cms/api/User/BeginTotpEnrolment', token, payload: {} });
    expect(begun.body.ErrorCode).toBe(0);
    const secret: string = begun.body.Body.Secret;
    const confirmed = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/ConfirmTotpEnrolment',
      token,
      payload: { Code: await codeFor(secret) },
    });
    expect(confirmed.body.ErrorCode).toBe(0);
    nextStep();
    return { token, secret, recoveryCodes: confirmed.body.Body.RecoveryCodes as string[] };
  };

  it('enrols: the QR code and secret once, a first code confirms, ten recovery codes stored hashed', async () => {
    await createSubAccount('totp.enrol');
    const token = (await login(t.app, 'totp.enrol', SUB_ACCOUNT_PASSWORD)).AccessToken;
    const status = () => call(t.app, { method: 'GET', url: '/cms/api/User/GetTotpStatus', token });
    expect((await status()).body.Body).toEqual({ Enrolled: false, Required: false });

    const begun = await call(t.app, { method: 'POST', url: '/cms/api/User/BeginTotpEnrolment', token, payload: {} });
    const { Secret, OtpAuthUri, QrCodeDataUrl } = begun.body.Body;
    expect(Secret).toMatch(/^[A-Z2-7]{26,}$/);
    expect(OtpAuthUri).toMatch(/^otpauth:\/\/totp\/Portside:totp\.enrol\?.*secret=/);
    expect(QrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const confirm = (Code: string) =>
      call(t.app, { method: 'POST', url: '/cms/api/User/ConfirmTotpEnrolment', token, payload: { Code } });
    const wrong = await confirm('000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.ErrorCode).toBe(ERRORS.SecondFactorInvalid.ErrorCode);
    expect((await status()).body.Body.Enrolled).toBe(false);

    const confirmed = await confirm(await codeFor(Secret));
    expect(confirmed.body.ErrorCode).toBe(0);
    const codes: string[] = confirmed.body.Body.RecoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(confirmed.body.Body.Login).toBeNull();
    expect((await status()).body.Body).toEqual({ Enrolled: true, Required: false });

    const stored = await t.database.db.select().from(totpRecoveryCodes);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    const again = await call(t.app, { method: 'POST', url: '/cms/api/User/BeginTotpEnrolment', token, payload: {} });
    expect(again.body.ErrorCode).toBe(ERRORS.Conflict.ErrorCode);
    nextStep();
  });

  it('signs in with the password, then the code; the same code is refused a second time', async () => {
    await createSubAccount('totp.signin');
    const { secret } = await enrol('totp.signin');
    const first = await passwordLogin('totp.signin');
    expect(first.body.ErrorCode).toBe(0);
    expect(first.body.Body).not.toHaveProperty('AccessToken');
    expect(first.body.Body.SecondStep).toBe('Code');

    const code = await codeFor(secret);
    const signedIn = await secondStep(first.body.Body.PendingToken, code);
    expect(signedIn.body.ErrorCode).toBe(0);
    const info = await call(t.app, {
      method: 'GET',
      url: '/cms/api/User/GetUserInfo',
      token: signedIn.body.Body.AccessToken,
    });
    expect(info.body.Body.AccountName).toBe('totp.signin');

    // The pending login is used up, and the code cannot open another one within its window.
    expect((await secondStep(first.body.Body.PendingToken, code)).body.ErrorCode).toBe(ERRORS.SignInExpired.ErrorCode);
    const replay = await secondStep((await passwordLogin('totp.signin')).body.Body.PendingToken, code);
    expect(replay.status).toBe(400);
    expect(replay.body.ErrorCode).toBe(ERRORS.SecondFactorInvalid.ErrorCode);
  });

  it('limits wrong codes, in parallel, through the account lockout', async () => {
    await createSubAccount('totp.guess');
    const { secret } = await enrol('totp.guess');
    const pending = (await passwordLogin('totp.guess')).body.Body.PendingToken as string;
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => secondStep(pending, String(100000 + i * 7919).slice(0, 6))),
    );
    expect(guesses.every((res) => res.status === 400 || res.status === 429)).toBe(true);
    const evaluated = await t.database.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.kind, 'second_factor'), eq(authEvents.accountKey, 'totp.guess')));
    expect(evaluated.length).toBeLessThanOrEqual(10);
    const locked = await secondStep(pending, await codeFor(secret));
    expect(locked.status).toBe(429);
    expect(locked.body.ErrorCode).toBe(ERRORS.AccountLocked.ErrorCode);
    // The right password does not forgive the wrong codes.
    const again = await passwordLogin('totp.guess');
    expect(again.body.ErrorCode).toBe(ERRORS.AccountLocked.ErrorCode);
  });

  it('accepts each recovery code once, in place of a code', async () => {
    await createSubAccount('totp.recover');
    const { recoveryCodes } = await enrol('totp.recover');
    const [recoveryCode] = recoveryCodes;
    if (!recoveryCode) throw new Error('no recovery code');
    const used = await secondStep(
      (await passwordLogin('totp.recover')).body.Body.PendingToken,
      recoveryCode.toLowerCase(),
    );
    expect(used.body.ErrorCode).toBe(0);
    expect(used.body.Body.AccessToken).toBeTruthy();
    const reused = await secondStep((await passwordLogin('totp.recover')).body.Body.PendingToken, recoveryCode);
    expect(reused.body.ErrorCode).toBe(ERRORS.SecondFactorInvalid.ErrorCode);
  });

  it('asks the code after an SMS quick login too', async () => {
    const phone = '+8613900139123';
    await createSubAccount('totp.sms', phone);
    const { secret } = await enrol('totp.sms');
    const ip = freshIp();
    const sent = await call(t.app, {
      method: 'POST',
      url: `/cms/api/User/SmsSend?accountName=${encodeURIComponent('totp.sms')}&templateCode=QuickLogin`,
      payload: {},
      ip,
    });
    expect(sent.body.ErrorCode).toBe(0);
    const [sms] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    const smsCode = /\b(\d{6})\b/.exec(sms?.message ?? '')?.[1] ?? '';
    const quick = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/LoginByQuickLogin',
      payload: { AccountName: 'totp.sms', SmsCode: smsCode },
      ip,
    });
    expect(quick.body.ErrorCode).toBe(0);
    expect(quick.body.Body).toMatchObject({ SecondStep: 'Code' });
    expect(quick.body.Body).not.toHaveProperty('AccessToken');
    const signedIn = await secondStep(quick.body.Body.PendingToken, await codeFor(secret));
    expect(signedIn.body.Body.AccessToken).toBeTruthy();
  });

  it('ends a pending login after five minutes', async () => {
    await createSubAccount('totp.slow');
    const { secret } = await enrol('totp.slow');
    const pending = (await passwordLogin('totp.slow')).body.Body.PendingToken as string;
    t.clock.advance(5 * 60_000 + 1);
    const late = await secondStep(pending, await codeFor(secret));
    expect(late.body.ErrorCode).toBe(ERRORS.SignInExpired.ErrorCode);
  });

  it('disables with the password and a code, not with either alone', async () => {
    await createSubAccount('totp.disable');
    const { token, secret } = await enrol('totp.disable');
    const disable = (Password: string, Code: string) =>
      call(t.app, { method: 'POST', url: '/cms/api/User/DisableTotp', token, payload: { Password, Code } });
    expect((await disable('wrong password here', await codeFor(secret))).body.ErrorCode).toBe(
      ERRORS.LoginFailed.ErrorCode,
    );
    expect((await disable(SUB_ACCOUNT_PASSWORD, '123456')).body.ErrorCode).toBe(ERRORS.SecondFactorInvalid.ErrorCode);
    nextStep();
    expect((await disable(SUB_ACCOUNT_PASSWORD, await codeFor(secret))).body.ErrorCode).toBe(0);
    expect((await passwordLogin('totp.disable')).body.Body.AccessToken).toBeTruthy();
  });

  it("lets a client admin require it for the company's accounts, who enrol at sign-in", async () => {
    await createSubAccount('totp.company');
    const viewer = await login(t.app, 'demo.viewer');
    const setRequired = (token: string, TotpRequired: boolean) =>
      call(t.app, { method: 'POST', url: '/cms/api/ClientUser/SetCompanySecurity', token, payload: { TotpRequired } });
    expect((await setRequired(viewer.AccessToken, true)).status).toBe(403);
    expect((await setRequired(adminToken, true)).body.ErrorCode).toBe(0);
    const security = await call(t.app, {
      method: 'GET',
      url: '/cms/api/ClientUser/GetCompanySecurity',
      token: adminToken,
    });
    expect(security.body.Body).toEqual({ TotpRequired: true });

    const first = await passwordLogin('totp.company');
    expect(first.body.Body).toMatchObject({ SecondStep: 'Enrol' });
    const PendingToken = first.body.Body.PendingToken as string;
    // The enrolment step is not a session.
    expect((await call(t.app, { method: 'GET', url: '/cms/api/User/GetUserInfo', token: PendingToken })).status).toBe(
      401,
    );
    const begun = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/BeginSignInTotpEnrolment',
      payload: { PendingToken },
      ip: freshIp(),
    });
    const confirmed = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/ConfirmSignInTotpEnrolment',
      payload: { PendingToken, Code: await codeFor(begun.body.Body.Secret) },
      ip: freshIp(),
    });
    expect(confirmed.body.Body.RecoveryCodes).toHaveLength(10);
    expect(confirmed.body.Body.Login.UserInfo.AccountName).toBe('totp.company');
    // Another company is not affected.
    expect((await passwordLogin('agent', DEMO_PASSWORD)).body.Body.AccessToken).toBeTruthy();
    // While required, removing the authenticator (a new phone) leads through enrolment at the next sign-in.
    const disabled = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/DisableTotp',
      token: confirmed.body.Body.Login.AccessToken,
      payload: { Password: SUB_ACCOUNT_PASSWORD, Code: confirmed.body.Body.RecoveryCodes[0] },
    });
    expect(disabled.body.ErrorCode).toBe(0);
    expect((await passwordLogin('totp.company')).body.Body).toMatchObject({ SecondStep: 'Enrol' });
    expect((await setRequired(adminToken, false)).body.ErrorCode).toBe(0);
  });

  it('never answers the secret after enrolment', async () => {
    await createSubAccount('totp.secret');
    const { token, secret } = await enrol('totp.secret');
    const status = await call(t.app, { method: 'GET', url: '/cms/api/User/GetTotpStatus', token });
    expect(JSON.stringify(status.body)).not.toContain(secret);
  });

  it('stores the secret sealed; one stored in clear or under a previous key is sealed again at start', async () => {
    await createSubAccount('totp.sealed');
    const { secret } = await enrol('totp.sealed');
    const [user] = await t.database.db.select().from(users).where(eq(users.accountName, 'totp.sealed'));
    if (!user) throw new Error('no user');
    const stored = async () =>
      (await t.database.db.select().from(userTotp).where(eq(userTotp.userId, user.id)))[0]?.secret ?? '';
    const signIn = async () => {
      const pending = (await passwordLogin('totp.sealed')).body.Body.PendingToken as string;
      const answer = await secondStep(pending, await codeFor(secret));
      nextStep();
      return answer.body.ErrorCode;
    };
    expect(await stored()).toMatch(/^sealed:v1:/);
    expect(await stored()).not.toContain(secret);

    // A database from before sealing: the clear secret still signs in, and the start-up pass seals it.
    await t.database.db.update(userTotp).set({ secret }).where(eq(userTotp.userId, user.id));
    expect(await signIn()).toBe(0);
    expect(await resealTotpSecrets(t.database.db, t.context.secrets)).toBe(1);
    expect(await stored()).toMatch(/^sealed:v1:/);
    expect(await resealTotpSecrets(t.database.db, t.context.secrets)).toBe(0);
    expect(await signIn()).toBe(0);

    // A new SECRETS_KEY with the old one in SECRETS_KEY_PREVIOUS: every authenticator is sealed again under the new key.
    const testKey = t.context.config.SECRETS_KEY ?? Buffer.alloc(0);
    const rotatedKey = randomBytes(32);
    const rotated = createSecretBox(rotatedKey, [testKey]);
    const authenticators = (await t.database.db.select().from(userTotp)).length;
    expect(await resealTotpSecrets(t.database.db, rotated)).toBe(authenticators);
    expect((await stored()).startsWith(rotated.currentPrefix)).toBe(true);
    expect(rotated.open(await stored(), `user_totp:${user.id}`)).toBe(secret);
    // A key that opens none of it stops the start rather than leave users unable to sign in.
    await expect(resealTotpSecrets(t.database.db, createSecretBox(randomBytes(32)))).rejects.toThrow(
      /neither SECRETS_KEY nor in SECRETS_KEY_PREVIOUS/,
    );
    // And back, as the next start with the keys swapped would.
    expect(await resealTotpSecrets(t.database.db, createSecretBox(testKey, [rotatedKey]))).toBe(authenticators);
    expect(await signIn()).toBe(0);
  });
});

describe.each(DATABASE_KINDS)('TOTP_REQUIRED_FOR_STAFF on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { TOTP_REQUIRED_FOR_STAFF: 'true' } });
  });
  afterAll(() => t.close());

  it('leads staff through enrolment at sign-in before any session; clients sign in as before', async () => {
    const first = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/Login',
      payload: { AccountName: 'sales', Password: DEMO_PASSWORD },
      ip: freshIp(),
    });
    expect(first.body.Body).toMatchObject({ SecondStep: 'Enrol' });
    expect(first.body.Body).not.toHaveProperty('AccessToken');
    const PendingToken = first.body.Body.PendingToken as string;
    const begun = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/BeginSignInTotpEnrolment',
      payload: { PendingToken },
      ip: freshIp(),
    });
    const code = await generate({ secret: begun.body.Body.Secret, epoch: Math.floor(t.clock().getTime() / 1000) });
    const confirmed = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/ConfirmSignInTotpEnrolment',
      payload: { PendingToken, Code: code },
      ip: freshIp(),
    });
    expect(confirmed.body.ErrorCode).toBe(0);
    expect(confirmed.body.Body.Login.UserInfo.Role).toBe('staff');
    // The enrolment step is used up.
    const again = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/BeginSignInTotpEnrolment',
      payload: { PendingToken },
      ip: freshIp(),
    });
    expect(again.body.ErrorCode).toBe(ERRORS.SignInExpired.ErrorCode);
    // Next time: the code step.
    const next = await call(t.app, {
      method: 'POST',
      url: '/cms/api/User/Login',
      payload: { AccountName: 'sales', Password: DEMO_PASSWORD },
      ip: freshIp(),
    });
    expect(next.body.Body).toMatchObject({ SecondStep: 'Code' });
    expect((await login(t.app, 'demo')).AccessToken).toBeTruthy();
  });
});
