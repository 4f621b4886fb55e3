import fastifyMultipart from '@fastify/multipart';
import {
  ERRORS,
  envelopeSchema,
  integrationReturnAnswerSchema,
  integrationReturnRegisterSchema,
  integrationReturnStatusSchema,
  REPLENISH_MAX_BYTES,
  replenishPlanListSchema,
  replenishPlanSchema,
  replenishRefusalSchema,
  returnDetailSchema,
  returnIdRequestSchema,
  returnInstructionRequestSchema,
  returnListRequestSchema,
  returnPageSchema,
  storedStockListSchema,
  XLSX_CONTENT_TYPE,
} from '@portside/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { callerCompanyId } from '../../http/tenant-scope.js';
import { attachmentDisposition } from '../files/file-names.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { callIdentity, companyParams, INTEGRATION_DESCRIPTION } from '../integration/call-identity.js';
import { fbaCentreCountry } from '../orders/fba-centres.js';
import { buildReplenishTemplate, parseReplenishWorkbook, type ReplenishRowError } from './replenish-workbook.js';
import * as service from './service.js';

const TAGS = ['Returns'];
const returnParams = companyParams.extend({
  externalId: z.string().trim().min(1).max(64).describe("The return's id in the forwarder's warehouse system"),
});

function refuse(reply: FastifyReply, request: FastifyRequest, rowErrors: ReplenishRowError[]) {
  const entry = ERRORS.ValidationFailed;
  const [first] = rowErrors;
  const where = first ? `row ${first.Row}${first.Column ? `, ${first.Column}` : ''}: ${first.Reason}` : '';
  return reply.code(entry.HttpStatus).send({
    ErrorCode: entry.ErrorCode,
    Msg: `${entry.Msg[requestLocale(request)]}: ${where}`,
    Body: { RowErrors: rowErrors },
  });
}

