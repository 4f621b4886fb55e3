import { randomInt } from 'node:crypto';
import {
  type LoginAnswer,
  PENDING_LOGIN_SECONDS,
  type SignInAnswer,
  TOTP_RECOVERY_CODE_COUNT,
  type TotpEnrolment,
  type TotpEnrolmentConfirmed,
  type TotpStatus,
} from '@portside/contracts';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { resealColumn, type SecretBox } from '../../secret-box.js';
import { clearFailures } from './attempt-counters.js';
import { accountKeyOf, recordAuthEvent } from './auth-events.js';
import { verifyPassword } from './password.js';
import { companies, pendingLogins, totpRecoveryCodes, userTotp } from './schema.js';
import { admitAccountAttempt, openSession, type RequestInfo } from './sign-in.js';
import { newToken, tokenHash } from './tokens.js';
import { findUserById, type UserRow } from './users-repo.js';
import { withVerificationSlot } from './verification-slots.js';

const ISSUER = 'Portside';
/** One 30-second step either side of now, for clocks a little apart (RFC 6238 §5.2). */
const EPOCH_TOLERANCE_SECONDS = 30;
/** Recovery codes: 10 characters of an alphabet without look-alikes, shown as two groups of five. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE_LENGTH = 10;

function normaliseRecoveryCode(code: string): string {
  return code.replaceAll('-', '').toUpperCase();
}

function newRecoveryCode(): string {
  const characters = Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(32)]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** Staff by the server setting, a client user by the company's flag. */
export async function isTotpRequired(ctx: AppContext, user: Pick<UserRow, 'role' | 'companyId'>): Promise<boolean> {
  if (user.role === 'staff' || user.role === 'staff_admin') return ctx.config.TOTP_REQUIRED_FOR_STAFF;
  if (!user.companyId) return false;
  const [company] = await ctx.db
    .select({ totpRequired: companies.totpRequired })
    .from(companies)
    .where(eq(companies.id, user.companyId));
  return company?.totpRequired ?? false;
}

/** What binds an authenticator's sealed secret to its user. */
const totpSecretContext = (userId: string) => `user_totp:${userId}`;

/** Seals again what is stored in clear or under a previous key (at start). */
export const resealTotpSecrets = (db: Db, secrets: SecretBox) =>
  resealColumn(db, secrets, {
    table: userTotp,
    id: userTotp.userId,
    secret: userTotp.secret,
    context: totpSecretContext,
  });

async function confirmedTotp(ctx: AppContext, userId: string) {
  const [row] = await ctx.db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return row;
}

export async function totpStatus(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'role' | 'companyId'>,
): Promise<TotpStatus> {
  return {
    Enrolled: (await confirmedTotp(ctx, user.id)) !== undefined,
    Required: await isTotpRequired(ctx, user),
  };
}

/**
 * After the first factor: a session when the account has no authenticator and needs none;
 * otherwise a pending login for the code step, or for the enrolment the account still owes.
 */
export async function completeFirstFactor(ctx: AppContext, user: UserRow, info: RequestInfo): Promise<SignInAnswer> {
  const enrolled = (await confirmedTotp(ctx, user.id)) !== undefined;
  if (!enrolled && !(await isTotpRequired(ctx, user))) return openSession(ctx, user, info);
  const now = ctx.clock();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + PENDING_LOGIN_SECONDS * 1000);
  await ctx.db.insert(pendingLogins).values({
    tokenHash: tokenHash(token),
    userId: user.id,
    step: enrolled ? 'code' : 'enrol',
    createdAt: now,
    expiresAt,
  });
  return { SecondStep: enrolled ? 'Code' : 'Enrol', PendingToken: token, PendingExpiresAt: expiresAt.toISOString() };
}

/** The user of a live pending login in the given step; SignInExpired otherwise. */
async function pendingUser(ctx: AppContext, token: string, step: 'code' | 'enrol'): Promise<UserRow> {
  const [pending] = await ctx.db
    .select({ userId: pendingLogins.userId })
    .from(pendingLogins)
    .where(
      and(
        eq(pendingLogins.tokenHash, tokenHash(token)),
        eq(pendingLogins.step, step),
        isNull(pendingLogins.usedAt),
        gt(pendingLogins.expiresAt, ctx.clock()),
      ),
    );
  const user = pending ? await findUserById(ctx.db, pending.userId) : undefined;
  if (!user?.enabled) throw new AppError('SignInExpired');
  return user;
}

