import {
  type Locale,
  type LoginAnswer,
  mobileNumberSchema,
  type SignInAnswer,
  type SmsTemplateCode,
  type TotpEnrolmentConfirmed,
} from '@portside/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { CLIENT_MENU_CODES, grantCompanyMenus } from '../permissions/service.js';
import { assertAdmitted, clearFailures, reserveInWindow } from './attempt-counters.js';
import { accountKeyOf, recordAuthEvent } from './auth-events.js';
import { hashPassword, verifyPassword } from './password.js';
import { type PasswordContext, passwordProblem } from './password-policy.js';
import { callbackTickets, companies, users } from './schema.js';
import * as secondFactor from './second-factor.js';
import { revokeSession, revokeUserSessions } from './sessions.js';
import { admitAccountAttempt, openSession, type RequestInfo } from './sign-in.js';
import { ALREADY_REGISTERED_TEXTS, consumeSmsCode, issueSmsCode, reserveSmsSend } from './sms-codes.js';
import { newToken, tokenHash } from './tokens.js';
import { findUserByAccount, findUserById, type UserRow } from './users-repo.js';
import { withVerificationSlot } from './verification-slots.js';

export type { RequestInfo } from './sign-in.js';

/**
 * Anti-automation per address (ASVS 2.4.1): at most `limit` attempts per window; signIn counts
 * password and code sign-ins together.
 */
