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

/** Development and tests: the message goes to the server log and the sms_outbox table. */
export function logSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    async send(message, sentAt) {
      await db
        .insert(smsOutbox)
        .values({ phone: message.phone, templateCode: message.templateCode, message: message.text, createdAt: sentAt });
      log.info(message, 'sms sent');
    },
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
    : logSmsProvider(db, log);
}
