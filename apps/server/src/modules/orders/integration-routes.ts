import {
  envelopeSchema,
  integrationAcceptOrderSchema,
  integrationEnquiryAnswerSchema,
  integrationOrderAnswerSchema,
  integrationQuoteSchema,
  integrationReceiptSchema,
  integrationSendBackOrderSchema,
  RECEIPT_PHOTO_MAX_BYTES,
  RECEIPT_PHOTOS_MAX,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { ok, requestLocale } from '../../http/envelope.js';
import { LocalFileStore } from '../files/storage.js';
import { apiKeyIssuer } from '../integration/api-keys.js';
import { callIdentity, companyParams, INTEGRATION_DESCRIPTION } from '../integration/call-identity.js';
import { runIdempotent } from '../integration/idempotency.js';
import { announceMessages, type NewMessages, type WrittenMessages, writeMessages } from '../messages/service.js';
import { quoteEnquiry } from './enquiry-service.js';
import type { ReceiptPhotoStore } from './order-files.js';
import { acceptOrder, receiveOrder, sendBackOrder } from './service.js';

/** Receipts of 10,000 cartons, and their photos in base64, run past the portal's 1 MB body limit. */
export const RECEIPT_BODY_LIMIT = 8 * 1024 * 1024 + RECEIPT_PHOTOS_MAX * Math.ceil((RECEIPT_PHOTO_MAX_BYTES * 4) / 3);
const orderParams = companyParams.extend({ orderNo: z.string().trim().min(1).max(30) });
const enquiryParams = companyParams.extend({ enquiryNo: z.string().trim().min(1).max(30) });

/** Who did it, in the status history: the API key's name. */
const actorOf = (request: FastifyRequest) => `integration:${request.integrationKey?.name ?? 'unknown'}`;

/** The forwarder's side of the order desk (issue 10), through the integration API: idempotent, one transaction each. */
export const orderIntegrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = new LocalFileStore(ctx.config.filesDir);
  /** Runs a write idempotently; the messages it raises are written with it and announced after the commit. */
  async function run<T>(
    request: FastifyRequest,
    companyReference: string,
    work: (tx: Tx, companyId: string) => Promise<{ answer: T; notices: NewMessages[] }>,
  ): Promise<T> {
    const call = await callIdentity(ctx, request, companyReference);
    let written: WrittenMessages | null = null;
    const { answer } = await runIdempotent(
      ctx,
      { companyId: call.companyId, key: call.idempotencyKey, fingerprint: call.fingerprint },
      async (tx) => {
        const result = await work(tx, call.companyId);
        written = await writeMessages(ctx, tx, result.notices);
        return result.answer;
      },
    );
    if (written) await announceMessages(ctx, written);
    return answer;
  }

  app.post(
    '/integration/v1/companies/:company/enquiries/:enquiryNo/quote',
    {
      schema: {
        tags: ['Integration'],
        summary: 'Quotes a submitted enquiry: one or more options with price lines and an expiry',
        description: INTEGRATION_DESCRIPTION,
        params: enquiryParams,
        body: integrationQuoteSchema,
        response: { 200: envelopeSchema(integrationEnquiryAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await run(request, request.params.company, async (tx, companyId) => ({
          answer: await quoteEnquiry(ctx, tx, companyId, request.params.enquiryNo, request.body, actorOf(request)),
          notices: [],
        })),
      ),
  );

  app.post(
    '/integration/v1/companies/:company/orders/:orderNo/accept',
    {
      schema: {
        tags: ['Integration'],
        summary: "Accepts a submitted order: the shipment is created with the order's references and linked",
        description: INTEGRATION_DESCRIPTION,
        params: orderParams,
        body: integrationAcceptOrderSchema,
        response: { 200: envelopeSchema(integrationOrderAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await run(request, request.params.company, async (tx, companyId) => ({
          answer: await acceptOrder(ctx, tx, companyId, request.params.orderNo, request.body, actorOf(request)),
          notices: [],
        })),
      ),
  );

  app.post(
    '/integration/v1/companies/:company/orders/:orderNo/send-back',
    {
      schema: {
        tags: ['Integration'],
        summary: 'Sends a submitted order back to the client for an update, with the reason; the client is told',
        description: INTEGRATION_DESCRIPTION,
        params: orderParams,
        body: integrationSendBackOrderSchema,
        response: { 200: envelopeSchema(integrationOrderAnswerSchema) },
      },
    },
    async (request) =>
      ok(
        await run(request, request.params.company, (tx, companyId) =>
          sendBackOrder(ctx, tx, companyId, request.params.orderNo, request.body.reason, actorOf(request)),
        ),
      ),
  );

  app.post(
    '/integration/v1/companies/:company/orders/:orderNo/receipt',
    {
      bodyLimit: RECEIPT_BODY_LIMIT,
      schema: {
        tags: ['Integration'],
        summary:
          "Records the warehouse's receipt with the measured cartons and photos: the order becomes CargoReceived and the client is told",
        description: INTEGRATION_DESCRIPTION,
        params: orderParams,
        body: integrationReceiptSchema,
        response: { 200: envelopeSchema(integrationOrderAnswerSchema) },
      },
    },
    async (request) => {
      const photoStore: ReceiptPhotoStore = {
        store,
        uploadedBy: await apiKeyIssuer(ctx, request.integrationKey?.id ?? ''),
        locale: requestLocale(request),
        discards: [],
      };
      try {
        return ok(
          await run(request, request.params.company, (tx, companyId) =>
            receiveOrder(ctx, tx, companyId, request.params.orderNo, request.body, actorOf(request), photoStore),
          ),
        );
      } catch (error) {
        // The transaction rolled back: the photos it wrote go with it.
        for (const discard of photoStore.discards) await discard();
        throw error;
      }
    },
  );
};
