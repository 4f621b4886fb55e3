import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { WebhookDispatcher } from './modules/client-api/webhooks.js';
import type { CallerCache, CallerRow } from './modules/identity/caller-cache.js';
import type { SmsProvider } from './modules/identity/sms-provider.js';
import type { Mailer } from './modules/mail/mailer.js';
import type { MessageBus } from './modules/messages/bus.js';
import type { SecretBox } from './secret-box.js';

/** What the modules need from the running server; tests replace the clock, the SMS provider and the message bus. */
export interface AppContext {
  db: Db;
  config: Config;
  /** The current time; injected so tests can move it. */
  clock: () => Date;
  /** Seals and opens the secrets stored for reading back (TOTP, webhook keys). */
  secrets: SecretBox;
  sms: SmsProvider;
  /** The session rows recent requests were authenticated with, forgotten on every instance by a change. */
  callers: CallerCache<CallerRow>;
  /** Carries new messages to the live streams of every server instance. */
  messageBus: MessageBus;
  /** Sends the e-mail outbox. */
  mailer: Mailer;
  /** Sends the webhook outbox (DCSA event subscriptions). */
  webhooks: WebhookDispatcher;
  log: FastifyBaseLogger;
}