const ADDRESS_LIMITS = {
  signIn: { limit: 10, windowSeconds: 60 },
  smsSend: { limit: 20, windowSeconds: 3600 },
  register: { limit: 10, windowSeconds: 60 },
  resetPassword: { limit: 10, windowSeconds: 60 },
  callbackLogin: { limit: 10, windowSeconds: 60 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
const CALLBACK_TICKET_SECONDS = 120;

/** Hashed once, so an unknown account costs the same time as a wrong password (no enumeration by timing). */
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('portside-timing-equaliser');
  return dummyHash;
}

export function assertPasswordAcceptable(password: string, context: PasswordContext, locale: Locale, field: string) {
  const problem = passwordProblem(password, context, locale);
  if (problem) throw new AppError('PasswordTooWeak', `${field}: ${problem}`);
}

async function companyNameOf(ctx: AppContext, companyId: string | null): Promise<string | null> {
  if (!companyId) return null;
  const [company] = await ctx.db
    .select({ nameEn: companies.nameEn })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.nameEn ?? null;
}

/**
 * Counts the attempt against this address's limit before anything is evaluated; refuses with 429
 * and Retry-After beyond it. Answers the time of the attempt.
 */
async function admit(ctx: AppContext, attempt: keyof typeof ADDRESS_LIMITS, info: RequestInfo): Promise<Date> {
  const now = ctx.clock();
  const reservation = await reserveInWindow(ctx.db, {
    scope: `address:${attempt}`,
    key: info.ip,
    ...ADDRESS_LIMITS[attempt],
    now,
  });
  assertAdmitted(reservation);
  return now;
}

/**
 * The password or SMS code was right: a session, or the second step. The failures in a row are
 * forgiven only when the session opens, so knowing the password does not reset the count of wrong
 * authenticator codes.
 */
async function firstFactorPassed(
  ctx: AppContext,
  user: UserRow,
  accountKey: string,
  info: RequestInfo,
): Promise<SignInAnswer> {
  const answer = await secondFactor.completeFirstFactor(ctx, user, info);
  if ('AccessToken' in answer) await clearFailures(ctx.db, accountKey);
  return answer;
}

export async function login(
  ctx: AppContext,
  input: { AccountName: string; Password: string },
  info: RequestInfo,
): Promise<SignInAnswer> {
  const now = await admit(ctx, 'signIn', info);
  const accountKey = accountKeyOf(input.AccountName);
  await admitAccountAttempt(ctx, accountKey, now);
  const user = await findUserByAccount(ctx.db, input.AccountName);
  const passwordOk = await withVerificationSlot(info.ip, async () =>
    verifyPassword(input.Password, user?.passwordHash ?? (await dummyPasswordHash())),
  );
  if (!user?.enabled || !passwordOk) {
    await recordAuthEvent(ctx.db, {
      kind: 'login',
      outcome: 'failure',
      accountKey,
      userId: user?.id,
      ip: info.ip,
      at: now,
    });
    throw new AppError('LoginFailed');
  }
  await recordAuthEvent(ctx.db, {
    kind: 'login',
    outcome: 'success',
    accountKey,
    userId: user.id,
    ip: info.ip,
    at: now,
  });
  return firstFactorPassed(ctx, user, accountKey, info);
}

export async function sendSmsCode(
  ctx: AppContext,
  input: { accountName: string; templateCode: SmsTemplateCode },
  info: RequestInfo,
): Promise<void> {
  const now = await admit(ctx, 'smsSend', info);
  const accountKey = accountKeyOf(input.accountName);
  await reserveSmsSend(ctx, accountKey, now);
  await recordAuthEvent(ctx.db, { kind: 'sms_send', outcome: 'success', accountKey, ip: info.ip, at: now });

  if (input.templateCode === 'Register') {
    const phone = mobileNumberSchema.safeParse(input.accountName);
    if (!phone.success) throw new AppError('ValidationFailed', `accountName: ${phone.error.issues[0]?.message ?? ''}`);
    const existing = await findUserByAccount(ctx.db, phone.data, true);
    if (existing) {
      // The owner of the number learns it is taken; the requester learns nothing (no enumeration).
      await issueSmsCode(ctx, { accountKey, phone: null, purpose: 'Register', ip: info.ip, locale: info.locale });
      await ctx.sms.send(
        { phone: phone.data, templateCode: 'Register', text: ALREADY_REGISTERED_TEXTS[info.locale] },
        now,
      );
      return;
    }
    await issueSmsCode(ctx, { accountKey, phone: phone.data, purpose: 'Register', ip: info.ip, locale: info.locale });
    return;
  }
  const user = await findUserByAccount(ctx.db, input.accountName, true);
  const phone = user?.enabled && user.phone ? user.phone : null;
  await issueSmsCode(ctx, { accountKey, phone, purpose: input.templateCode, ip: info.ip, locale: info.locale });
}

export async function quickLogin(
  ctx: AppContext,
  input: { AccountName: string; SmsCode: string },
  info: RequestInfo,
): Promise<SignInAnswer> {
  const now = await admit(ctx, 'signIn', info);
  const accountKey = accountKeyOf(input.AccountName);
  await admitAccountAttempt(ctx, accountKey, now);
  const user = await findUserByAccount(ctx.db, input.AccountName, true);
  try {
    await consumeSmsCode(ctx, { accountKey, purpose: 'QuickLogin', code: input.SmsCode });
  } catch (error) {
    await recordAuthEvent(ctx.db, {
      kind: 'quick_login',
      outcome: 'failure',
      accountKey,
      userId: user?.id,
      ip: info.ip,
      at: now,
    });
    throw error;
  }
  if (!user?.enabled) throw new AppError('SmsCodeInvalid');
  await recordAuthEvent(ctx.db, {
    kind: 'quick_login',
    outcome: 'success',
    accountKey,
    userId: user.id,
    ip: info.ip,
    at: now,
  });
  return firstFactorPassed(ctx, user, accountKey, info);
}

/** Sign-in by the second step's code (a TOTP or a recovery code); limited per address like the first. */
export async function loginBySecondFactor(
  ctx: AppContext,
  input: { PendingToken: string; Code: string },
  info: RequestInfo,
): Promise<LoginAnswer> {
  await admit(ctx, 'signIn', info);
  return secondFactor.loginBySecondFactor(ctx, input, info);
}

/** The enrolment step of a sign-in, confirmed with a first code; limited per address like a sign-in. */
export async function confirmSignInEnrolment(
  ctx: AppContext,
  input: { PendingToken: string; Code: string },
  info: RequestInfo,
): Promise<TotpEnrolmentConfirmed> {
  await admit(ctx, 'signIn', info);
  return secondFactor.confirmEnrolment(ctx, { pendingToken: input.PendingToken }, input.Code, info);
}

export async function register(
  ctx: AppContext,
  input: {
    AccountName: string;
    SmsCode: string;
    Password: string;
    CompanyName: string;
    ContactName: string;
    Email?: string | undefined;
  },
  info: RequestInfo & { agentHost: boolean },
): Promise<LoginAnswer> {
  const now = await admit(ctx, 'register', info);
  const accountKey = accountKeyOf(input.AccountName);
  assertPasswordAcceptable(
    input.Password,
    {
      minLength: ctx.config.PASSWORD_MIN_LENGTH,
      personalWords: [input.AccountName, input.CompanyName, input.ContactName, input.Email],
    },
    info.locale,
    'Password',
  );
  await consumeSmsCode(ctx, { accountKey, purpose: 'Register', code: input.SmsCode });
  if (await findUserByAccount(ctx.db, input.AccountName, true)) throw new AppError('Conflict', 'AccountName');
  const passwordHash = await hashPassword(input.Password);
  const user = await ctx.db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ nameEn: input.CompanyName, kind: info.agentHost ? 'agent' : 'direct' })
      .returning({ id: companies.id });
    if (!company) throw new Error('company insert returned no row');
    // A self-registered company starts with every client menu; the forwarder narrows it later.
    await grantCompanyMenus(tx, company.id, CLIENT_MENU_CODES);
    const [created] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        accountName: input.AccountName,
        passwordHash,
        role: 'client_admin',
        nameEn: input.ContactName,
        phone: input.AccountName,
        email: input.Email ?? null,
        agreementAcceptedAt: now,
        passwordChangedAt: now,
      })
      .returning();
    if (!created) throw new Error('user insert returned no row');
    return created;
  });
  await recordAuthEvent(ctx.db, {
    kind: 'register',
    outcome: 'success',
    accountKey,
    userId: user.id,
    ip: info.ip,
    at: now,
  });
  return openSession(ctx, user, info);
}

