import { STATUS_CODES } from 'node:http';
import {
  clientApiKeyIdSchema,
  clientApiKeyListSchema,
  clientApiKeySchema,
  createClientApiKeyRequestSchema,
  createdClientApiKeySchema,
  ERRORS,
  type ErrorName,
  envelopeSchema,
  PORTAL_PAGES,
  webhookDeliveryListRequestSchema,
  webhookDeliveryListSchema,
  webhookSubscriptionListSchema,
} from '@portside/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { isDatabaseUnavailable } from '../../db/client.js';
import { requireCaller } from '../../http/auth.js';
import type { ClientApiCaller } from '../../http/caller.js';
import { AppError, errorEnvelope, ok, requestLocale } from '../../http/envelope.js';
import { describeIssues, RequestValidationError } from '../../http/validation.js';
import { requireMenuCode } from '../permissions/service.js';
import { createClientApiKey, listClientApiKeys, revokeClientApiKey } from './keys.js';
import { eventQuerySchema, getEvent, listEvents } from './publisher.js';
import {
  createSubscription,
  createSubscriptionSchema,
  deleteSubscription,
  deliveryLog,
  getSubscription,
  listSubscriptions,
  rotateSecret,
  secretBodySchema,
  subscriptionSchema,
  subscriptionSummaries,
  updateSubscription,
  updateSubscriptionSchema,
} from './subscriptions.js';

const API_VERSION = '2.2.0';

/** What every /v2 operation's description says about the key. */
const V2_DESCRIPTION =
  'DCSA Track & Trace 2.2 (tnt_v2.2.0). Authenticate with X-Api-Key: <key> or Authorization: Bearer <key>, a ' +
  'client API key that a client admin creates on /systemConfig/apiKeys; the key reads only its company’s ' +
  'events, as far as the company’s menus allow. Errors are DCSA error objects (httpMethod, requestUri, ' +
  'statusCode, statusCodeText, errorDateTime, errors[].reason/message).';

/** A JSON object of DCSA T&T 2.2 (transportEvent, shipmentEvent or equipmentEvent), checked in the tests. */
const dcsaEventSchema = z
  .record(z.string(), z.unknown())
  .describe('A DCSA T&T 2.2 event: transportEvent, shipmentEvent or equipmentEvent of tnt_v2.2.0');
const dcsaErrorSchema = z.object({
  httpMethod: z.string(),
  requestUri: z.string(),
  statusCode: z.number().int(),
  statusCodeText: z.string(),
  errorDateTime: z.string(),
  errors: z.array(z.object({ reason: z.string(), message: z.string() })),
});
const subscriptionParams = z.object({ subscriptionID: z.uuid() });
const pageQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor: z.string().max(4096).optional(),
});

function keyOf(request: FastifyRequest): ClientApiCaller {
  if (!request.clientApiKey) throw new AppError('Unauthorized');
  return request.clientApiKey;
}

/** The address of the next page: the same path with the cursor (and the limit) alone. */
function nextPage(request: FastifyRequest, cursor: string, limit: number): string {
  const path = request.url.split('?', 1)[0] ?? '';
  return `${path}?${new URLSearchParams({ cursor, limit: String(limit) }).toString()}`;
}

/** A failure of a /v2 call, as the DCSA error object (the catalogue text in the caller's language). */
function sendDcsaError(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  name: ErrorName,
  detail?: string,
) {
  const status = ERRORS[name].HttpStatus;
  const message = errorEnvelope(name, requestLocale(request), detail).Msg;
  return reply
    .code(status)
    .header('api-version', API_VERSION)
    .send({
      httpMethod: request.method,
      requestUri: request.url.split('?', 1)[0],
      statusCode: status,
      statusCodeText: STATUS_CODES[status] ?? name,
      errorDateTime: ctx.clock().toISOString(),
      errors: [{ reason: name, message }],
    });
}

/**
 * Client API keys (client admins, /systemConfig/apiKeys), the company's webhook subscriptions and
 * their delivery log; and the DCSA T&T 2.2 publisher of the company's events (/v2, client API keys).
 */
