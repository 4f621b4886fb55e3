import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  type Locale,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  type SmsTemplateCode,
} from '@portside/contracts';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/envelope.js';
import { smsCodes } from './schema.js';

/** A code is invalidated after this many wrong tries (NIST 800-63B: rate-limit short codes). */
export const SMS_MAX_ATTEMPTS = 5;
/** Send quotas per account (against SMS pumping): besides one per SMS_RESEND_SECONDS. */
const SENDS_PER_HOUR = 5;
const SENDS_PER_DAY = 10;

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
 * Refuses with 429 and Retry-After when the account asked for a code too recently or too often.
 * Counted per account key whether or not the account exists, so the answer reveals nothing.
 */
export async function assertSendQuota(ctx: AppContext, accountKey: string, now: Date): Promise<void> {
  const [latest] = await ctx.db
    .select({ createdAt: smsCodes.createdAt })
    .from(smsCodes)
    .where(eq(smsCodes.accountKey, accountKey))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  const waited = latest ? (now.getTime() - latest.createdAt.getTime()) / 1000 : Number.POSITIVE_INFINITY;
  if (waited < SMS_RESEND_SECONDS) {
    throw new AppError('RateLimited', undefined, { 'retry-after': String(Math.ceil(SMS_RESEND_SECONDS - waited)) });
  }
  const sentSince = async (seconds: number) => {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(smsCodes)
      .where(
        and(eq(smsCodes.accountKey, accountKey), gt(smsCodes.createdAt, new Date(now.getTime() - seconds * 1000))),
      );
    return row?.n ?? 0;
  };
  if ((await sentSince(3600)) >= SENDS_PER_HOUR)
    throw new AppError('RateLimited', undefined, { 'retry-after': '3600' });
  if ((await sentSince(86_400)) >= SENDS_PER_DAY)
    throw new AppError('RateLimited', undefined, { 'retry-after': '86400' });
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
  const [latest] = await ctx.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.accountKey, input.accountKey), eq(smsCodes.purpose, input.purpose)))
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!latest || latest.consumedAt || latest.expiresAt <= now || latest.attempts >= SMS_MAX_ATTEMPTS) {
    throw new AppError('SmsCodeInvalid');
  }
  const matches = timingSafeEqual(hashCode(latest.id, input.code), Buffer.from(latest.codeHash, 'hex'));
  if (!matches) {
    await ctx.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, latest.id));
    throw new AppError('SmsCodeInvalid');
  }
  // Only one of two simultaneous uses of the same code wins.
  const used = await ctx.db
    .update(smsCodes)
    .set({ consumedAt: now })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.consumedAt)))
    .returning({ phone: smsCodes.phone });
  if (used.length === 0) throw new AppError('SmsCodeInvalid');
  return used[0]?.phone ?? latest.phone;
}
