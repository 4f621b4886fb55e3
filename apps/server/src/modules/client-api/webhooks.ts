import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { type Db, queryRows, type Tx } from '../../db/client.js';
import { type SecretBox, UnopenableSecretError } from '../../secret-box.js';
import { publishedEvents } from '../tracking/publication.js';
import { guardedLookup, isForbiddenAddress } from './callback-url.js';
import { eventQueryOf, toDcsaEvents } from './publisher.js';
import { eventSubscriptions, webhookDeliveries } from './schema.js';
import type { SubscriptionFilters } from './subscription-filters.js';

/** The T&T version the callbacks carry in their API-Version header. */
const API_VERSION = '2.2.0';
/** Deliveries claimed per round; a full round is followed by another at once. */
const BATCH_SIZE = 200;
/** A delivery is given up after this many attempts (about a day at the default backoff). */
export const MAX_ATTEMPTS = 30;
const MAX_BACKOFF_MS = 3_600_000;

/** `sha256=<hex>`: the HMAC-SHA256 of the exact body, keyed with the subscription's decoded secret. */
export function notificationSignature(secretBase64: string, body: string): string {
  return `sha256=${createHmac('sha256', Buffer.from(secretBase64, 'base64')).update(body, 'utf8').digest('hex')}`;
}

/** The event filters of a subscription, as the publisher's query takes them. */
function queryFilters(filters: SubscriptionFilters) {
  const list = (value: readonly string[] | undefined) => (value && value.length > 0 ? value.join(',') : undefined);
  return {
    eventType: list(filters.eventType),
    shipmentEventTypeCode: list(filters.shipmentEventTypeCode),
    transportEventTypeCode: list(filters.transportEventTypeCode),
    equipmentEventTypeCode: list(filters.equipmentEventTypeCode),
    documentTypeCode: list(filters.documentTypeCode),
    carrierBookingReference: filters.carrierBookingReference,
    transportDocumentReference: filters.transportDocumentReference,
    equipmentReference: filters.equipmentReference,
    UNLocationCode: filters.UNLocationCode,
  };
}

/**
 * Queues, in the transaction that stores the events, one delivery per new event and matching
 * subscription of the company: the outbox row holds the exact body that will be signed and sent
 * (a DCSA array of the one event). Nothing is queued when the company has no subscription.
 */
export async function enqueueEventDeliveries(
  tx: Tx,
  companyId: string,
  seqs: readonly number[],
  now: Date,
): Promise<number> {
  if (seqs.length === 0) return 0;
  const subscriptions = await tx
    .select({ id: eventSubscriptions.id, filters: eventSubscriptions.filters })
    .from(eventSubscriptions)
    .where(eq(eventSubscriptions.companyId, companyId));
  if (subscriptions.length === 0) return 0;
  const rows: (typeof webhookDeliveries.$inferInsert)[] = [];
  for (const subscription of subscriptions) {
    const query = await eventQueryOf(tx, companyId, queryFilters(subscription.filters as SubscriptionFilters));
    const matching = await publishedEvents(tx, { ...query, seqs, limit: seqs.length });
    const events = await toDcsaEvents(tx, companyId, matching);
    matching.forEach((row, index) => {
      const event = events[index];
      if (!event) return;
      rows.push({
        subscriptionId: subscription.id,
        companyId,
        shipmentId: row.shipmentId,
        eventId: row.eventId,
        body: JSON.stringify([event]),
        createdAt: now,
        nextAttemptAt: now,
      });
    });
  }
  // In the order the events were received, so a shipment's events go out in that order.
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(webhookDeliveries).values(rows.slice(start, start + 1000));
  }
  return rows.length;
}

export interface WebhookDispatcher {
  /** Sends due deliveries soon (called after events are stored). */
  kick(): void;
  /** One round: sends what is due now; answers how many were delivered. */
  deliverDue(): Promise<number>;
  close(): Promise<void>;
}

interface ClaimedDelivery {
  id: number;
  subscription_id: string;
  body: string;
  attempts: number;
}

interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/** POSTs one body; 2xx is delivered, anything else (a redirect too) is retried. */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  config: Pick<Config, 'WEBHOOK_ALLOWED_HOSTS' | 'WEBHOOK_TIMEOUT_MS'>,
  agents: { http: http.Agent; https: https.Agent },
): Promise<Outcome> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const allowed = config.WEBHOOK_ALLOWED_HOSTS.includes(host);
  if (!allowed && url.protocol !== 'https:') return Promise.resolve({ ok: false, status: null, error: 'not https' });
  // An address literal is not looked up: checked here.
  if (!allowed && isIP(host) && isForbiddenAddress(host)) {
    return Promise.resolve({ ok: false, status: null, error: `${host} is a private, loopback or link-local address` });
  }
  return new Promise((resolve) => {
    const secure = url.protocol === 'https:';
    const client = secure ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(config.WEBHOOK_ALLOWED_HOSTS) as never,
        timeout: config.WEBHOOK_TIMEOUT_MS,
        // Kept-alive connections: the lookup (and its address check) runs for each new one.
        agent: secure ? agents.https : agents.http,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          // The status code is kept on its own: the error says what the receiver said with it.
          const reason = response.statusMessage?.trim().slice(0, 200) || `HTTP ${status}`;
          resolve({ ok, status, error: ok ? null : reason });
        });
        response.on('error', (error) =>
          resolve({ ok: false, status: response.statusCode ?? null, error: error.message }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer in ${config.WEBHOOK_TIMEOUT_MS} ms`)));
    request.on('error', (error) => resolve({ ok: false, status: null, error: error.message.slice(0, 500) }));
    request.end(body);
  });
}

/** The delivery log's error for a subscription whose stored secret no configured key opens. */
export const UNOPENABLE_SECRET_ERROR = 'the stored secret cannot be read: set a new one (PUT …/secret)';

/** Where a subscription's deliveries go, with its secret as stored (sealed). */
type SubscriptionTarget = { id: string; callbackUrl: string; secret: string };

/** What binds a subscription's sealed secret to its row. */
export const subscriptionSecretContext = (subscriptionId: string) => `event_subscriptions:${subscriptionId}`;

/**
 * Sends the webhook outbox. Each round claims due deliveries with FOR UPDATE SKIP LOCKED, so
 * several instances share the work and none sends a delivery another holds; a delivery is claimed
 * only when no earlier delivery of the same subscription and shipment is still open, so a
 * shipment's events reach a subscriber in the order they were received, one at a time, even
 * across retries. A claim lasts twice the request timeout and more: an instance that dies
 * mid-delivery leaves it to be claimed again once the claim runs out. A failure is retried after
 * WEBHOOK_RETRY_BASE_MS, doubling up to an hour, and given up after MAX_ATTEMPTS.
 */
export function createWebhookDispatcher(deps: {
  db: Db;
  config: Pick<Config, 'WEBHOOK_ALLOWED_HOSTS' | 'WEBHOOK_TIMEOUT_MS' | 'WEBHOOK_RETRY_BASE_MS' | 'WEBHOOK_POLL_MS'>;
  clock: () => Date;
  secrets: SecretBox;
  log: FastifyBaseLogger;
}): WebhookDispatcher {
  const claimMs = deps.config.WEBHOOK_TIMEOUT_MS * 2 + 5000;
  const agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
  };
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;

  const claimDue = async (): Promise<ClaimedDelivery[]> => {
    const now = deps.clock();
    return queryRows<ClaimedDelivery>(
      deps.db,
      sql`with due as (
        -- The conditions are on the locked row itself, so a row another instance claimed or
        -- delivered since this statement began is seen as it is now (and left alone).
        select d.id from webhook_deliveries d
        where d.delivered_at is null and d.failed_at is null
          and d.next_attempt_at <= ${now.toISOString()}::timestamptz
          and (d.claimed_until is null or d.claimed_until <= ${now.toISOString()}::timestamptz)
          -- Only the first open delivery of its subscription and shipment may go out. A scalar
          -- subquery with a limit stays one probe of the open index per candidate row, whatever
          -- the planner's estimates: the due rows are walked oldest first, where the chains'
          -- heads are, so a round reads about as many rows as it claims however deep the queue.
          and d.id = (
            select e.id from webhook_deliveries e
            where e.subscription_id = d.subscription_id and e.shipment_id = d.shipment_id
              and e.delivered_at is null and e.failed_at is null
            order by e.id
            limit 1)
        order by d.next_attempt_at
        limit ${BATCH_SIZE}
        for update of d skip locked)
      update webhook_deliveries w
        set claimed_until = ${new Date(now.getTime() + claimMs).toISOString()}::timestamptz, attempts = w.attempts + 1
        from due where w.id = due.id
        returning w.id, w.subscription_id, w.body, w.attempts`,
    );
  };

  /** Posts the delivery, signed; not sent when its subscription is gone or its secret does not open. */
  const send = async (row: ClaimedDelivery, subscription: SubscriptionTarget | undefined): Promise<Outcome> => {
    if (!subscription) return { ok: false, status: null, error: 'subscription deleted' };
    let secret: string;
    try {
      secret = deps.secrets.open(subscription.secret, subscriptionSecretContext(subscription.id));
    } catch (error) {
      if (!(error instanceof UnopenableSecretError)) throw error;
      // This subscription waits (and is retried) while every other one goes on; a new secret mends it.
      deps.log.error({ err: error, subscriptionId: subscription.id }, 'webhook secret does not open');
      return { ok: false, status: null, error: UNOPENABLE_SECRET_ERROR };
    }
    return post(
      new URL(subscription.callbackUrl),
      {
        'content-type': 'application/json',
        'notification-signature': notificationSignature(secret, row.body),
        'subscription-id': row.subscription_id,
        'api-version': API_VERSION,
      },
      row.body,
      deps.config,
      agents,
    );
  };

  const deliverOne = async (row: ClaimedDelivery, subscription: SubscriptionTarget | undefined) => {
    const outcome = await send(row, subscription);
    const now = deps.clock();
    // Recorded at once: the shorter the time between the receiver's 2xx and this write, the
    // smaller the chance that a crash in between sends the delivery again.
    if (outcome.ok) {
      await deps.db
        .update(webhookDeliveries)
        .set({ deliveredAt: now, claimedUntil: null, lastStatus: outcome.status, lastError: null })
        .where(eq(webhookDeliveries.id, row.id));
      return true;
    }
    const giveUp = row.attempts >= MAX_ATTEMPTS;
    const backoff = Math.min(MAX_BACKOFF_MS, deps.config.WEBHOOK_RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1));
    deps.log.info(
      { deliveryId: row.id, attempts: row.attempts, status: outcome.status, giveUp },
      'webhook not delivered',
    );
    await deps.db
      .update(webhookDeliveries)
      .set({
        claimedUntil: null,
        lastStatus: outcome.status,
        lastError: outcome.error,
        nextAttemptAt: new Date(now.getTime() + backoff),
        ...(giveUp ? { failedAt: now } : {}),
      })
      .where(eq(webhookDeliveries.id, row.id));
    return false;
  };

  const round = async (): Promise<number> => {
    let delivered = 0;
    for (;;) {
      const claimed = await claimDue();
      if (claimed.length === 0) return delivered;
      const subscriptions = await deps.db
        .select({
          id: eventSubscriptions.id,
          callbackUrl: eventSubscriptions.callbackUrl,
          secret: eventSubscriptions.secret,
        })
        .from(eventSubscriptions)
        .where(inArray(eventSubscriptions.id, [...new Set(claimed.map((row) => row.subscription_id))]));
      const byId = new Map(subscriptions.map((row) => [row.id, row]));
      // Each claimed row heads its own subscription and shipment: they may go out together.
      const results = await Promise.all(claimed.map((row) => deliverOne(row, byId.get(row.subscription_id))));
      const ok = results.filter(Boolean).length;
      delivered += ok;
      // A delivered row may have freed the next event of its shipment: look again, unless nothing went.
      if (closed || (claimed.length < BATCH_SIZE && ok === 0)) return delivered;
    }
  };

  const deliverDue = (): Promise<number> => {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'webhook round failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          void deliverDue();
        }
      });
    return running;
  };

  const timer = setInterval(() => void deliverDue(), deps.config.WEBHOOK_POLL_MS);
  timer.unref();

  return {
    kick: () => {
      if (!closed) setImmediate(() => void deliverDue());
    },
    deliverDue,
    close: async () => {
      closed = true;
      clearInterval(timer);
      await running;
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