/** Uses the pending login up; of two parallel completions only one gets the session. */
async function usePendingLogin(ctx: AppContext, token: string): Promise<void> {
  const [used] = await ctx.db
    .update(pendingLogins)
    .set({ usedAt: ctx.clock() })
    .where(and(eq(pendingLogins.tokenHash, tokenHash(token)), isNull(pendingLogins.usedAt)))
    .returning({ id: pendingLogins.id });
  if (!used) throw new AppError('SignInExpired');
}

/**
 * Whether the code is the authenticator's for now, and not older than the latest code accepted:
 * the time step is recorded in the same statement that checks it, so a code is accepted once.
 */
async function acceptTotpCode(ctx: AppContext, userId: string, storedSecret: string, code: string): Promise<boolean> {
  const result = await verify({
    secret: ctx.secrets.open(storedSecret, totpSecretContext(userId)),
    token: code,
    epoch: Math.floor(ctx.clock().getTime() / 1000),
    epochTolerance: EPOCH_TOLERANCE_SECONDS,
  });
  if (!result.valid || !('timeStep' in result)) return false;
  const [accepted] = await ctx.db
    .update(userTotp)
    .set({ lastTimeStep: result.timeStep })
    .where(
      and(eq(userTotp.userId, userId), or(isNull(userTotp.lastTimeStep), lt(userTotp.lastTimeStep, result.timeStep))),
    )
    .returning({ userId: userTotp.userId });
  return accepted !== undefined;
}

