import {
  acceptedQuoteSchema,
  acceptQuoteOptionRequestSchema,
  cancelOrderRequestSchema,
  conformanceResultSchema,
  declineEnquiryRequestSchema,
  ERRORS,
  enquiryDetailSchema,
  enquiryIdRequestSchema,
  enquiryListRequestSchema,
  enquiryPageSchema,
  envelopeSchema,
  ORDER_EXPORT_MAX_ROWS,
  orderDetailSchema,
  orderDocumentRequestSchema,
  orderDocumentSchema,
  orderFilterSchema,
  orderIdRequestSchema,
  orderListRequestSchema,
  orderPageSchema,
  SHIPMENT_EXPORT_PERMISSION,
  saveEnquiryRequestSchema,
  saveOrderRequestSchema,
  submitOrderRequestSchema,
  XLSX_CONTENT_TYPE,
} from '@portside/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { callerCompanyId } from '../../http/tenant-scope.js';
import { attachmentDisposition } from '../files/file-names.js';
import * as enquiries from './enquiry-service.js';
import { streamOrderWorkbook } from './order-export.js';
import { attachOrderDocument, detachOrderDocument } from './order-files.js';
import * as orders from './service.js';

/** The client's company and who acts, from the session (never from the body). */
function orderCaller(request: FastifyRequest): orders.OrderCaller {
  const caller = requireCaller(request);
  return { companyId: callerCompanyId(caller), userId: caller.userId, accountName: caller.accountName };
}

