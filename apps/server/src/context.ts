import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { SmsProvider } from './modules/identity/sms-provider.js';

/** What the modules need from the running server; tests replace the clock and the SMS provider. */
export interface AppContext {
  db: Db;
  config: Config;
  /** The current time; injected so tests can move it. */
  clock: () => Date;
  sms: SmsProvider;
  log: FastifyBaseLogger;
}
