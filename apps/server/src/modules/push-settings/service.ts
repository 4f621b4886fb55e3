import { type Locale, localeSchema, type PushConfig } from '@portside/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Caller } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { DICTIONARY_CONTENT } from '../dictionary/content/index.js';
import { newToken } from '../identity/tokens.js';
import { findUserById } from '../identity/users-repo.js';
import { pushSettings } from './schema.js';

type TypeSetting = PushConfig['Types'][number];
const MESSAGE_TYPES = DICTIONARY_CONTENT.MessageTypeEnum.map((item) => item.Key);
/** A type nobody changed shows in the portal and is not e-mailed. */
const DEFAULT_SETTING = { InPortal: true, Email: false } as const;

function withDefaults(saved: readonly TypeSetting[]): TypeSetting[] {
  return MESSAGE_TYPES.map(
    (type) => saved.find((s) => s.MessageType === type) ?? { MessageType: type, ...DEFAULT_SETTING },
  );
}

export async function getPushConfig(ctx: AppContext, caller: Caller): Promise<PushConfig> {
  const [row] = await ctx.db.select().from(pushSettings).where(eq(pushSettings.userId, caller.userId));
  if (row) return { Email: row.email, Types: withDefaults(row.types) };
  const user = await findUserById(ctx.db, caller.userId);
  return { Email: user?.email ?? null, Types: withDefaults([]) };
}

export async function savePushConfig(
  ctx: AppContext,
  caller: Caller,
  input: PushConfig,
  locale: Locale,
): Promise<void> {
  const unknown = input.Types.filter((setting) => !MESSAGE_TYPES.includes(setting.MessageType));
  if (unknown.length > 0)
    throw new AppError('ValidationFailed', `Types: ${unknown.map((s) => s.MessageType).join(', ')}`);
  if (new Set(input.Types.map((s) => s.MessageType)).size !== input.Types.length) {
    throw new AppError('ValidationFailed', 'Types: each MessageType once');
  }
  if (!input.Email && input.Types.some((s) => s.Email)) throw new AppError('ValidationFailed', 'Email');
  const now = ctx.clock();
  await ctx.db
    .insert(pushSettings)
    .values({
      userId: caller.userId,
      email: input.Email,
      types: input.Types,
      locale,
      unsubscribeToken: newToken(),
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: pushSettings.userId,
      set: { email: input.Email, types: input.Types, locale, updatedAt: now },
    });
}

function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The link in every e-mail: switches all e-mails of its user off. */
export async function unsubscribeEmail(ctx: AppContext, token: string): Promise<{ MaskedEmail: string }> {
  const [row] = await ctx.db.select().from(pushSettings).where(eq(pushSettings.unsubscribeToken, token));
  if (!row) throw new AppError('LinkInvalid');
  await ctx.db
    .update(pushSettings)
    .set({ types: withDefaults(row.types).map((s) => ({ ...s, Email: false })), updatedAt: ctx.clock() })
    .where(eq(pushSettings.userId, row.userId));
  return { MaskedEmail: row.email ? maskEmail(row.email) : '' };
}

export interface Delivery {
  inPortal: boolean;
  email: { address: string; locale: Locale; unsubscribeToken: string } | null;
}

/** How a message of this type reaches each recipient, by their push settings. */
export async function deliveryPlan(
  executor: Pick<Db, 'select'>,
  userIds: readonly string[],
  messageType: string,
): Promise<Map<string, Delivery>> {
  const rows = userIds.length
    ? await executor
        .select()
        .from(pushSettings)
        .where(inArray(pushSettings.userId, [...userIds]))
    : [];
  const plan = new Map<string, Delivery>();
  for (const userId of userIds) {
    const row = rows.find((r) => r.userId === userId);
    const setting = row?.types.find((s) => s.MessageType === messageType) ?? DEFAULT_SETTING;
    plan.set(userId, {
      inPortal: setting.InPortal,
      email:
        row?.email && setting.Email
          ? {
              address: row.email,
              locale: localeSchema.catch('en-US').parse(row.locale),
              unsubscribeToken: row.unsubscribeToken,
            }
          : null,
    });
  }
  return plan;
}
