import fastifyMultipart from '@fastify/multipart';
import {
  attachmentSchema,
  envelopeSchema,
  MAX_UPLOAD_BYTES,
  supplierGrantRequestSchema,
  supplierLinkCreatedSchema,
  supplierLinkCreateSchema,
  supplierLinkIdRequestSchema,
  supplierLinkInfoSchema,
  supplierLinkListSchema,
  supplierOrderRequestSchema,
  supplierOrderViewSchema,
  supplierSubmitRequestSchema,
  supplierTokenRequestSchema,
  supplierVerifiedSchema,
  supplierVerifyRequestSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import type { Caller } from '../../http/caller.js';
import { AppError, ok, requestLocale } from '../../http/envelope.js';
import { fileTooLarge, storeUpload } from '../files/service.js';
import { LocalFileStore } from '../files/storage.js';
import * as supplier from './service.js';

const TAGS = ['Supplier'];
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The supplier page (/SupplierAllBack, issue 11): the client's links for an order, and the public
 * calls a supplier makes with its link's token, a code mailed to it and the grant that code gives.
 */
export const supplierRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const store = new LocalFileStore(ctx.config.filesDir);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });

  app.post(
    '/client/api/Supplier/CreateLink',
    {
      schema: {
        tags: TAGS,
        summary: "Creates the supplier's link for one order: the page where it gives the cargo-ready data",
        description:
          'The Url holds a token shown only in this answer (the server keeps its hash). A new link for the same ' +
          'order revokes the open one; a link opens nothing once used, revoked or past ExpiresTime.',
        body: supplierLinkCreateSchema,
        response: { 200: envelopeSchema(supplierLinkCreatedSchema) },
      },
    },
    async (request) => ok(await supplier.createLink(ctx, requireCaller(request), request.body)),
  );

  app.post(
    '/client/api/Supplier/GetLinks',
    {
      schema: {
        tags: TAGS,
        summary: "An order's supplier links, newest first, with what the supplier gave back",
        body: supplierOrderRequestSchema,
        response: { 200: envelopeSchema(supplierLinkListSchema) },
      },
    },
    async (request) => ok(await supplier.listLinks(ctx, requireCaller(request), request.body.OrderId)),
  );

  app.post(
    '/client/api/Supplier/RevokeLink',
    {
      schema: {
        tags: TAGS,
        summary: 'Revokes an open supplier link',
        body: supplierLinkIdRequestSchema,
        response: { 200: envelopeSchema(z.object({ Id: z.uuid() })) },
      },
    },
    async (request) => ok(await supplier.revokeLink(ctx, requireCaller(request), request.body.Id)),
  );

  const notOpen = 'An unknown, used, revoked or expired link is NotFound, the same answer for each.';

  app.post(
    '/cms/api/Supplier/GetLinkInfo',
    {
      schema: {
        tags: TAGS,
        summary: "Whose link it is and where the code will go (the supplier's e-mail, masked)",
        description: notOpen,
        body: supplierTokenRequestSchema,
        response: { 200: envelopeSchema(supplierLinkInfoSchema) },
      },
    },
    async (request) => ok(await supplier.linkInfo(ctx, request.body.Token)),
  );

  app.post(
    '/cms/api/Supplier/GetUniversalVerificationCode',
    {
      schema: {
        tags: TAGS,
        summary: "Mails a six-digit code to the supplier's e-mail (spec §8 GetUniversalVerificationCode)",
        description: `${notOpen} At most one code a minute and five an hour per link (RateLimited, Retry-After).`,
        body: supplierTokenRequestSchema,
        response: {
          200: envelopeSchema(
            z.object({ MaskedEmail: z.string(), ExpiresTime: z.iso.datetime(), ResendAfterSeconds: z.number().int() }),
          ),
        },
      },
    },
    async (request) => ok(await supplier.sendCode(ctx, request.body.Token, requestLocale(request))),
  );

  app.post(
    '/cms/api/Supplier/VerifyCode',
    {
      schema: {
        tags: TAGS,
        summary: 'Checks the mailed code; answers a grant for this visit and the order',
        description: `${notOpen} Five wrong tries per code, ten per link an hour (RateLimited).`,
        body: supplierVerifyRequestSchema,
        response: { 200: envelopeSchema(supplierVerifiedSchema) },
      },
    },
    async (request) => ok(await supplier.verifyCode(ctx, request.body.Token, request.body.Code)),
  );

  app.post(
    '/cms/api/Supplier/GetOrder',
    {
      schema: {
        tags: TAGS,
        summary: 'The order the link is for, for a visit holding a grant',
        description: notOpen,
        body: supplierGrantRequestSchema,
        response: { 200: envelopeSchema(supplierOrderViewSchema) },
      },
    },
    async (request) => ok(await supplier.supplierOrder(ctx, request.body.Token, request.body.Grant)),
  );

  app.post(
    '/cms/api/Supplier/UploadFile',
    {
      schema: {
        tags: TAGS,
        summary: 'Uploads one document through the link (multipart/form-data, at most 50M)',
        description:
          `Headers X-Supplier-Token and X-Supplier-Grant. ${notOpen} The file is stored for the link's company ` +
          'and given to the order only when Submit names it.',
        response: { 200: envelopeSchema(attachmentSchema) },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const now = ctx.clock();
      const link = await supplier.grantedLink(
        ctx.db,
        header(request.headers['x-supplier-token']),
        header(request.headers['x-supplier-grant']),
        now,
      );
      if (!request.isMultipart()) throw new AppError('UnsupportedMediaType');
      if (Number(request.headers['content-length']) > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES) {
        reply.header('connection', 'close');
        throw fileTooLarge(locale);
      }
      // The file is the company's, filed as uploaded by the client user who created the link.
      const onBehalf: Caller = {
        sessionId: `supplier-link:${link.id}`,
        userId: link.createdBy,
        accountName: 'supplier',
        role: 'client_user',
        companyId: link.companyId,
        actingStaffUserId: null,
        menuCodes: new Set(),
      };
      const stored = await storeUpload(ctx, store, onBehalf, request.parts(), locale);
      await supplier.recordSupplierFile(ctx, link.id, stored.Id);
      return ok(stored);
    },
  );

  app.post(
    '/cms/api/Supplier/Submit',
    {
      schema: {
        tags: TAGS,
        summary: 'Gives the cargo-ready data and the documents uploaded through the link; the link is used',
        description: notOpen,
        body: supplierSubmitRequestSchema,
        response: { 200: envelopeSchema(z.object({ SubmittedTime: z.iso.datetime() })) },
      },
    },
    async (request) => ok(await supplier.submit(ctx, request.body)),
  );
};
