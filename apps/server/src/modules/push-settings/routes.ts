import {
  envelopeSchema,
  pushConfigSchema,
  savePushConfigRequestSchema,
  unsubscribeEmailAnswerSchema,
  unsubscribeEmailRequestSchema,
} from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireCaller } from '../../http/auth.js';
import { ok, requestLocale } from '../../http/envelope.js';
import { getPushConfig, savePushConfig, unsubscribeEmail } from './service.js';

export const pushSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/cms/api/ClientPush/GetPushConfig',
    {
      schema: {
        tags: ['Push settings'],
        summary: 'Per message type: shown in the portal, e-mailed; and the e-mail address',
        response: { 200: envelopeSchema(pushConfigSchema) },
      },
    },
    async (request) => ok(await getPushConfig(ctx, requireCaller(request))),
  );

  app.post(
    '/cms/api/ClientPush/SavePushConfig',
    {
      schema: {
        tags: ['Push settings'],
        summary: 'Saves the push settings; e-mails are then written in the language of this request',
        body: savePushConfigRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await savePushConfig(ctx, requireCaller(request), request.body, request.body.Language ?? requestLocale(request));
      return ok(null);
    },
  );

  app.post(
    '/cms/api/ClientPush/UnsubscribeEmail',
    {
      schema: {
        tags: ['Push settings'],
        summary: 'The link in every e-mail: switches its recipient off e-mails (no sign-in needed)',
        body: unsubscribeEmailRequestSchema,
        response: { 200: envelopeSchema(unsubscribeEmailAnswerSchema) },
      },
    },
    async (request) => ok(await unsubscribeEmail(ctx, request.body.Token)),
  );
};
