import type { Tx } from '../../db/client.js';
import { emailOutbox } from './schema.js';

export type NewEmail = typeof emailOutbox.$inferInsert;

/** Queues e-mails in the caller's transaction, so they are sent only if what they announce is written. */
export async function enqueueEmails(tx: Tx, emails: readonly NewEmail[]): Promise<void> {
  if (emails.length > 0) await tx.insert(emailOutbox).values([...emails]);
}
