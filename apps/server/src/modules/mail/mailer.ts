import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { emailOutbox } from './schema.js';

/** Rows handled per round; a round runs every RETRY_INTERVAL_MS and whenever mail is queued. */
const BATCH_SIZE = 20;
const RETRY_INTERVAL_MS = 30_000;
/** A claimed row is another instance's for this long, then free again (a crashed sender). */
const CLAIM_MS = 120_000;
const MAX_ATTEMPTS = 6;

export interface Mailer {
  /** Sends due e-mails soon (called after mail is queued). */
  kick(): void;
  /** One round: sends what is due now; answers how many were sent. */
  sendDue(): Promise<number>;
  close(): Promise<void>;
}

/** Retry after 1, 2, 4, 8, 16 minutes. */
function backoffMs(attempts: number): number {
  return 60_000 * 2 ** Math.max(0, attempts - 1);
}

/**
 * Sends the e-mail outbox over SMTP (nodemailer). Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so several server instances share the work without sending an e-mail twice; a failure is
 * retried with backoff and given up after MAX_ATTEMPTS. Without SMTP_URL nothing is sent and the
 * e-mails wait.
 */
export function createMailer(deps: {
  db: Db;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>;
  clock: () => Date;
  log: FastifyBaseLogger;
}): Mailer {
  const transport: Transporter | null = deps.config.SMTP_URL ? nodemailer.createTransport(deps.config.SMTP_URL) : null;
  let running: Promise<number> | null = null;
  let closed = false;

  const claimDue = async () => {
    const now = deps.clock();
    const due = deps.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          isNull(emailOutbox.sentAt),
          isNull(emailOutbox.failedAt),
          lte(emailOutbox.nextAttemptAt, now),
          or(isNull(emailOutbox.claimedUntil), lte(emailOutbox.claimedUntil, now)),
        ),
      )
      .orderBy(emailOutbox.createdAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return deps.db
      .update(emailOutbox)
      .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${emailOutbox.attempts} + 1` })
      .where(inArray(emailOutbox.id, due))
      .returning();
  };

  const sendRound = async (): Promise<number> => {
    if (!transport) return 0;
    let sent = 0;
    for (const row of await claimDue()) {
      try {
        await transport.sendMail({
          from: deps.config.MAIL_FROM,
          to: row.toAddress,
          // Header values never carry a line break (no header injection).
          subject: row.subject.replace(/[\r\n]+/g, ' '),
          text: row.textBody,
          textEncoding: 'base64',
          ...(row.unsubscribeUrl ? { headers: { 'List-Unsubscribe': `<${row.unsubscribeUrl}>` } } : {}),
        });
        await deps.db
          .update(emailOutbox)
          .set({ sentAt: deps.clock(), claimedUntil: null })
          .where(eq(emailOutbox.id, row.id));
        sent++;
      } catch (error) {
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        deps.log.warn({ err: error, emailId: row.id, attempts: row.attempts, giveUp }, 'e-mail not sent');
        await deps.db
          .update(emailOutbox)
          .set({
            claimedUntil: null,
            lastError: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
            nextAttemptAt: new Date(deps.clock().getTime() + backoffMs(row.attempts)),
            ...(giveUp ? { failedAt: deps.clock() } : {}),
          })
          .where(eq(emailOutbox.id, row.id));
      }
    }
    return sent;
  };

  const sendDue = () => {
    running ??= sendRound()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'e-mail round failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const timer = transport ? setInterval(() => void sendDue(), RETRY_INTERVAL_MS) : null;
  timer?.unref();

  return {
    kick: () => {
      if (transport && !closed) setImmediate(() => void sendDue());
    },
    sendDue,
    close: async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
