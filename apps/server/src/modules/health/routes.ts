import { envelopeSchema, errorEnvelopeSchema } from '@portside/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ok, sendError } from '../../http/envelope.js';

const statusSchema = envelopeSchema(z.object({ Status: z.enum(['live', 'ready']) }));

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/livez',
    { schema: { tags: ['Health'], summary: 'The process is running', response: { 200: statusSchema } } },
    async () => ok({ Status: 'live' as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['Health'],
        summary: 'The database answers and every migration is applied',
        response: { 200: statusSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      (await database.isReady()) ? ok({ Status: 'ready' as const }) : sendError(request, reply, 'ServiceUnavailable'),
  );
};