/** Returns and replenishment (issue 11): the client's pages, UploadReplenishDetail and the warehouse's feed. */
export const returnsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: REPLENISH_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  const scopeOf = (request: FastifyRequest) => tenantScope(ctx, requireCaller(request));

  app.post(
    '/client/api/Return/GetPageList',
    {
      schema: {
        tags: TAGS,
        summary: "A page of the caller's company's marketplace returns, most recently changed first",
        body: returnListRequestSchema,
        response: { 200: envelopeSchema(returnPageSchema) },
      },
    },
    async (request) => ok(await service.listReturns(ctx, await scopeOf(request), request.body)),
  );

  app.post(
    '/client/api/Return/GetDetail',
    {
      schema: {
        tags: TAGS,
        summary: 'A return with its lines, the photos of its instruction and every state it went through',
        body: returnIdRequestSchema,
        response: { 200: envelopeSchema(returnDetailSchema) },
      },
    },
    async (request) => ok(await service.getReturn(ctx, await scopeOf(request), request.body.Id)),
  );

  app.post(
    '/client/api/Return/GiveInstruction',
    {
      schema: {
        tags: TAGS,
        summary: 'Instructs the warehouse what to do with a return awaiting instruction, with photos',
        description:
          'RelabelReplenish, Dispose, ReturnToSender (with ReturnAddress) or Hold; PhotoFileIds are files the caller ' +
          'uploaded with UploadFile. The return moves to InstructionGiven; in any other state the call is a Conflict.',
        body: returnInstructionRequestSchema,
        response: { 200: envelopeSchema(returnDetailSchema) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return ok(await service.giveInstruction(ctx, caller, await tenantScope(ctx, caller), request.body));
    },
  );

  app.post(
    '/client/api/Return/GetStoredStock',
    {
      schema: {
        tags: TAGS,
        summary: 'The stored SKUs a replenishment plan may send: sellable units held or to be relabelled',
        body: z.object({}).optional(),
        response: { 200: envelopeSchema(storedStockListSchema) },
      },
    },
    async (request) => {
      const stock = await service.storedStock(ctx.db, callerCompanyId(requireCaller(request)));
      return ok(
        stock.map((line) => ({
          Sku: line.sku,
          Fnsku: line.fnsku,
          Stored: line.stored,
          Planned: line.planned,
          Available: line.available,
        })),
      );
    },
  );

  app.post(
    '/client/api/Return/GetReplenishPlanList',
    {
      schema: {
        tags: TAGS,
        summary: "The company's latest replenishment plans with their lines, newest first",
        body: z.object({}).optional(),
        response: { 200: envelopeSchema(replenishPlanListSchema) },
      },
    },
    async (request) => ok(await service.listPlans(ctx, requireCaller(request))),
  );

  app.get(
    '/client/api/Return/DownloadReplenishTemplate',
    {
      schema: {
        tags: TAGS,
        summary: "The replenishment plan workbook (.xlsx) in the request's language, with the stored stock",
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const stock = await service.storedStock(ctx.db, callerCompanyId(requireCaller(request)));
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`replenishment-plan-${locale}.xlsx`))
        .send(
          await buildReplenishTemplate(
            locale,
            stock.filter((line) => line.available > 0),
          ),
        );
    },
  );

  app.post(
    '/client/api/Return/UploadReplenishDetail',
    {
      schema: {
        tags: TAGS,
        summary: 'Records a replenishment plan from a filled-in template, all or nothing',
        description:
          'multipart/form-data with one .xlsx file: rows of FBA shipment ID, fulfilment centre code, SKU and ' +
          'quantity. A file with any bad row (unknown centre, a SKU not stored, more units than available) ' +
          'records nothing: ValidationFailed (HTTP 400) with Body.RowErrors naming the row, column and reason.',
        response: {
          200: envelopeSchema(replenishPlanSchema),
          400: envelopeSchema(replenishRefusalSchema.nullable()),
        },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      if (!request.isMultipart()) throw new AppError('UnsupportedMediaType');
      const file = await request.file();
      if (!file) throw new AppError('ValidationFailed', 'file: an .xlsx file is required');
      const buffer = await file.toBuffer();
      if (file.file.truncated) throw new AppError('PayloadTooLarge');
      const parsed = await parseReplenishWorkbook(buffer, (code) => fbaCentreCountry(code) !== undefined);
      if ('RowErrors' in parsed) return refuse(reply, request, parsed.RowErrors);
      const saved = await service.savePlan(ctx, caller, file.filename.slice(0, 200), parsed.plan);
      if ('RowErrors' in saved) return refuse(reply, request, saved.RowErrors);
      return ok(saved.plan);
    },
  );

  const base = '/integration/v1/companies/:company/returns/:externalId';
  const callOf = async (request: FastifyRequest, company: string) => ({
    ...(await callIdentity(ctx, request, company)),
    apiKeyId: request.integrationKey?.id ?? null,
  });

  app.put(
    base,
    {
      schema: {
        tags: ['Integration'],
        summary: "Registers a marketplace return at the forwarder's warehouse (Registered)",
        description: `${INTEGRATION_DESCRIPTION} The same id with the same lines answers the return registered before.`,
        params: returnParams,
        body: integrationReturnRegisterSchema,
        response: { 200: envelopeSchema(integrationReturnAnswerSchema) },
      },
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await service.registerReturn(ctx, await callOf(request, company), externalId, request.body));
    },
  );

  app.post(
    `${base}/status`,
    {
      schema: {
        tags: ['Integration'],
        summary: 'Moves a return: Received, Inspected (with what was found), AwaitingInstruction, Completed',
        description:
          `${INTEGRATION_DESCRIPTION} InstructionGiven is the client's; from it the warehouse completes the ` +
          'return or hands the instruction back (AwaitingInstruction, with a note). Any other move is a Conflict.',
        params: returnParams,
        body: integrationReturnStatusSchema,
        response: { 200: envelopeSchema(integrationReturnAnswerSchema) },
      },
    },
    async (request) => {
      const { company, externalId } = request.params;
      return ok(await service.moveReturn(ctx, await callOf(request, company), externalId, request.body));
    },
  );
};
