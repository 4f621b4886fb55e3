import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/envelope.js';
import { fingerprintOf, IDEMPOTENCY_KEY_HOURS } from './idempotency.js';
import { type CallIdentity, resolveCompany } from './service.js';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** The path parameter every integration route is scoped by. */
export const companyParams = z.object({
  company: z.string().trim().min(1).max(64).describe('Company id or external code'),
});

/** What every integration route's description says about keys and retries. */
export const INTEGRATION_DESCRIPTION =
  `Authenticate with X-Api-Key: <key> or Authorization: Bearer <key> (a staff admin issues keys). An ` +
  `Idempotency-Key header makes a retry answer the same and write nothing for ${IDEMPOTENCY_KEY_HOURS} h; ` +
  'the same key with another request is a Conflict.';

/** The company, Idempotency-Key and fingerprint of an integration call (shipment feed, order desk). */
export async function callIdentity(ctx: AppContext, request: FastifyRequest, company: string): Promise<CallIdentity> {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError('ValidationFailed', 'Idempotency-Key: 1 to 255 visible ASCII characters');
  }
  return {
    companyId: await resolveCompany(ctx, company, request.integrationKey),
    idempotencyKey: key ?? null,
    fingerprint: fingerprintOf(request.method, request.url, request.body),
  };
}
