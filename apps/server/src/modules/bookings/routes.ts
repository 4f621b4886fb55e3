import fastifyMultipart from '@fastify/multipart';
import {
  billCommentRequestSchema,
  bookingCancelRequestSchema,
  bookingDetailSchema,
  bookingIdRequestSchema,
  bookingListRequestSchema,
  bookingPageSchema,
  bookingUpdateRequestSchema,
  DCG_IMPORT_MAX_BYTES,
  dcgImportAnswerSchema,
  ERRORS,
  envelopeSchema,
  importRefusalSchema,
  integrationBillDraftSchema,
  integrationBillIssueSchema,
  integrationBookingAnswerSchema,
  integrationBookingCompleteSchema,
  integrationBookingConfirmSchema,
  integrationBookingCreateSchema,
  integrationBookingSendBackSchema,
  PDF_CONTENT_TYPE,
  XLSX_CONTENT_TYPE,
} from '@portside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { callerCompanyId } from '../../http/tenant-scope.js';
import { attachmentDisposition } from '../files/file-names.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { callIdentity, companyParams, INTEGRATION_DESCRIPTION } from '../integration/call-identity.js';
import { runIdempotent } from '../integration/idempotency.js';
import { announceMessages, type WrittenMessages, writeMessages } from '../messages/service.js';
import { buildBillPdf } from './bill-pdf.js';
import { importInstructions } from './dcg-import.js';
import { buildDcgTemplate, parseDcgWorkbook, type RowError } from './dcg-workbook.js';
import * as service from './service.js';

const TAGS = ['Bookings'];
/** The name the house bill is issued under. */
export const BILL_ISSUER = 'Portside Logistics, as agent for the carrier';

const bookingParams = companyParams.extend({
  reference: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .describe("The booking's id in the forwarder's system (carrierBookingRequestReference)"),
});

function actorOf(request: FastifyRequest): service.Actor {
  const caller = requireCaller(request);
  return { userId: caller.userId, name: caller.accountName };
}

function refuse(reply: FastifyReply, locale: ReturnType<typeof requestLocale>, rowErrors: RowError[]) {
  const entry = ERRORS.ValidationFailed;
  const [first] = rowErrors;
  const where = first ? `row ${first.Row}${first.Column ? `, ${first.Column}` : ''}: ${first.Reason}` : '';
  return reply
    .code(entry.HttpStatus)
    .send({ ErrorCode: entry.ErrorCode, Msg: `${entry.Msg[locale]}: ${where}`, Body: { RowErrors: rowErrors } });
}

