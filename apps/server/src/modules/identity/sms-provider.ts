import { count, desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { smsOutbox } from './schema.js';

export interface SmsMessage {
  phone: string;
  templateCode: string;
  text: string;
}

export interface SmsProvider {
  send(message: SmsMessage, sentAt: Date): Promise<void>;
}

/**
 * The demo and tests, with no SMS gateway: the message is kept in the sms_outbox table, which only
 * the staff admin reads (`GetDemoSmsOutbox`). The log says that an SMS was queued, never its text:
 * a code in the log would let anyone who reads it sign in as the account.
 */
export function outboxSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(message, sentAt) {
      await db
        .insert(smsOutbox)
        .values({ phone: message.phone, templateCode: message.templateCode, message: message.text, createdAt: sentAt });
      log.info({ templateCode: message.templateCode }, 'sms queued in the demo outbox');
    },
  };
}

/** The outbox, newest first: for the staff admin of a demo (SMS_PROVIDER=outbox). */
export async function listSmsOutbox(db: Db, page: { PageIndex: number; PageSize: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(page.PageSize)
      .offset((page.PageIndex - 1) * page.PageSize),
    db.select({ n: count() }).from(smsOutbox),
  ]);
  return {
    Items: items.map((row) => ({
      Phone: row.phone,
      TemplateCode: row.templateCode,
      Message: row.message,
      CreatedTime: row.createdAt.toISOString(),
    })),
    TotalCount: total?.n ?? 0,
  };
}

/** Production: POSTs the message as JSON to an SMS gateway (SMS_HTTP_URL, bearer SMS_HTTP_TOKEN). */
export function httpSmsProvider(url: string, token: string | undefined): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.phone, template: message.templateCode, text: message.text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

export function createSmsProvider(config: Config, db: Db, log: FastifyBaseLogger): SmsProvider {
  return config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL
    ? httpSmsProvider(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN)
    : outboxSmsProvider(db, log);
}
