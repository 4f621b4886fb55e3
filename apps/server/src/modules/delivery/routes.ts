import {
  deliveryDetailSchema,
  deliveryIdRequestSchema,
  deliveryListRequestSchema,
  deliveryPageSchema,
  EXPRESS_LABEL_CONTENT_TYPE,
  envelopeSchema,
  expressLabelRequestSchema,
  integrationAppointmentSchema,
  integrationDeliveryAnswerSchema,
  integrationDeliveryOpenSchema,
  integrationDeliveryStatusSchema,
  integrationParcelEventsAnswerSchema,
  integrationParcelEventsSchema,
  integrationParcelsSchema,
  integrationProofOfDeliverySchema,
  PROOF_OF_DELIVERY_MAX_BYTES,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { attachmentDisposition } from '../files/file-names.js';
import { LocalFileStore } from '../files/storage.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { callIdentity, companyParams, INTEGRATION_DESCRIPTION } from '../integration/call-identity.js';
import * as delivery from './service.js';

const TAGS = ['Delivery'];
const deliveryParams = companyParams.extend({
  externalId: z.string().trim().min(1).max(64).describe("The delivery's id in the forwarder's system"),
});
/** Room for a proof of delivery's base64 (4/3 of the file) and the JSON around it. */
const PROOF_BODY_LIMIT = Math.ceil(PROOF_OF_DELIVERY_MAX_BYTES / 3) * 4 + 64 * 1024;
/** Parcels of 10,000 cartons run past the portal's 1 MB body limit. */
const PARCELS_BODY_LIMIT = 4 * 1024 * 1024;

/** Deliveries and courier parcels (issue 11): the client's reads and labels, and the forwarder's feed. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = new LocalFileStore(ctx.config.filesDir);
  const scopeOf = (request: FastifyRequest) => tenantScope(ctx, requireCaller(request));
  const callOf = async (request: FastifyRequest, company: string) => ({
    ...(await callIdentity(ctx, request, company)),
    apiKeyId: request.integrationKey?.id ?? null,
  });

  app.post(
    '/client/api/Delivery/GetPageList',
    {
      schema: {
        tags: TAGS,
        summary: "A page of the caller's company's deliveries, most recently changed first",
        body: deliveryListRequestSchema,
        response: { 200: envelopeSchema(deliveryPageSchema) },
      },
    },
    async (request) => ok(await delivery.listDeliveries(ctx, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Delivery/GetDetail',
    {
      schema: {
        tags: TAGS,
        summary: 'A delivery with its appointment history, every state it went through, and its courier parcels',
        body: deliveryIdRequestSchema,
        response: { 200: envelopeSchema(deliveryDetailSchema) },
      },
    },
    async (request) => ok(await delivery.getDelivery(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Delivery/DownLoadExpressLabelByExpressChildNo',
    {
      schema: {
        tags: TAGS,
        summary: 'The label of the carton a courier child tracking number stands for: a one-page PDF (4 × 6 in)',
        description:
          'Spec §8: answered as the file itself, no envelope, on success. A number the caller’s company does ' +
          'not have answers the NotFound envelope, the same for another company’s number.',
        body: expressLabelRequestSchema,
      },
    },
    async (request, reply) => {
      const { childNo, pdf } = await delivery.expressLabel(ctx, await scopeOf(request), request.body.ExpressChildNo);
      return reply
        .header('content-type', EXPRESS_LABEL_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`${childNo}-label.pdf`))
        .send(pdf);
    },
  );

  const base = '/integration/v1/companies/:company/deliveries/:externalId';
  const integrationSchema = <T extends z.ZodType>(summary: string, body: T) => ({
    tags: ['Integration'],
    summary,
    description: INTEGRATION_DESCRIPTION,
    params: deliveryParams,
    body,
    response: { 200: envelopeSchema(integrationDeliveryAnswerSchema) },
  });

  app.put(
    base,
    {
      schema: integrationSchema(
        'Opens the delivery of an accepted end, air-end or Amazon-bound order (Not dispatched); the same call again answers it',
        integrationDeliveryOpenSchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await delivery.openDelivery(ctx, await callOf(request, company), externalId, request.body, ctx));
    },
  );

  app.post(
    `${base}/appointment`,
    {
      schema: integrationSchema(
        'Books, moves or (after a failure) rebooks the Amazon delivery appointment; the client is told',
        integrationAppointmentSchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await delivery.bookAppointment(ctx, await callOf(request, company), externalId, request.body, ctx));
    },
  );

  app.post(
    `${base}/status`,
    {
      schema: integrationSchema(
        'Moves the delivery to another state of DeliveryStatusEnum, if the transition table allows it',
        integrationDeliveryStatusSchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await delivery.moveDelivery(ctx, await callOf(request, company), externalId, request.body, ctx));
    },
  );

  app.post(
    `${base}/proof-of-delivery`,
    {
      bodyLimit: PROOF_BODY_LIMIT,
      schema: integrationSchema(
        'Files the proof of delivery (PDF, PNG or JPEG, base64, at most 10 MB) of a delivered delivery',
        integrationProofOfDeliverySchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(
        await delivery.attachProofOfDelivery(ctx, store, await callOf(request, company), externalId, request.body, ctx),
      );
    },
  );

  app.put(
    `${base}/parcels`,
    {
      bodyLimit: PARCELS_BODY_LIMIT,
      schema: integrationSchema(
        'Gives each carton of the order its courier child tracking number (a parcel delivery), all or nothing',
        integrationParcelsSchema,
      ),
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await delivery.setParcels(ctx, await callOf(request, company), externalId, request.body, ctx));
    },
  );

  app.post(
    '/integration/v1/companies/:company/parcel-events',
    {
      schema: {
        tags: ['Integration'],
        summary: 'Courier tracking events of parcels, by child tracking number, up to 2,000, all or none',
        description: INTEGRATION_DESCRIPTION,
        params: companyParams,
        body: integrationParcelEventsSchema,
        response: { 200: envelopeSchema(integrationParcelEventsAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await delivery.recordParcelEvents(ctx, await callOf(request, request.params.company), request.body.events, ctx),
      ),
  );
};