export async function resetPassword(
  ctx: AppContext,
  input: { AccountName: string; SmsCode: string; NewPassword: string },
  info: RequestInfo,
): Promise<void> {
  const now = await admit(ctx, 'resetPassword', info);
  const accountKey = accountKeyOf(input.AccountName);
  const user = await findUserByAccount(ctx.db, input.AccountName, true);
  assertPasswordAcceptable(
    input.NewPassword,
    {
      minLength: ctx.config.PASSWORD_MIN_LENGTH,
      personalWords: [user?.accountName, user?.phone, user?.email, await companyNameOf(ctx, user?.companyId ?? null)],
    },
    info.locale,
    'NewPassword',
  );
  try {
    await consumeSmsCode(ctx, { accountKey, purpose: 'ResetPassword', code: input.SmsCode });
  } catch (error) {
    await recordAuthEvent(ctx.db, { kind: 'reset_password', outcome: 'failure', accountKey, ip: info.ip, at: now });
    throw error;
  }
  if (!user?.enabled) throw new AppError('SmsCodeInvalid');
  await setPassword(ctx, user.id, input.NewPassword);
  await revokeUserSessions(ctx, user.id);
  await recordAuthEvent(ctx.db, {
    kind: 'reset_password',
    outcome: 'success',
    accountKey,
    userId: user.id,
    ip: info.ip,
    at: now,
  });
}

export async function setPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await ctx.db.update(users).set({ passwordHash, passwordChangedAt: ctx.clock() }).where(eq(users.id, userId));
}

export async function changePassword(
  ctx: AppContext,
  caller: Caller,
  input: { OldPassword: string; NewPassword: string },
  info: RequestInfo,
): Promise<void> {
  // Staff acting as a client may not change the client's credentials.
  if (caller.actingStaffUserId) throw new AppError('Forbidden');
  const now = ctx.clock();
  const accountKey = accountKeyOf(caller.accountName);
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw new AppError('Unauthorized');
  await admitAccountAttempt(ctx, accountKey, now);
  if (!(await withVerificationSlot(info.ip, () => verifyPassword(input.OldPassword, user.passwordHash)))) {
    await recordAuthEvent(ctx.db, {
      kind: 'change_password',
      outcome: 'failure',
      accountKey,
      userId: user.id,
      ip: info.ip,
      at: now,
    });
    throw new AppError('LoginFailed', 'OldPassword');
  }
  // The old password is right: that ends the failures in a row, whatever becomes of the new one.
  await clearFailures(ctx.db, accountKey);
  assertPasswordAcceptable(
    input.NewPassword,
    {
      minLength: ctx.config.PASSWORD_MIN_LENGTH,
      personalWords: [user.accountName, user.phone, user.email, await companyNameOf(ctx, user.companyId)],
    },
    info.locale,
    'NewPassword',
  );
  await setPassword(ctx, user.id, input.NewPassword);
  await revokeUserSessions(ctx, user.id, caller.sessionId);
  await recordAuthEvent(ctx.db, {
    kind: 'change_password',
    outcome: 'success',
    accountKey,
    userId: user.id,
    ip: info.ip,
    at: now,
  });
}

export async function logout(ctx: AppContext, caller: Caller, info: RequestInfo): Promise<void> {
  await revokeSession(ctx, caller.sessionId);
  await recordAuthEvent(ctx.db, {
    kind: 'logout',
    outcome: 'success',
    accountKey: accountKeyOf(caller.accountName),
    userId: caller.userId,
    ip: info.ip,
    at: ctx.clock(),
  });
}

/** Staff open the portal as a client user: a link that works once, within two minutes. */
export async function createCallbackTicket(ctx: AppContext, staff: Caller, targetUserId: string) {
  const now = ctx.clock();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + CALLBACK_TICKET_SECONDS * 1000);
  await ctx.db.insert(callbackTickets).values({
    tokenHash: tokenHash(token),
    staffUserId: staff.userId,
    targetUserId,
    createdAt: now,
    expiresAt,
  });
  return { Url: `/home/callbackLogin?ticket=${token}`, ExpiresAt: expiresAt.toISOString() };
}

export async function loginByCallbackTicket(ctx: AppContext, ticket: string, info: RequestInfo): Promise<LoginAnswer> {
  const now = await admit(ctx, 'callbackLogin', info);
  const [used] = await ctx.db
    .update(callbackTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(callbackTickets.tokenHash, tokenHash(ticket)),
        isNull(callbackTickets.usedAt),
        gt(callbackTickets.expiresAt, now),
      ),
    )
    .returning({ staffUserId: callbackTickets.staffUserId, targetUserId: callbackTickets.targetUserId });
  const target = used ? await findUserById(ctx.db, used.targetUserId) : undefined;
  const staff = used ? await findUserById(ctx.db, used.staffUserId) : undefined;
  if (!used || !target?.enabled || !staff?.enabled) {
    await recordAuthEvent(ctx.db, { kind: 'callback_login', outcome: 'failure', ip: info.ip, at: now });
    throw new AppError('LinkInvalid');
  }
  await recordAuthEvent(ctx.db, {
    kind: 'callback_login',
    outcome: 'success',
    accountKey: accountKeyOf(target.accountName),
    userId: staff.id,
    ip: info.ip,
    at: now,
  });
  return openSession(ctx, target, info, staff.id);
}
