import {
  apiKeyListSchema,
  apiKeySchema,
  createApiKeyRequestSchema,
  createdApiKeySchema,
  envelopeSchema,
  integrationEventBatchAnswerSchema,
  integrationEventBatchSchema,
  integrationShipmentAnswerSchema,
  integrationShipmentBatchAnswerSchema,
  integrationShipmentBatchSchema,
  integrationShipmentSchema,
  revokeApiKeyRequestSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import type { EventSource } from '../tracking/ingest.js';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.js';
import { callIdentity, companyParams, INTEGRATION_DESCRIPTION } from './call-identity.js';
import { ingestEvents, upsertOneShipment, upsertShipmentBatch } from './service.js';

/** Integration batches are larger than portal requests: 2,000 DCSA events run to a few MB. */
const INTEGRATION_BODY_LIMIT = 16 * 1024 * 1024;
/** Integration API keys (staff admins) and the integration feed of the forwarder's own systems (issue 5). */
export const integrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/cms/api/Staff/CreateApiKey',
    {
      schema: {
        tags: ['Staff'],
        summary: 'Issues an integration API key; the key is shown in this answer only',
        body: createApiKeyRequestSchema,
        response: { 200: envelopeSchema(createdApiKeySchema) },
      },
    },
    async (request) => ok(await createApiKey(ctx, requireCaller(request), request.body)),
  );

  app.post(
    '/cms/api/Staff/GetApiKeyList',
    {
      schema: {
        tags: ['Staff'],
        summary: 'The integration API keys, newest first (never the keys themselves)',
        response: { 200: envelopeSchema(apiKeyListSchema) },
      },
    },
    async () => ok(await listApiKeys(ctx)),
  );

  app.post(
    '/cms/api/Staff/RevokeApiKey',
    {
      schema: {
        tags: ['Staff'],
        summary: 'Revokes an integration API key; its next call is refused',
        body: revokeApiKeyRequestSchema,
        response: { 200: envelopeSchema(apiKeySchema) },
      },
    },
    async (request) => ok(await revokeApiKey(ctx, request.body.Id)),
  );

  app.put(
    '/integration/v1/companies/:company/shipments/:externalId',
    {
      bodyLimit: INTEGRATION_BODY_LIMIT,
      schema: {
        tags: ['Integration'],
        summary: 'Creates or updates a shipment by its id in the forwarder’s system',
        description: INTEGRATION_DESCRIPTION,
        params: companyParams.extend({ externalId: z.string().trim().min(1).max(64) }),
        body: integrationShipmentSchema,
        response: { 200: envelopeSchema(integrationShipmentAnswerSchema) },
      },
    },
    async (request) => {
      const call = await callIdentity(ctx, request, request.params.company);
      return ok(await upsertOneShipment(ctx, call, request.params.externalId, request.body, ctx));
    },
  );

  app.post(
    '/integration/v1/companies/:company/shipments',
    {
      bodyLimit: INTEGRATION_BODY_LIMIT,
      schema: {
        tags: ['Integration'],
        summary: 'Creates or updates up to 2,000 shipments in one transaction',
        description: INTEGRATION_DESCRIPTION,
        params: companyParams,
        body: integrationShipmentBatchSchema,
        response: { 200: envelopeSchema(integrationShipmentBatchAnswerSchema) },
      },
    },
    async (request) => {
      const call = await callIdentity(ctx, request, request.params.company);
      return ok(await upsertShipmentBatch(ctx, call, request.body.shipments, ctx));
    },
  );

  const eventRoute = (source: EventSource, path: string, summary: string) =>
    app.post(
      path,
      {
        bodyLimit: INTEGRATION_BODY_LIMIT,
        schema: {
          tags: ['Integration'],
          summary,
          description:
            `${INTEGRATION_DESCRIPTION} A batch with one invalid event is refused whole: Msg names events[i] and ` +
            'the field. An event whose eventID was received before is a no-op; with other content, a Conflict. An ' +
            'item {eventID, retractedEventID} withdraws an earlier event (T&T 3.0 convention).',
          params: companyParams,
          body: integrationEventBatchSchema,
          response: { 200: envelopeSchema(integrationEventBatchAnswerSchema) },
        },
      },
      async (request) => {
        const call = await callIdentity(ctx, request, request.params.company);
        return ok(await ingestEvents(ctx, call, source, request.body.events, ctx));
      },
    );
  eventRoute(
    'DCSA',
    '/integration/v1/companies/:company/events/dcsa',
    'Ingests DCSA Track & Trace 2.2 and 3.0 events (sea, rail), each checked against the official schema of its version',
  );
  eventRoute(
    'IATA',
    '/integration/v1/companies/:company/events/iata',
    'Ingests IATA cargo status events (BKD, RCS, MAN, DEP, ARR, RCF, NFD, DLV, ...) for air shipments',
  );
};