/** The client's bookings and bills (issue 11), and the forwarder's side through the integration API. */
export const bookingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scopeOf = (request: FastifyRequest) => tenantScope(ctx, requireCaller(request));
  const detail = { 200: envelopeSchema(bookingDetailSchema) };

  app.post(
    '/client/api/Booking/GetPageList',
    {
      schema: {
        tags: TAGS,
        summary: "A page of the caller's company's bookings, most recently changed first",
        body: bookingListRequestSchema,
        response: { 200: envelopeSchema(bookingPageSchema) },
      },
    },
    async (request) => ok(await service.listBookings(ctx.db, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Booking/GetDetail',
    {
      schema: {
        tags: TAGS,
        summary: 'A booking with its shipping instructions, its house bill and every move of both',
        body: bookingIdRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.getBooking(ctx.db, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Booking/UpdateBooking',
    {
      schema: {
        tags: TAGS,
        summary: 'Answers what the forwarder asked to change: a booking PENDING_UPDATE is RECEIVED again',
        body: bookingUpdateRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await service.updateBooking(ctx, await scopeOf(request), actorOf(request), request.body.Id, request.body.Note),
      ),
  );

  app.post(
    '/client/api/Booking/CancelBooking',
    {
      schema: {
        tags: TAGS,
        summary: 'Withdraws a booking not confirmed yet (RECEIVED or PENDING_UPDATE)',
        body: bookingCancelRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await service.cancelBooking(
          ctx,
          await scopeOf(request),
          actorOf(request),
          request.body.Id,
          request.body.Reason,
        ),
      ),
  );

  app.post(
    '/client/api/Booking/ApproveBillOfLading',
    {
      schema: {
        tags: TAGS,
        summary: 'Approves the draft house bill of a booking as it is (DRAFT to APPROVED)',
        body: bookingIdRequestSchema,
        response: detail,
      },
    },
    async (request) => ok(await service.approveBill(ctx, await scopeOf(request), actorOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Booking/CommentBillOfLading',
    {
      schema: {
        tags: TAGS,
        summary: 'Comments on the draft house bill: it goes back to the forwarder for amendment (PENDING_AMENDMENT)',
        body: billCommentRequestSchema,
        response: detail,
      },
    },
    async (request) =>
      ok(
        await service.commentBill(ctx, await scopeOf(request), actorOf(request), request.body.Id, request.body.Comment),
      ),
  );

  // The forwarder's side: idempotent, one transaction each, messages announced after the commit.

  const integrationActor = (request: FastifyRequest): service.Actor => ({
    userId: null,
    name: `integration:${request.integrationKey?.name ?? 'unknown'}`,
  });

  async function run(
    request: FastifyRequest,
    company: string,
    work: (tx: Tx, companyId: string, actor: service.Actor) => Promise<service.ForwarderResult>,
  ) {
    const call = await callIdentity(ctx, request, company);
    let written: WrittenMessages | null = null;
    const { answer } = await runIdempotent(
      ctx,
      { companyId: call.companyId, key: call.idempotencyKey, fingerprint: call.fingerprint },
      async (tx) => {
        const result = await work(tx, call.companyId, integrationActor(request));
        written = await writeMessages(ctx, tx, result.notices);
        return result.answer;
      },
    );
    if (written) await announceMessages(ctx, written);
    return ok(answer);
  }

  const base = '/integration/v1/companies/:company/bookings/:reference';
  const integrationSchema = <T extends z.ZodType>(summary: string, body: T) => ({
    tags: ['Integration'],
    summary,
    description: INTEGRATION_DESCRIPTION,
    params: bookingParams,
    body,
    response: { 200: envelopeSchema(integrationBookingAnswerSchema) },
  });

  app.put(
    base,
    {
      schema: integrationSchema(
        'Opens the booking (RECEIVED) of an accepted full-container or ocean order; the same call again answers the same booking',
        integrationBookingCreateSchema,
      ),
    },
    (request) =>
      run(request, request.params.company, (tx, companyId, actor) =>
        service.createBooking(ctx, tx, companyId, request.params.reference, request.body, actor),
      ),
  );

  app.post(
    `${base}/send-back`,
    {
      schema: integrationSchema(
        'Asks the client for changes (RECEIVED to PENDING_UPDATE) with the reason; the client is told',
        integrationBookingSendBackSchema,
      ),
    },
    (request) =>
      run(request, request.params.company, (tx, companyId, actor) =>
        service.sendBackBooking(ctx, tx, companyId, request.params.reference, request.body.reason, actor),
      ),
  );

  app.post(
    `${base}/confirm`,
    {
      schema: integrationSchema(
        "Confirms the booking with the carrier's booking number, vessel, voyage and cut-offs (RECEIVED to CONFIRMED)",
        integrationBookingConfirmSchema,
      ),
    },
    (request) =>
      run(request, request.params.company, (tx, companyId, actor) =>
        service.confirmBooking(ctx, tx, companyId, request.params.reference, request.body, actor),
      ),
  );

  app.post(
    `${base}/reject`,
    {
      schema: integrationSchema(
        'Rejects a booking not confirmed (RECEIVED or PENDING_UPDATE to REJECTED), with the reason',
        integrationBookingSendBackSchema,
      ),
    },
    (request) =>
      run(request, request.params.company, (tx, companyId, actor) =>
        service.rejectBooking(ctx, tx, companyId, request.params.reference, request.body.reason, actor),
      ),
  );

  app.post(
    `${base}/complete`,
    {
      schema: integrationSchema(
        'Completes a confirmed booking whose house bill is issued (CONFIRMED to COMPLETED)',
        integrationBookingCompleteSchema,
      ),
    },
    (request) =>
      run(request, request.params.company, (tx, companyId, actor) =>
        service.completeBooking(ctx, tx, companyId, request.params.reference, request.body.note ?? null, actor),
      ),
  );

  app.put(
    `${base}/bill-of-lading`,
    {
      schema: integrationSchema(
        "Posts the draft house bill of a confirmed booking, or the next draft after the client's comment; the client is told",
        integrationBillDraftSchema,
      ),
    },
    (request) =>
      run(request, request.params.company, (tx, companyId, actor) =>
        service.draftBill(ctx, tx, companyId, request.params.reference, request.body, actor),
      ),
  );

  app.post(
    `${base}/bill-of-lading/issue`,
    {
      schema: integrationSchema(
        'Issues the house bill the client approved (APPROVED to ISSUED); the client is told',
        integrationBillIssueSchema,
      ),
    },
    (request) =>
      run(request, request.params.company, (tx, companyId, actor) =>
        service.issueBill(ctx, tx, companyId, request.params.reference, request.body, actor),
      ),
  );
};

/** The bookings' files: the house bill PDF, the shipping-instruction template and InsertDCGExcel (spec §8). */
export const bookingDocumentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: DCG_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });

  app.post(
    '/client/api/Booking/DownloadFobOrderBillOfLadingFile',
    {
      schema: {
        tags: TAGS,
        summary:
          "The booking's house bill as a PDF: the draft (watermarked DRAFT) until it is issued, then the issued bill",
        body: bookingIdRequestSchema,
      },
    },
    async (request, reply) => {
      const scope = await tenantScope(ctx, requireCaller(request));
      const { booking, bill } = await service.bookingBill(ctx.db, scope, request.body.Id);
      const name = `${bill.TransportDocumentReference}${bill.Status === 'ISSUED' ? '' : `-draft-${bill.Version}`}.pdf`;
      return reply
        .header('content-type', PDF_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(name))
        .send(await buildBillPdf(booking, bill, BILL_ISSUER));
    },
  );

  app.get(
    '/client/api/Booking/DownloadDCGImportTemplate',
    {
      schema: {
        tags: TAGS,
        summary:
          "The shipping-instruction workbook (.xlsx) with its header in the request's language and an example job",
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`shipping-instructions-${locale}.xlsx`))
        .send(await buildDcgTemplate(locale));
    },
  );

  app.post(
    '/client/api/Booking/InsertDCGExcel',
    {
      schema: {
        tags: TAGS,
        summary: 'Imports shipping instructions per job number (DcgNo) from a filled-in template, all or none',
        description:
          'multipart/form-data with one .xlsx file. The rows of each job become the shipping instructions of that ' +
          "job's booking, in one transaction. A file with any bad row (or a job that is not one of the company's " +
          'open bookings) imports nothing: ValidationFailed (HTTP 400) with Body.RowErrors, each naming the row, ' +
          'the column and the reason.',
        response: { 200: envelopeSchema(dcgImportAnswerSchema), 400: envelopeSchema(importRefusalSchema.nullable()) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const locale = requestLocale(request);
      if (!request.isMultipart()) throw new AppError('UnsupportedMediaType');
      const file = await request.file();
      if (!file) throw new AppError('ValidationFailed', 'file: an .xlsx file is required');
      const buffer = await file.toBuffer();
      if (file.file.truncated) throw new AppError('PayloadTooLarge');
      const parsed = await parseDcgWorkbook(buffer);
      if ('RowErrors' in parsed) return refuse(reply, locale, parsed.RowErrors);
      const answer = await importInstructions(ctx, callerCompanyId(caller), actorOf(request), parsed);
      if ('RowErrors' in answer) return refuse(reply, locale, answer.RowErrors);
      return ok(answer);
    },
  );
};
