import fastifyMultipart from '@fastify/multipart';
import {
  attachmentSchema,
  downloadFileQuerySchema,
  envelopeSchema,
  fileIdRequestSchema,
  MAX_UPLOAD_BYTES,
  sharedFileListRequestSchema,
  sharedFilePageSchema,
  sharedFileTypeSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { tenantScope } from '../identity/tenant-scope.js';
import { DOWNLOAD_PATH, fileTooLarge, openDownload, sendDownload, storeUpload } from './service.js';
import { deleteOwnFile, listSharedFiles, sharedFileTypes } from './shared-folder.js';
import { LocalFileStore } from './storage.js';

/** Room for the multipart framing and the Type field around a file of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

/** Uploading and downloading files (spec §7 UploadFile, §3 Attachment). */
export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = new LocalFileStore(ctx.config.filesDir);
  const stopSweeping = store.startSweeping((error) => ctx.log.warn({ err: error }, 'temporary uploads not swept'));
  app.addHook('onClose', async () => stopSweeping());

  // Registered here, so multipart bodies are accepted by this plugin's routes only. The JSON body
  // limit does not apply to them (the parser streams); the file size limit is this one.
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });

  app.post(
    '/cms/api/BaseData/UploadFile',
    {
      schema: {
        tags: ['Files'],
        summary: 'Uploads one file (multipart/form-data, at most 50M) for the caller’s company',
        description:
          'Any file field, and an optional Type field (the Attachment group). Allowed by content: PDF, PNG, ' +
          'JPEG, GIF, WebP, XLSX, XLS, DOCX, DOC, and UTF-8 CSV or TXT; the extension must match.',
        response: { 200: envelopeSchema(attachmentSchema) },
      },
    },
    async (request, reply) => {
      const caller = requireCaller(request);
      const locale = requestLocale(request);
      if (!request.isMultipart()) throw new AppError('UnsupportedMediaType');
      if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
        // Far too large to read only to discard it.
        reply.header('connection', 'close');
        throw fileTooLarge(locale);
      }
      return ok(await storeUpload(ctx, store, caller, request.parts(), locale));
    },
  );

  app.get(
    DOWNLOAD_PATH,
    {
      schema: {
        tags: ['Files'],
        summary: "Downloads a file of the caller's company",
        querystring: downloadFileQuerySchema,
      },
    },
    async (request, reply) => {
      const scope = await tenantScope(ctx, requireCaller(request));
      return sendDownload(reply, await openDownload(ctx, store, scope, request.query.id));
    },
  );

  app.post(
    '/cms/api/BaseData/GetSharedFilePageList',
    {
      schema: {
        tags: ['Files'],
        summary: "A page of the company's shared folder, newest first: every document uploaded, wherever attached",
        body: sharedFileListRequestSchema,
        response: { 200: envelopeSchema(sharedFilePageSchema) },
      },
    },
    async (request) => {
      const caller = requireCaller(request);
      return ok(await listSharedFiles(ctx, caller, await tenantScope(ctx, caller), request.body));
    },
  );

  app.post(
    '/cms/api/BaseData/GetSharedFileTypes',
    {
      schema: {
        tags: ['Files'],
        summary: 'The Types of the shared folder, with how many files each holds',
        response: { 200: envelopeSchema(z.array(sharedFileTypeSchema)) },
      },
    },
    async (request) => ok(await sharedFileTypes(ctx, await tenantScope(ctx, requireCaller(request)))),
  );

  app.post(
    '/cms/api/BaseData/DeleteFile',
    {
      schema: {
        tags: ['Files'],
        summary: 'Deletes a file of the shared folder the caller uploaded, unless it is a document of a record',
        body: fileIdRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await deleteOwnFile(ctx, store, requireCaller(request), request.body.Id);
      return ok(null);
    },
  );
};
