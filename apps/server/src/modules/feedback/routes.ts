import {
  addFeedbackRequestSchema,
  envelopeSchema,
  feedbackListRequestSchema,
  feedbackPageSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { tenantScope } from '../identity/tenant-scope.js';
import * as feedbackService from './service.js';

/** The header's feedback form (spec §3, §5, §8) and the staff's list of what was sent. */
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
};