export const clientApiRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const admin = (request: FastifyRequest) => {
    const caller = requireCaller(request);
    requireMenuCode(caller, PORTAL_PAGES.apiKeys.menuCode);
    if (!caller.companyId) throw new AppError('Forbidden');
    return { caller, companyId: caller.companyId };
  };

  app.post(
    '/cms/api/ClientApiKey/Create',
    {
      schema: {
        tags: ['Client API'],
        summary: 'Creates an API key for the company’s own systems; the key is shown in this answer only',
        body: createClientApiKeyRequestSchema,
        response: { 200: envelopeSchema(createdClientApiKeySchema) },
      },
    },
    async (request) => ok(await createClientApiKey(ctx, admin(request).caller, request.body)),
  );

  app.post(
    '/cms/api/ClientApiKey/GetList',
    {
      schema: {
        tags: ['Client API'],
        summary: 'The company’s API keys, newest first, with when each was last used (never the keys themselves)',
        response: { 200: envelopeSchema(clientApiKeyListSchema) },
      },
    },
    async (request) => ok(await listClientApiKeys(ctx, admin(request).caller)),
  );

  app.post(
    '/cms/api/ClientApiKey/Revoke',
    {
      schema: {
        tags: ['Client API'],
        summary: 'Revokes a key of the company; its next call is refused',
        body: clientApiKeyIdSchema,
        response: { 200: envelopeSchema(clientApiKeySchema) },
      },
    },
    async (request) => ok(await revokeClientApiKey(ctx, admin(request).caller, request.body.Id)),
  );

  app.post(
    '/cms/api/ClientApiKey/GetSubscriptions',
    {
      schema: {
        tags: ['Client API'],
        summary: 'The company’s webhook subscriptions, with their deliveries pending, delivered and failed',
        response: { 200: envelopeSchema(webhookSubscriptionListSchema) },
      },
    },
    async (request) => ok(await subscriptionSummaries(ctx.db, admin(request).companyId)),
  );

  app.post(
    '/cms/api/ClientApiKey/GetDeliveries',
    {
      schema: {
        tags: ['Client API'],
        summary: 'The delivery log of one subscription of the company, newest first',
        body: webhookDeliveryListRequestSchema,
        response: { 200: envelopeSchema(webhookDeliveryListSchema) },
      },
    },
    async (request) => ok(await deliveryLog(ctx.db, admin(request).companyId, request.body)),
  );

  // --- DCSA T&T 2.2, /v2: answers and errors in DCSA's shape, not the envelope -------------------
  await app.register(async (v2) => {
    v2.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof RequestValidationError) {
        return sendDcsaError(ctx, request, reply, 'ValidationFailed', describeIssues(error, requestLocale(request)));
      }
      if (error instanceof AppError) {
        reply.headers(error.headers);
        return sendDcsaError(ctx, request, reply, error.errorName, error.detail);
      }
      if (isDatabaseUnavailable(error)) {
        reply.header('retry-after', '1');
        return sendDcsaError(ctx, request, reply, 'ServiceUnavailable');
      }
      if (error.statusCode && error.statusCode < 500) {
        request.log.info({ err: { code: error.code, message: error.message } }, 'request refused');
        return sendDcsaError(
          ctx,
          request,
          reply,
          error.statusCode === 415 ? 'UnsupportedMediaType' : 'ValidationFailed',
        );
      }
      request.log.error({ err: error }, 'unexpected error');
      return sendDcsaError(ctx, request, reply, 'InternalError');
    });
    v2.addHook('onSend', async (_request, reply, payload) => {
      reply.header('api-version', API_VERSION);
      return payload;
    });
    await v2.register(dcsaRoutes, { ctx });
  });
};

const dcsaRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/v2/events',
    {
      schema: {
        tags: ['DCSA Track & Trace 2.2'],
        summary: 'The company’s events, oldest received first, filtered as DCSA defines; Next-Page holds the next page',
        description: `${V2_DESCRIPTION} Filters on different fields combine with AND, the comma-separated values of one with OR. eventCreatedDateTime takes :gte, :gt, :lte, :lt or :eq. Air (IATA) events are shipment events about the air waybill, the IATA status in reason.`,
        querystring: eventQuerySchema,
        response: { 200: z.array(dcsaEventSchema), default: dcsaErrorSchema },
      },
    },
    async (request, reply) => {
      const { events, next } = await listEvents(ctx.db, keyOf(request).companyId, request.query);
      if (next) reply.header('next-page', nextPage(request, next, request.query.limit));
      return events;
    },
  );

  app.get(
    '/v2/events/:eventID',
    {
      schema: {
        tags: ['DCSA Track & Trace 2.2'],
        summary: 'One event of the company by its eventID (another company’s answers 404 like a missing one)',
        description: V2_DESCRIPTION,
        params: z.object({ eventID: z.string().trim().min(1).max(100) }),
        response: { 200: dcsaEventSchema, default: dcsaErrorSchema },
      },
    },
    async (request) => getEvent(ctx.db, keyOf(request).companyId, request.params.eventID),
  );

  app.get(
    '/v2/event-subscriptions',
    {
      schema: {
        tags: ['DCSA Track & Trace 2.2'],
        summary: 'The company’s subscriptions, oldest first; Next-Page holds the next page',
        description: V2_DESCRIPTION,
        querystring: pageQuery,
        response: { 200: z.array(subscriptionSchema), default: dcsaErrorSchema },
      },
    },
    async (request, reply) => {
      const { subscriptions, next } = await listSubscriptions(ctx.db, keyOf(request).companyId, request.query);
      if (next) reply.header('next-page', nextPage(request, next, request.query.limit));
      return subscriptions;
    },
  );

  app.post(
    '/v2/event-subscriptions',
    {
      schema: {
        tags: ['DCSA Track & Trace 2.2'],
        summary: 'Subscribes a callback URL to the company’s events',
        description: `${V2_DESCRIPTION} Each matching event is POSTed to callbackUrl as a JSON array of one event, with Notification-Signature: sha256=<hex HMAC-SHA256 of the exact body, keyed with the Base64-decoded secret>, Subscription-ID and API-Version; a 2xx answer acknowledges it, anything else is retried with backoff. A shipment's events arrive in the order they were received. The callback must be https and must not resolve to a private, loopback or link-local address.`,
        body: createSubscriptionSchema,
        response: { 201: subscriptionSchema, default: dcsaErrorSchema },
      },
    },
    async (request, reply) => {
      const subscription = await createSubscription(ctx, keyOf(request), request.body);
      return reply.code(201).send(subscription);
    },
  );

  app.get(
    '/v2/event-subscriptions/:subscriptionID',
    {
      schema: {
        tags: ['DCSA Track & Trace 2.2'],
        summary: 'One subscription of the company',
        description: V2_DESCRIPTION,
        params: subscriptionParams,
        response: { 200: subscriptionSchema, default: dcsaErrorSchema },
      },
    },
    async (request) => getSubscription(ctx.db, keyOf(request).companyId, request.params.subscriptionID),
  );

  app.put(
    '/v2/event-subscriptions/:subscriptionID',
    {
      schema: {
        tags: ['DCSA Track & Trace 2.2'],
        summary: 'Replaces the callback URL and the filters of a subscription (not its secret)',
        description: V2_DESCRIPTION,
        params: subscriptionParams,
        body: updateSubscriptionSchema,
        response: { 200: subscriptionSchema, default: dcsaErrorSchema },
      },
    },
    async (request) => updateSubscription(ctx, keyOf(request).companyId, request.params.subscriptionID, request.body),
  );

  app.delete(
    '/v2/event-subscriptions/:subscriptionID',
    {
      schema: {
        tags: ['DCSA Track & Trace 2.2'],
        summary: 'Stops a subscription; its pending deliveries are dropped',
        description: V2_DESCRIPTION,
        params: subscriptionParams,
        response: { 204: z.null().describe('Subscription stopped'), default: dcsaErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteSubscription(ctx, keyOf(request).companyId, request.params.subscriptionID);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/v2/event-subscriptions/:subscriptionID/secret',
    {
      schema: {
        tags: ['DCSA Track & Trace 2.2'],
        summary: 'Replaces the shared secret; deliveries sent from now on are signed with it',
        description: V2_DESCRIPTION,
        params: subscriptionParams,
        body: secretBodySchema,
        response: { 204: z.null().describe('Secret updated'), default: dcsaErrorSchema },
      },
    },
    async (request, reply) => {
      await rotateSecret(ctx, keyOf(request).companyId, request.params.subscriptionID, request.body.secret);
      return reply.code(204).send(null);
    },
  );
};