/** The client's order desk (issue 10): orders of the five kinds, enquiries and quotes. */
export const orderRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const orderDetail = { 200: envelopeSchema(orderDetailSchema) };
  const enquiryDetail = { 200: envelopeSchema(enquiryDetailSchema) };

  app.post(
    '/client/api/Order/GetPageList',
    {
      schema: {
        tags: ['Orders'],
        summary: "A page of the company's orders, newest first, by status, kind or number",
        body: orderListRequestSchema,
        response: { 200: envelopeSchema(orderPageSchema) },
      },
    },
    async (request) => ok(await orders.listOrders(ctx.db, orderCaller(request).companyId, request.body)),
  );

  app.post(
    '/client/api/Order/ExportExcel',
    {
      schema: {
        tags: ['Orders'],
        summary: `The orders of the work queue's filter as an .xlsx file (at most ${ORDER_EXPORT_MAX_ROWS} rows)`,
        description:
          `Answers ${XLSX_CONTENT_TYPE}, streamed, newest first. Needs the order menus and the button permission ` +
          `${SHIPMENT_EXPORT_PERMISSION} (Forbidden otherwise), as the shipment lists' export. Headers, kinds and ` +
          'statuses are in the language of the request.',
        body: orderFilterSchema,
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      if (!caller.menuCodes.has(SHIPMENT_EXPORT_PERMISSION)) throw new AppError('Forbidden');
      const pages = orders.ordersForExport(ctx.db, callerCompanyId(caller), request.body, ORDER_EXPORT_MAX_ROWS);
      const fileName = `orders-${ctx.clock().toISOString().slice(0, 10)}.xlsx`;
      const body = streamOrderWorkbook(pages, requestLocale(request), (error) =>
        request.log.error({ err: error }, 'order export failed'),
      );
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(fileName))
        .send(body);
    },
  );

  app.post(
    '/client/api/Order/GetDetail',
    {
      schema: {
        tags: ['Orders'],
        summary: 'An order: cartons declared and measured, status history, quote terms, linked shipment',
        body: orderIdRequestSchema,
        response: orderDetail,
      },
    },
    async (request) =>
      ok(await orders.getOrderDetail(ctx.db, orderCaller(request).companyId, request.body.Id, ctx.clock())),
  );

  app.post(
    '/client/api/Order/Save',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Creates a draft order, or saves a draft or an order sent back for update (cartons replaced whole)',
        body: saveOrderRequestSchema,
        response: orderDetail,
      },
    },
    async (request) => ok(await orders.saveOrder(ctx, orderCaller(request), request.body)),
  );

  app.post(
    '/client/api/Order/Submit',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Submits a complete draft (or an order sent back) to the forwarder, after the conformance check',
        description:
          'The warehouse business check of CheckWaresConformance runs on the saved cartons. Errors: ValidationFailed ' +
          '(HTTP 400) with the findings in Body, nothing changes. Warnings not confirmed: ErrorCode 100 (HTTP 422) ' +
          'with the findings in Body; submit again with ConfirmWarnings to go ahead (recorded in the history).',
        body: submitOrderRequestSchema,
        response: {
          ...orderDetail,
          400: envelopeSchema(conformanceResultSchema.nullable()),
          422: envelopeSchema(conformanceResultSchema),
        },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const answer = await orders.submitOrder(ctx, orderCaller(request), request.body, locale);
      if (!('refused' in answer)) return ok(answer);
      const entry = answer.refused === 'errors' ? ERRORS.ValidationFailed : ERRORS.BusinessCheckFailed;
      const [first] = answer.refused === 'errors' ? answer.findings.Errors : answer.findings.Warnings;
      const where = first
        ? `${first.CartonNo === undefined ? '' : `${first.CartonNo}, `}${first.Field}: ${first.Message}`
        : '';
      return reply
        .code(entry.HttpStatus)
        .send({ ErrorCode: entry.ErrorCode, Msg: `${entry.Msg[locale]}: ${where}`, Body: answer.findings });
    },
  );

  app.post(
    '/client/api/Order/AttachDocument',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Attaches a file the company uploaded (BaseData/UploadFile) to one of its orders',
        description: 'A file or an order of another company is NotFound; a cancelled order takes no documents.',
        body: orderDocumentRequestSchema,
        response: { 200: envelopeSchema(z.array(orderDocumentSchema)) },
      },
    },
    async (request) => ok(await attachOrderDocument(ctx, orderCaller(request).companyId, request.body)),
  );

  app.post(
    '/client/api/Order/DetachDocument',
    {
      schema: {
        tags: ['Orders'],
        summary: "Takes a client's document off the order (the file stays in the shared folder)",
        description: "The warehouse's receipt photos stay with the order (Forbidden).",
        body: orderDocumentRequestSchema,
        response: { 200: envelopeSchema(z.array(orderDocumentSchema)) },
      },
    },
    async (request) => ok(await detachOrderDocument(ctx, orderCaller(request).companyId, request.body)),
  );

  app.post(
    '/client/api/Order/Cancel',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Cancels an order the warehouse has not received yet',
        body: cancelOrderRequestSchema,
        response: orderDetail,
      },
    },
    async (request) =>
      ok(await orders.cancelOrder(ctx, orderCaller(request), request.body.Id, request.body.Reason ?? null)),
  );

  app.post(
    '/client/api/Enquiry/GetPageList',
    {
      schema: {
        tags: ['Quotes'],
        summary: "A page of the company's enquiries, newest first",
        body: enquiryListRequestSchema,
        response: { 200: envelopeSchema(enquiryPageSchema) },
      },
    },
    async (request) => ok(await enquiries.listEnquiries(ctx, orderCaller(request).companyId, request.body)),
  );

  app.post(
    '/client/api/Enquiry/GetDetail',
    {
      schema: {
        tags: ['Quotes'],
        summary: 'An enquiry with its quote options (price lines, totals, expiry) and status history',
        body: enquiryIdRequestSchema,
        response: enquiryDetail,
      },
    },
    async (request) => ok(await enquiries.getEnquiryDetail(ctx, orderCaller(request).companyId, request.body.Id)),
  );

  app.post(
    '/client/api/Enquiry/Save',
    {
      schema: {
        tags: ['Quotes'],
        summary: 'Creates or changes a draft enquiry',
        body: saveEnquiryRequestSchema,
        response: enquiryDetail,
      },
    },
    async (request) => ok(await enquiries.saveEnquiry(ctx, orderCaller(request), request.body)),
  );

  app.post(
    '/client/api/Enquiry/Submit',
    {
      schema: {
        tags: ['Quotes'],
        summary: 'Sends a draft enquiry to the forwarder',
        body: enquiryIdRequestSchema,
        response: enquiryDetail,
      },
    },
    async (request) => ok(await enquiries.submitEnquiry(ctx, orderCaller(request), request.body.Id)),
  );

  app.post(
    '/client/api/Enquiry/AcceptOption',
    {
      schema: {
        tags: ['Quotes'],
        summary: "Accepts an option of a quote before it expires: a draft order is made with the option's terms",
        body: acceptQuoteOptionRequestSchema,
        response: { 200: envelopeSchema(acceptedQuoteSchema) },
      },
    },
    async (request) =>
      ok(await enquiries.acceptQuoteOption(ctx, orderCaller(request), request.body.Id, request.body.OptionId)),
  );

  app.post(
    '/client/api/Enquiry/Decline',
    {
      schema: {
        tags: ['Quotes'],
        summary: 'Declines a quote',
        body: declineEnquiryRequestSchema,
        response: enquiryDetail,
      },
    },
    async (request) =>
      ok(await enquiries.declineEnquiry(ctx, orderCaller(request), request.body.Id, request.body.Reason ?? null)),
  );
};
