import {
  envelopeSchema,
  integrationEnquiryAnswerSchema,
  integrationOrderAnswerSchema,
  staffOrderDeskSchema,
  staffQuoteEnquiryRequestSchema,
  staffRecordReceiptRequestSchema,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { LocalFileStore } from '../files/storage.js';
import { isCompanyInScope } from '../identity/companies.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { announceMessages, type NewMessages, type WrittenMessages, writeMessages } from '../messages/service.js';
import { quoteEnquiry } from './enquiry-service.js';
import { RECEIPT_BODY_LIMIT } from './integration-routes.js';
import type { ReceiptPhotoStore } from './order-files.js';
import { receiveOrder } from './service.js';
import { staffOrderDesk } from './staff-desk.js';

/**
 * Staff quote enquiries and record receipts from the portal (demo and support, issue 10), through
 * the services the integration API calls, for the companies they serve only (another is NotFound).
 */
export const orderStaffRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = new LocalFileStore(ctx.config.filesDir);

  /** Runs a write for a served company in one transaction; its messages are announced after the commit. */
  async function run<T>(
    request: FastifyRequest,
    companyId: string,
    work: (tx: Tx) => Promise<{ answer: T; notices: NewMessages[] }>,
  ): Promise<T> {
    const scope = await tenantScope(ctx, requireCaller(request));
    if (!(await isCompanyInScope(ctx.db, scope, companyId))) throw new AppError('NotFound', 'company');
    let written: WrittenMessages | null = null;
    const answer = await ctx.db.transaction(async (tx) => {
      const result = await work(tx);
      written = await writeMessages(ctx, tx, result.notices);
      return result.answer;
    });
    if (written) await announceMessages(ctx, written);
    return answer;
  }

  app.post(
    '/cms/api/Staff/GetOrderDesk',
    {
      schema: {
        tags: ['Staff'],
        summary: 'Submitted enquiries to quote and accepted orders to receive, of the companies the caller serves',
        body: z.object({}).optional(),
        response: { 200: envelopeSchema(staffOrderDeskSchema) },
      },
    },
    async (request) => ok(await staffOrderDesk(ctx.db, await tenantScope(ctx, requireCaller(request)))),
  );

  app.post(
    '/cms/api/Staff/QuoteEnquiry',
    {
      schema: {
        tags: ['Staff'],
        summary: "Quotes a served company's submitted enquiry, as the integration API's quote does",
        body: staffQuoteEnquiryRequestSchema,
        response: { 200: envelopeSchema(integrationEnquiryAnswerSchema) },
      },
    },
    async (request) => {
      const { CompanyId, EnquiryNo, Quote } = request.body;
      const actor = requireCaller(request).accountName;
      return ok(
        await run(request, CompanyId, async (tx) => ({
          answer: await quoteEnquiry(ctx, tx, CompanyId, EnquiryNo, Quote, actor),
          notices: [],
        })),
      );
    },
  );

  app.post(
    '/cms/api/Staff/RecordOrderReceipt',
    {
      bodyLimit: RECEIPT_BODY_LIMIT,
      schema: {
        tags: ['Staff'],
        summary:
          "Records the warehouse's receipt of a served company's accepted order (measured cartons, photos), as the integration API's receipt does",
        body: staffRecordReceiptRequestSchema,
        response: { 200: envelopeSchema(integrationOrderAnswerSchema) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      const { CompanyId, OrderNo, Receipt } = request.body;
      const photoStore: ReceiptPhotoStore = {
        store,
        uploadedBy: caller.userId,
        locale: requestLocale(request),
        discards: [],
      };
      try {
        return ok(
          await run(request, CompanyId, (tx) =>
            receiveOrder(ctx, tx, CompanyId, OrderNo, Receipt, caller.accountName, photoStore),
          ),
        );
      } catch (error) {
        for (const discard of photoStore.discards) await discard();
        throw error;
      }
    },
  );
};
