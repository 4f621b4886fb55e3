import {
  addFeedbackRequestSchema,
  envelopeSchema,
  feedbackAttachmentQuerySchema,
  feedbackDetailSchema,
  feedbackIdQuerySchema,
  feedbackListRequestSchema,
  feedbackPageSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { openDownload, sendDownload } from '../files/service.js';
import { LocalFileStore } from '../files/storage.js';
import { tenantScope } from '../identity/tenant-scope.js';
import * as feedbackService from './service.js';

/** The header's feedback form (spec §3, §5, §8), and what was sent as staff read it. */
export const feedbackRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/cms/api/FeedBack/Add',
    {
      schema: {
        tags: ['Feedback'],
        summary: 'Sends feedback; Content is required',
        body: addFeedbackRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await feedbackService.addFeedback(ctx, requireCaller(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/cms/api/FeedBack/GetPageList',
    {
      schema: {
        tags: ['Feedback'],
        summary: 'Feedback from the companies the caller serves, newest first',
        body: feedbackListRequestSchema,
        response: { 200: envelopeSchema(feedbackPageSchema) },
      },
    },
    async (request) => {
      const scope = await tenantScope(ctx, requireCaller(request));
      return ok(await feedbackService.listFeedback(ctx, scope, request.body));
    },
  );

  app.get(
    '/cms/api/FeedBack/GetDetail',
    {
      schema: {
        tags: ['Feedback'],
        summary: 'One feedback of a company the caller serves, with its screenshots',
        querystring: feedbackIdQuerySchema,
        response: { 200: envelopeSchema(feedbackDetailSchema) },
      },
    },
    async (request) => {
      const scope = await tenantScope(ctx, requireCaller(request));
      return ok(await feedbackService.getFeedback(ctx, scope, request.query.id));
    },
  );

  const store = new LocalFileStore(ctx.config.filesDir);
  app.get(
    feedbackService.FEEDBACK_ATTACHMENT_PATH,
    {
      schema: {
        tags: ['Feedback'],
        summary: 'Downloads a screenshot sent with a feedback of a company the caller serves',
        querystring: feedbackAttachmentQuerySchema,
      },
    },
    async (request, reply) => {
      const scope = await tenantScope(ctx, requireCaller(request));
      const { id, fileId } = request.query;
      await feedbackService.checkFeedbackAttachment(ctx, scope, id, fileId);
      return sendDownload(reply, await openDownload(ctx, store, scope, fileId));
    },
  );
};
