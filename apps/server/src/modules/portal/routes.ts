import { envelopeSchema, portalConfigSchema } from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { portalConfigFor } from './service.js';

export const portalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/cms/api/Portal/GetPortalConfig',
    {
      schema: {
        tags: ['Portal'],
        summary: 'Host-dependent settings: variant, token cookie names, logo, title, private deployment',
        response: { 200: envelopeSchema(portalConfigSchema) },
      },
    },
    async (request) => ok(portalConfigFor(request, ctx.config)),
  );
};
