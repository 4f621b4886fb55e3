import fastifyMultipart from '@fastify/multipart';
import {
  ERRORS,
  envelopeSchema,
  FBA_FILE_CONTENT_TYPE,
  importAnswerSchema,
  importRefusalSchema,
  ORDER_IMPORT_MAX_BYTES,
  orderIdRequestSchema,
  XLSX_CONTENT_TYPE,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { callerCompanyId } from '../../http/tenant-scope.js';
import { attachmentDisposition } from '../files/file-names.js';
import { buildOrderImportTemplate, parseOrderWorkbook } from './order-workbook.js';
import { importOrders, orderFbaFile } from './service.js';

/** The order desk's files (issue 10): the import template, InsertExcel and DownloadFBAFile (spec §8's silent operations). */
export const orderDocumentRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Multipart bodies are accepted by this plugin's routes only.
  await app.register(fastifyMultipart, {
    limits: { fileSize: ORDER_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });

  app.get(
    '/client/api/Order/DownloadOrderImportTemplate',
    {
      schema: {
        tags: ['Orders'],
        summary: "The order import workbook (.xlsx) with its header row in the request's language and an example",
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`order-import-${locale}.xlsx`))
        .send(await buildOrderImportTemplate(locale));
    },
  );

  app.post(
    '/client/api/Order/InsertExcel',
    {
      schema: {
        tags: ['Orders'],
        summary: 'Imports orders with their cartons and items from a filled-in template, all or none',
        description:
          'multipart/form-data with one .xlsx file. Every order of the file becomes a draft, in one transaction. ' +
          'A file with any bad row imports nothing: ValidationFailed (HTTP 400) with Body.RowErrors, each naming ' +
          'the row, the column and the reason.',
        response: { 200: envelopeSchema(importAnswerSchema), 400: envelopeSchema(importRefusalSchema.nullable()) },
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
      const parsed = await parseOrderWorkbook(buffer);
      if ('RowErrors' in parsed) {
        const entry = ERRORS.ValidationFailed;
        const [first] = parsed.RowErrors;
        const where = first ? `row ${first.Row}${first.Column ? `, ${first.Column}` : ''}: ${first.Reason}` : '';
        return reply
          .code(entry.HttpStatus)
          .send({ ErrorCode: entry.ErrorCode, Msg: `${entry.Msg[locale]}: ${where}`, Body: parsed });
      }
      const orderCaller = {
        companyId: callerCompanyId(caller),
        userId: caller.userId,
        accountName: caller.accountName,
      };
      return ok(await importOrders(ctx, orderCaller, parsed.Orders));
    },
  );

  app.post(
    '/client/api/Order/DownloadFBAFile',
    {
      schema: {
        tags: ['Orders'],
        summary: "The order's FBA file: a zip of the carton labels (PDF, one per carton) and the packing list (.xlsx)",
        body: orderIdRequestSchema,
      },
    },
    async (request, reply) => {
      const companyId = callerCompanyId(requireCaller(request));
      const { orderNo, file } = await orderFbaFile(ctx.db, companyId, request.body.Id);
      return reply
        .header('content-type', FBA_FILE_CONTENT_TYPE)
        .header('content-disposition', attachmentDisposition(`${orderNo}-fba.zip`))
        .send(Buffer.from(file));
    },
  );
};