async function acceptRecoveryCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const [used] = await ctx.db
    .update(totpRecoveryCodes)
    .set({ usedAt: ctx.clock() })
    .where(
      and(
        eq(totpRecoveryCodes.userId, userId),
        eq(totpRecoveryCodes.codeHash, tokenHash(normaliseRecoveryCode(code))),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return used !== undefined;
}

/** A 6-digit code of the enrolled authenticator, or one of its unused recovery codes. */
async function acceptSecondFactor(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const totp = await confirmedTotp(ctx, userId);
  if (!totp) return false;
  return /^\d{6}$/.test(code) ? acceptTotpCode(ctx, userId, totp.secret, code) : acceptRecoveryCode(ctx, userId, code);
}

/** The second step of a sign-in: the pending login's code; counted against the account's lockout. */
export async function loginBySecondFactor(
  ctx: AppContext,
  input: { PendingToken: string; Code: string },
  info: RequestInfo,
): Promise<LoginAnswer> {
  const now = ctx.clock();
  const user = await pendingUser(ctx, input.PendingToken, 'code');
  const accountKey = accountKeyOf(user.accountName);
  await admitAccountAttempt(ctx, accountKey, now);
  if (!(await acceptSecondFactor(ctx, user.id, input.Code))) {
    await recordAuthEvent(ctx.db, {
      kind: 'second_factor',
      outcome: 'failure',
      accountKey,
      userId: user.id,
      ip: info.ip,
      at: now,
    });
    throw new AppError('SecondFactorInvalid', 'Code');
  }
  await usePendingLogin(ctx, input.PendingToken);
  await clearFailures(ctx.db, accountKey);
  await recordAuthEvent(ctx.db, {
    kind: 'second_factor',
    outcome: 'success',
    accountKey,
    userId: user.id,
    ip: info.ip,
    at: now,
  });
  return openSession(ctx, user, info);
}

/** Who enrols: the signed-in user (never staff acting as a client), or the enrolment step of a sign-in. */
export type Enrolling = { caller: Caller } | { pendingToken: string };

async function enrollingUser(ctx: AppContext, enrolling: Enrolling) {
  if ('pendingToken' in enrolling) return pendingUser(ctx, enrolling.pendingToken, 'enrol');
  const { caller } = enrolling;
  // Any user may call the route, but staff acting as one may not change the client's credentials.
  if (caller.actingStaffUserId) {
    throw new AppError('BusinessCheckFailed', 'staff acting as a client user cannot change its second factor');
  }
  const user = await findUserById(ctx.db, caller.userId);
  if (!user) throw new AppError('Unauthorized');
  return user;
}

/**
 * A new secret for the user's authenticator, waiting for its first code; it replaces an enrolment
 * begun and not confirmed. An account already enrolled is refused (disable first).
 */
export async function beginEnrolment(ctx: AppContext, enrolling: Enrolling): Promise<TotpEnrolment> {
  const user = await enrollingUser(ctx, enrolling);
  const secret = generateSecret();
  const sealed = ctx.secrets.seal(secret, totpSecretContext(user.id));
  const now = ctx.clock();
  const [stored] = await ctx.db
    .insert(userTotp)
    .values({ userId: user.id, secret: sealed, createdAt: now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: sealed, createdAt: now, lastTimeStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  if (!stored) throw new AppError('Conflict', 'an authenticator is already enrolled');
  const uri = generateURI({ issuer: ISSUER, label: user.accountName, secret });
  return { Secret: secret, OtpAuthUri: uri, QrCodeDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/**
 * The first code proves the authenticator holds the secret: the enrolment is confirmed, ten new
 * recovery codes are answered this once (stored hashed), and in a sign-in the session opens.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  enrolling: Enrolling,
  code: string,
  info: RequestInfo,
): Promise<TotpEnrolmentConfirmed> {
  const user = await enrollingUser(ctx, enrolling);
  const pendingToken = 'pendingToken' in enrolling ? enrolling.pendingToken : undefined;
  const now = ctx.clock();
  const accountKey = accountKeyOf(user.accountName);
  await admitAccountAttempt(ctx, accountKey, now);
  const [pending] = await ctx.db
    .select()
    .from(userTotp)
    .where(and(eq(userTotp.userId, user.id), isNull(userTotp.confirmedAt)));
  if (!pending || !(await acceptTotpCode(ctx, user.id, pending.secret, code))) {
    await recordAuthEvent(ctx.db, {
      kind: 'totp_enrol',
      outcome: 'failure',
      accountKey,
      userId: user.id,
      ip: info.ip,
      at: now,
    });
    throw new AppError('SecondFactorInvalid', 'Code');
  }
  const recoveryCodes = Array.from({ length: TOTP_RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(userTotp)
      .set({ confirmedAt: now })
      .where(and(eq(userTotp.userId, user.id), isNull(userTotp.confirmedAt)))
      .returning({ userId: userTotp.userId });
    if (!confirmed) throw new AppError('Conflict', 'an authenticator is already enrolled');
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await tx
      .insert(totpRecoveryCodes)
      .values(recoveryCodes.map((code) => ({ userId: user.id, codeHash: tokenHash(normaliseRecoveryCode(code)) })));
  });
  if (pendingToken) await usePendingLogin(ctx, pendingToken);
  await clearFailures(ctx.db, accountKey);
  await recordAuthEvent(ctx.db, {
    kind: 'totp_enrol',
    outcome: 'success',
    accountKey,
    userId: user.id,
    ip: info.ip,
    at: now,
  });
  return { RecoveryCodes: recoveryCodes, Login: pendingToken ? await openSession(ctx, user, info) : null };
}

/**
 * Removes the authenticator, with the password and a code (or recovery code). Allowed while the
 * account must have one, so a user can move to a new phone: this session passed the second factor,
 * and the next sign-in leads through enrolment again.
 */
export async function disableTotp(
  ctx: AppContext,
  caller: Caller,
  input: { Password: string; Code: string },
  info: RequestInfo,
): Promise<void> {
  const user = await enrollingUser(ctx, { caller });
  const now = ctx.clock();
  const accountKey = accountKeyOf(user.accountName);
  await admitAccountAttempt(ctx, accountKey, now);
  const passwordOk = await withVerificationSlot(info.ip, () => verifyPassword(input.Password, user.passwordHash));
  if (!passwordOk || !(await acceptSecondFactor(ctx, user.id, input.Code))) {
    await recordAuthEvent(ctx.db, {
      kind: 'totp_disable',
      outcome: 'failure',
      accountKey,
      userId: user.id,
      ip: info.ip,
      at: now,
    });
    throw new AppError(passwordOk ? 'SecondFactorInvalid' : 'LoginFailed', passwordOk ? 'Code' : 'Password');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    await tx.delete(userTotp).where(eq(userTotp.userId, user.id));
  });
  await clearFailures(ctx.db, accountKey);
  await recordAuthEvent(ctx.db, {
    kind: 'totp_disable',
    outcome: 'success',
    accountKey,
    userId: user.id,
    ip: info.ip,
    at: now,
  });
}

/** The client admin's company-wide requirement. */
export async function companyTotpRequired(ctx: AppContext, companyId: string): Promise<boolean> {
  const [company] = await ctx.db
    .select({ totpRequired: companies.totpRequired })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.totpRequired ?? false;
}

export async function setCompanyTotpRequired(ctx: AppContext, companyId: string, required: boolean): Promise<void> {
  await ctx.db.update(companies).set({ totpRequired: required }).where(eq(companies.id, companyId));
}
