import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type Locale,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type SmsTemplateCode,
} from '@portside/contracts';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/envelope.js';
import { assertAdmitted, reserveInWindow } from './attempt-counters.js';
import { smsCodes } from './schema.js';

/** A code is invalidated after this many wrong tries (NIST 800-63B: rate-limit short codes). */
export const SMS_MAX_ATTEMPTS = 5;
/** Send quotas per account (against SMS pumping): one per SMS_RESEND_SECONDS, 5 an hour, 10 a day. */
const SEND_QUOTAS = [
  { scope: 'sms-send:resend', limit: 1, windowSeconds: SMS_RESEND_SECONDS },
  { scope: 'sms-send:hour', limit: 5, windowSeconds: 3600 },
  { scope: 'sms-send:day', limit: 10, windowSeconds: 86_400 },
] as const;

function hashCode(codeId: string, code: string): Buffer {
  return createHash('sha256').update(`${codeId}:${code}`).digest();
}

const TEXTS: Record<Locale, (code: string) => string> = {
  'zh-CN': (code) => `您的 Portside 验证码是 ${code}，10 分钟内有效。请勿告诉他人。`,
  'en-US': (code) => `Your Portside verification code is ${code}. It expires in 10 minutes. Do not share it.`,
  'fr-FR': (code) =>
    `Votre code de vérification Portside est ${code}. Il expire dans 10 minutes. Ne le communiquez à personne.`,
  'de-DE': (code) =>
    `Ihr Portside-Bestätigungscode lautet ${code}. Er ist 10 Minuten gültig. Geben Sie ihn nicht weiter.`,
};

export const ALREADY_REGISTERED_TEXTS: Record<Locale, string> = {
  'zh-CN': '此手机号已注册 Portside 账号。如忘记密码，请使用“重置密码”。',
  'en-US': 'This number already has a Portside account. If you forgot the password, use "Reset password".',
  'fr-FR':
    'Ce numéro a déjà un compte Portside. Si vous avez oublié le mot de passe, utilisez « Réinitialiser le mot de passe ».',
  'de-DE':
    'Für diese Nummer gibt es bereits ein Portside-Konto. Falls Sie das Passwort vergessen haben, nutzen Sie „Passwort zurücksetzen“.',
};

/**
 * Counts a send against the account's quotas before anything is sent; refuses with 429 and
 * Retry-After beyond one. Counted per account key whether or not the account exists, so the answer
 * reveals nothing. The shortest window first: a burst is refused there without touching the others.
 */
export async function reserveSmsSend(ctx: AppContext, accountKey: string, now: Date): Promise<void> {
  for (const quota of SEND_QUOTAS) {
    assertAdmitted(await reserveInWindow(ctx.db, { ...quota, key: accountKey, now }));
  }
}

/**
 * Issues a code for the account and purpose: 6 digits from a secure random source, valid
 * SMS_CODE_TTL_SECONDS, stored only hashed. Earlier unused codes of the same purpose stop working.
 * `phone` null records the request (for quotas) without sending anything.
 */
export async function issueSmsCode(
  ctx: AppContext,
  input: { accountKey: string; phone: string | null; purpose: SmsTemplateCode; ip: string; locale: Locale },
): Promise<void> {
  const now = ctx.clock();
  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(smsCodes.accountKey, input.accountKey),
          eq(smsCodes.purpose, input.purpose),
          isNull(smsCodes.consumedAt),
        ),
      );
    await tx.insert(smsCodes).values({
      id,
      accountKey: input.accountKey,
      phone: input.phone ?? '',
      purpose: input.purpose,
      codeHash: hashCode(id, code).toString('hex'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_SECONDS * 1000),
      // A request for an unknown account is recorded as already used: it counts for quotas only.
      consumedAt: input.phone ? null : now,
      ip: input.ip,
    });
  });
  if (input.phone) {
    await ctx.sms.send({ phone: input.phone, templateCode: input.purpose, text: TEXTS[input.locale](code) }, now);
  }
}

/**
 * Uses the latest code of the account and purpose: single use, within its lifetime, at most
 * SMS_MAX_ATTEMPTS tries. The phone it was sent to is returned.
 */
export async function consumeSmsCode(
  ctx: AppContext,
  input: { accountKey: string; purpose: SmsTemplateCode; code: string },
): Promise<string> {
  const now = ctx.clock();
  // The try is counted before the comparison, in the statement that checks the count, so parallel
  // guesses cannot all read the same count: at most SMS_MAX_ATTEMPTS comparisons per code.
  const latestId = ctx.db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.accountKey, input.accountKey), eq(smsCodes.purpose, input.purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const [tried] = await ctx.db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, sql`(${latestId})`),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, now),
        lt(smsCodes.attempts, SMS_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
  if (!tried || !timingSafeEqual(hashCode(tried.id, input.code), Buffer.from(tried.codeHash, 'hex'))) {
    throw new AppError('SmsCodeInvalid');
  }
  // Only one of two simultaneous uses of the same code wins.
  const [used] = await ctx.db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, tried.id), isNull(smsCodes.consumedAt)))
    .returning({ phone: smsCodes.phone });
  if (!used) throw new AppError('SmsCodeInvalid');
  return used.phone;
}
