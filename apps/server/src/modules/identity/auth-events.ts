import type { Db } from '../../db/client.js';
import { authEvents } from './schema.js';

export type AuthEventKind =
  | 'login'
  | 'quick_login'
  | 'sms_send'
  | 'register'
  | 'reset_password'
  | 'change_password'
  | 'callback_login'
  | 'logout'
  | 'second_factor'
  | 'totp_enrol'
  | 'totp_disable';

export interface AuthEvent {
  kind: AuthEventKind;
  outcome: 'success' | 'failure' | 'limited';
  accountKey?: string | null;
  userId?: string | null;
  ip: string;
  at: Date;
}

/** The key accounts are counted under: account names are case-insensitive. */
export function accountKeyOf(accountName: string): string {
  return accountName.trim().toLowerCase();
}

export async function recordAuthEvent(db: Db, event: AuthEvent): Promise<void> {
  await db.insert(authEvents).values({
    kind: event.kind,
    outcome: event.outcome,
    accountKey: event.accountKey ?? null,
    userId: event.userId ?? null,
    ip: event.ip,
    createdAt: event.at,
  });
}
