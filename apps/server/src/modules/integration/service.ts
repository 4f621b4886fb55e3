import type { IntegrationShipment } from '@portside/contracts';
import type { AppContext } from '../../context.js';
import type { IntegrationKey } from '../../http/caller.js';
import { AppError } from '../../http/envelope.js';
import { enqueueEventDeliveries } from '../client-api/webhooks.js';
import { findCompanyIdByReference } from '../identity/companies.js';
import { announceMessages, type WrittenMessages, writeMessages } from '../messages/service.js';
import { type ShipmentUpsert, upsertShipments } from '../shipments/upsert.js';
import { type EventSource, ingestEventBatch, parseEventBatch } from '../tracking/ingest.js';
import { runIdempotent } from './idempotency.js';

/**
 * The company an integration call names, by id or by its code in the forwarder's systems. A company outside the key's companies answers
 * like one that does not exist.
 */
export async function resolveCompany(
  ctx: Pick<AppContext, 'db'>,
  reference: string,
  key: IntegrationKey | null,
): Promise<string> {
  const companyId = await findCompanyIdByReference(ctx.db, reference);
  if (!companyId || (key?.companyIds && !key.companyIds.includes(companyId))) {
    throw new AppError('NotFound', `company ${reference}`);
  }
  return companyId;
}

type WriteContext = Pick<AppContext, 'db' | 'clock'>;
/** Who hears of the new milestones; null writes no message (the demo seed back-fills history). */
export type Messaging = Pick<AppContext, 'messageBus' | 'log' | 'mailer' | 'config' | 'webhooks'> | null;

export interface CallIdentity {
  companyId: string;
  idempotencyKey: string | null;
  fingerprint: string;
}

/** Upserts shipments by external id in one transaction; ETA changes are announced. */
export async function upsertShipmentBatch(
  ctx: WriteContext,
  call: CallIdentity,
  list: readonly ShipmentUpsert[],
  messaging: Messaging,
) {
  let written = null as WrittenMessages | null;
  const { answer } = await runIdempotent(
    ctx,
    { companyId: call.companyId, key: call.idempotencyKey, fingerprint: call.fingerprint },
    async (tx) => {
      const result = await upsertShipments(ctx, tx, call.companyId, list);
      if (messaging) written = await writeMessages({ clock: ctx.clock, config: messaging.config }, tx, result.notices);
      return { shipments: result.shipments };
    },
  );
  if (messaging && written) await announceMessages(messaging, written);
  return answer;
}

export function upsertOneShipment(
  ctx: WriteContext,
  call: CallIdentity,
  externalId: string,
  shipment: IntegrationShipment,
  messaging: Messaging,
) {
  return upsertShipmentBatch(ctx, call, [{ ...shipment, externalId }], messaging).then((answer) => {
    const [first] = answer.shipments;
    if (!first) throw new Error('upsert answered no shipment');
    return first;
  });
}

/**
 * Ingests a batch of tracking events: all checked first (one bad event refuses the batch), then
 * written in one transaction with the messages of each actual milestone and changed ETA.
 */
export async function ingestEvents(
  ctx: WriteContext,
  call: CallIdentity,
  source: EventSource,
  events: readonly Record<string, unknown>[],
  messaging: Messaging,
) {
  const items = parseEventBatch(source, events, ctx.clock());
  let written = null as WrittenMessages | null;
  let queued = 0;
  const { answer } = await runIdempotent(
    ctx,
    { companyId: call.companyId, key: call.idempotencyKey, fingerprint: call.fingerprint },
    async (tx) => {
      const result = await ingestEventBatch(ctx, tx, call.companyId, items);
      // The webhooks of the new events go out only if the events are stored (outbox, same transaction).
      queued = await enqueueEventDeliveries(tx, call.companyId, result.storedSeqs, ctx.clock());
      if (messaging) written = await writeMessages({ clock: ctx.clock, config: messaging.config }, tx, result.notices);
      return result.answer;
    },
  );
  if (messaging && written) await announceMessages(messaging, written);
  if (queued > 0) messaging?.webhooks.kick();
  return answer;
}
